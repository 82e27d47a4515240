import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CMS_BUNDLE_NAME, DECAP_CMS_INTEGRITY, tarballIntegrity } from './cms-bundle'
import { bannerProblems, contentProblems, footerProblems, isSitePath, popularSearchProblems } from './content-check'

const CONTENT = path.resolve('content')
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8'))
const config = fs.readFileSync(path.resolve('public/admin/config.yml'), 'utf8')

/** The editor's pattern for a field of config.yml, as Decap compiles it. */
function editorPattern(field: string): RegExp {
  const match = new RegExp(`- name: ${field}\\n(?:.*\\n)*?\\s+pattern:\\n\\s+- '([^']+)'`).exec(config)
  if (!match) throw new Error(`no pattern for ${field}`)
  return new RegExp(match[1])
}

const copies: string[] = []
afterEach(() => copies.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
function contentCopy(change: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'))
  copies.push(dir)
  fs.cpSync(CONTENT, dir, { recursive: true })
  change(dir)
  return dir
}

describe('editor-owned content', () => {
  it('the content in the repository passes every rule', () => {
    expect(contentProblems(CONTENT)).toEqual([])
  })

  it('a popular search with an empty or blank label is refused, with where and why', () => {
    const file = read('popular-searches.json')
    file.entries[1].title = ''
    file.entries[2].title = '   '
    const problems = popularSearchProblems(file)
    expect(problems).toContain('#2 nhan-vien-kinh-doanh: tiêu đề không được để trống')
    expect(problems).toContain('#3 ke-toan: tiêu đề không được để trống')
  })

  it('popular searches: duplicate slugs, unknown ids, a district outside its province and no filter are refused; a cleared number is no filter', () => {
    const file = read('popular-searches.json')
    file.entries[1].slug = file.entries[0].slug
    file.entries[2].filters = { city_id: 99 }
    file.entries[3].filters = { city_id: 1, district_id: 2001 }
    file.entries[4].filters = { city_id: '', district_id: null, job_types: [] }
    const problems = popularSearchProblems(file)
    expect(problems).toContain('#2 nhan-vien-ban-hang: slug bị trùng')
    expect(problems).toContain('#3 ke-toan: mã tỉnh/thành 99 không tồn tại')
    expect(problems.some((p) => p.startsWith('#4 ') && p.endsWith('quận/huyện 2001 không thuộc tỉnh/thành 1'))).toBe(true)
    expect(problems.some((p) => p.startsWith('#5 ') && p.endsWith('cần ít nhất một bộ lọc'))).toBe(true)

    const cleared = read('popular-searches.json')
    cleared.entries[0].filters = { ...cleared.entries[0].filters, city_id: '', district_id: '' }
    expect(popularSearchProblems(cleared)).toEqual([])
  })

  it('a banner or footer link that is not a page of the site is refused', () => {
    const banners = read('banners.json')
    banners.banners[0].link_url = 'https://lua-dao.example/nhan-thuong'
    expect(bannerProblems(banners)).toEqual([
      'banner #1 home_search: đường dẫn "https://lua-dao.example/nhan-thuong" không phải một trang của website (bắt đầu bằng "/")',
    ])
    banners.banners[0].link_url = '/tuyen-dung'
    banners.banners[0].title = ''
    expect(bannerProblems(banners)).toEqual(['banner #1 home_search: tiêu đề không được để trống'])

    const footer = read('footer.json')
    footer.groups[0].links[0].url = 'javascript:alert(1)'
    footer.groups[1].links[0].name = ' '
    expect(footerProblems(footer)).toEqual([
      'nhóm #1 "Dành cho ứng viên", liên kết #1: đường dẫn "javascript:alert(1)" phải là một trang của website (bắt đầu bằng "/") hoặc mailto:',
      'nhóm #2 "Dành cho nhà tuyển dụng", liên kết #1: tên hiển thị không được để trống',
    ])
  })

  it('what the build reads: a missing file, broken JSON and bad values are all reported with their file', () => {
    const dir = contentCopy((d) => {
      fs.writeFileSync(path.join(d, 'banners.json'), '{"banners": [')
      fs.rmSync(path.join(d, 'footer.json'))
      const pages = JSON.parse(fs.readFileSync(path.join(d, 'pages/tro-giup.json'), 'utf8'))
      fs.writeFileSync(path.join(d, 'pages/tro-giup.json'), JSON.stringify({ ...pages, title: '' }))
    })
    expect(contentProblems(dir)).toEqual([
      'content/banners.json: không phải JSON hợp lệ',
      'content/footer.json: thiếu tệp',
      'content/pages/tro-giup.json: Trang nội dung cần có tiêu đề.',
    ])
  })

  it('a site path is one leading "/" with no host, scheme or blanks, in the build and in the editor alike', () => {
    const linkPattern = editorPattern('link_url')
    const footerPattern = editorPattern('url')
    for (const url of ['/', '/tuyen-dung', '/tuyen-dung?city_id=2', '/viec-lam/ke-toan-10234#mo-ta']) {
      expect(isSitePath(url), url).toBe(true)
      expect(linkPattern.test(url), url).toBe(true)
      expect(footerPattern.test(url), url).toBe(true)
    }
    for (const url of ['', 'tuyen-dung', '//lua-dao.example', '/\\lua-dao.example', 'https://lua-dao.example', '/tuyen dung', 'javascript:alert(1)']) {
      expect(isSitePath(url), url).toBe(false)
      expect(linkPattern.test(url), url).toBe(false)
      expect(footerPattern.test(url), url).toBe(false)
    }
    expect(footerPattern.test('mailto:hotro@vieclamtot.vn')).toBe(true)
    expect(editorPattern('title').test('')).toBe(false)
  })
})

describe('the CMS page', () => {
  const page = fs.readFileSync(path.resolve('public/admin/index.html'), 'utf8')

  it('loads the pinned Decap CMS bundle from the site itself, and no script from elsewhere', () => {
    const sources = [...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])
    expect(sources).toEqual([`/admin/${CMS_BUNDLE_NAME}`])
  })

  it('the pin is a registry integrity: sha512 of the tarball, base64', () => {
    expect(DECAP_CMS_INTEGRITY).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/)
    expect(tarballIntegrity(Buffer.from('abc'))).toBe(
      'sha512-3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==',
    )
  })
})
