import { describe, expect, it } from 'vitest'
import { FREE_MAIL_DOMAINS } from './free-mail'
import { ORG_EMAIL_MSG, emailDomain, normalizeOrgEmail, orgEmailProblem, registeredDomain, websiteMismatch } from './org-email'

describe("an organisation's e-mail", () => {
  it('accepts an address on a company domain, in any case and with spaces around', () => {
    for (const email of ['tuyendung@senvang.vn', ' HR@SenVang.com.vn ', 'nhan.su+2026@abc-group.com', 'a@b.io']) {
      expect(orgEmailProblem(email), email).toBeNull()
    }
    expect(normalizeOrgEmail(' HR@SenVang.com.vn ')).toBe('hr@senvang.com.vn')
    expect(emailDomain(' HR@SenVang.com.vn ')).toBe('senvang.com.vn')
  })

  it('refuses every free-mail domain, its subdomains, in any case and with spaces', () => {
    for (const domain of FREE_MAIL_DOMAINS) expect(orgEmailProblem(`tuyendung@${domain}`)?.code, domain).toBe('free_mail')
    expect(orgEmailProblem('  Minh.Tran@GMAIL.com ')).toEqual({ code: 'free_mail', message: ORG_EMAIL_MSG.freeMail('gmail.com') })
    expect(orgEmailProblem('lan@Yahoo.Com.Vn')?.message).toBe(ORG_EMAIL_MSG.freeMail('yahoo.com.vn'))
    expect(orgEmailProblem('khach@hn.vnn.vn')?.message).toBe(ORG_EMAIL_MSG.freeMail('vnn.vn'))
    expect(orgEmailProblem('x@outlook.com')?.message).toContain('Hãy dùng email theo tên miền của doanh nghiệp')
    // a company whose name merely contains a free-mail name is not one
    expect(orgEmailProblem('hr@notgmail.com')).toBeNull()
    expect(orgEmailProblem('hr@gmail.com.vn')).toBeNull()
  })

  it('refuses throwaway mailboxes', () => {
    expect(orgEmailProblem('a@mailinator.com')?.code).toBe('disposable')
    expect(orgEmailProblem('a@YOPMAIL.com')?.message).toBe(ORG_EMAIL_MSG.disposable('yopmail.com'))
  })

  it('says when it is not an address at all', () => {
    expect(orgEmailProblem('')?.code).toBe('required')
    expect(orgEmailProblem('   ')?.message).toBe(ORG_EMAIL_MSG.required)
    for (const email of ['senvang.vn', '@senvang.vn', 'hr@', 'hr@senvang', 'hr@@senvang.vn', 'h r@senvang.vn', 'hr@sen vang.vn', 'hr@senvang.vietnam',
      'hr@-senvang.vn', 'a,b@senvang.vn', '"hr"@senvang.vn', 'hr..x@senvang.vn', '.hr@senvang.vn', 'nhân.sự@senvang.vn', 'hr@sen_vang.vn', 'hr@senvang.v1']) {
      expect(orgEmailProblem(email)?.code, email).toBe('invalid')
    }
    expect(orgEmailProblem(`${'a'.repeat(140)}@senvang.vn`)?.code).toBe('too_long')
  })

  it('warns, without refusing, when the domain is not the website', () => {
    expect(websiteMismatch('hr@senvang.vn', 'https://senvang.vn')).toBeNull()
    expect(websiteMismatch('hr@mail.senvang.vn', 'https://www.senvang.vn/gioi-thieu')).toBeNull()
    expect(websiteMismatch('hr@senvang.com.vn', 'https://shop.senvang.com.vn')).toBeNull()
    expect(websiteMismatch('hr@senvang.vn', null)).toBeNull()
    expect(websiteMismatch('hr@senvang.vn', 'not a url')).toBeNull()
    expect(websiteMismatch('hr@senvang.com.vn', 'https://senvang.vn')).toBe(ORG_EMAIL_MSG.websiteMismatch('senvang.com.vn', 'senvang.vn'))
    expect(websiteMismatch('hr@other.com.vn', 'https://senvang.com.vn')).toBe(ORG_EMAIL_MSG.websiteMismatch('other.com.vn', 'senvang.com.vn'))
    expect(registeredDomain('a.b.abc.com.vn')).toBe('abc.com.vn')
    expect(registeredDomain('abc.vn')).toBe('abc.vn')
  })
})
