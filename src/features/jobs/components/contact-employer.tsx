// The job page's "Liên hệ nhà tuyển dụng" box: the contact person, the phone masked until the
// visitor asks for it (POST /listing/v1/phone/show counts that as a call contact), then a tel: link.
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { formatPhone } from '../../../domain/contact-phone'
import type { JobDetail } from '../../../domain/jobs'
import { GhostButton } from '../../../ui/button'
import { color } from '../../../ui/theme'
import { showPhone } from '../api/track'
import { Box } from './box'

const Section = styled(Box)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    margin: 0;
  }
`
const Details = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    align-items: baseline;
  }
  dt {
    color: ${color.muted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  [data-phone] {
    font-size: 18px;
    letter-spacing: 0.02em;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${color.brand};
  }
`
const Problem = styled.p`
  margin: 0;
  color: ${color.red};
  font-size: 14px;
`

type Phone = { status: 'hidden' } | { status: 'loading' } | { status: 'shown'; phone: string } | { status: 'failed'; message: string }

export function ContactEmployer({
  job,
  chat,
}: {
  job: Pick<JobDetail, 'id' | 'contact_name' | 'contact_phone_masked'>
  /** Slot for the chat entry (composed by the app once chat exists). */
  chat?: ReactNode
}) {
  const headingId = useId()
  const [phone, setPhone] = useState<Phone>({ status: 'hidden' })
  const link = useRef<HTMLAnchorElement>(null)
  const shown = phone.status === 'shown' ? phone.phone : null
  // the button goes away: keyboard focus moves to the number it revealed
  useEffect(() => {
    if (shown) link.current?.focus()
  }, [shown])

  const reveal = async () => {
    setPhone({ status: 'loading' })
    const result = await showPhone(job.id)
    setPhone(result.success ? { status: 'shown', phone: result.data.phone } : { status: 'failed', message: result.error.message })
  }

  const masked = job.contact_phone_masked
  return (
    <Section as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>Liên hệ nhà tuyển dụng</h2>
      <Details>
        {job.contact_name && (
          <div>
            <dt>Người liên hệ:</dt>
            <dd>{job.contact_name}</dd>
          </div>
        )}
        {masked && (
          <div>
            <dt>Điện thoại:</dt>
            <dd data-phone="">
              {shown ? (
                <a ref={link} href={`tel:${shown}`}>
                  <span className="visually-hidden">Gọi </span>
                  {formatPhone(shown)}
                </a>
              ) : (
                <>
                  <span aria-hidden="true">{masked}</span>
                  <span className="visually-hidden">đang ẩn</span>
                </>
              )}
            </dd>
          </div>
        )}
      </Details>
      {masked && !shown && (
        <GhostButton type="button" onClick={() => void reveal()} disabled={phone.status === 'loading'} aria-busy={phone.status === 'loading'}>
          {phone.status === 'loading' ? 'Đang lấy số điện thoại...' : 'Hiện số điện thoại'}
        </GhostButton>
      )}
      {phone.status === 'failed' && <Problem role="alert">{phone.message}</Problem>}
      {chat}
    </Section>
  )
}
