// Who asked for or saw my contact (docs/decisions/0017-candidate-contact.md), on the /jobseeker page
// (#contact-requests, where the request notice links): the sharing choice ("share with employers
// who unlock" or "ask me each time"), each employer's request to answer, and each shown contact to
// withdraw. Employers who asked get the answer in their inbox.
import { styled } from '@linaria/react'
import { useId } from 'react'
import toast from 'react-hot-toast'
import { CONTACT_SHARING, type ContactAnswer, type ContactSharing } from '../../../domain/candidates'
import type { ContactGrant } from '../../../domain/contract/candidates'
import { formatVnDate } from '../../../domain/dates'
import { errorMessage } from '../../../lib/http'
import { Button, GhostButton } from '../../../ui/button'
import { answerContactRequest, setContactSharing, useContactRequests } from '../api/contact-requests'
import { color, radius, bareList, cardBox } from '../../../ui/theme'

const Panel = styled.section`
  margin-top: 16px;
  padding: 16px;
  ${cardBox}
  scroll-margin-top: 80px;
  h2 {
    margin: 0 0 4px;
    font-size: 20px;
  }
  p {
    margin: 0 0 12px;
    color: ${color.muted};
  }
  fieldset {
    display: grid;
    gap: 8px;
    margin: 0 0 16px;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 6px;
    font-weight: 600;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
  }
  input[type='radio'] {
    width: 20px;
    height: 20px;
  }
`
const Rows = styled.ul`
  display: grid;
  gap: 10px;
  ${bareList}
  li {
    display: grid;
    gap: 6px;
    padding: 12px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
  }
  span {
    color: ${color.muted};
    font-size: 14px;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`

export function ContactRequestsPanel() {
  const id = useId()
  const { data, error, mutate } = useContactRequests()

  const choose = async (sharing: ContactSharing) => {
    try {
      await setContactSharing(sharing)
      await mutate()
      toast.success('Đã lưu lựa chọn chia sẻ liên hệ.')
    } catch (failure) {
      toast.error(errorMessage(failure))
    }
  }
  const answer = async (grant: ContactGrant, action: ContactAnswer) => {
    try {
      const result = await answerContactRequest(grant.id, action)
      await mutate({ items: result.items, contact_sharing: data?.contact_sharing ?? 'ask' }, { revalidate: false })
      toast.success(result.message)
    } catch (failure) {
      toast.error(errorMessage(failure))
    }
  }

  return (
    <Panel id="contact-requests" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Nhà tuyển dụng xem liên hệ của bạn</h2>
      <p>Số điện thoại và email của bạn luôn được che trong kết quả tìm ứng viên. Nhà tuyển dụng bạn đã ứng tuyển thấy liên hệ của bạn.</p>
      {error && <p role="alert">{errorMessage(error)}</p>}
      {data && (
        <>
          <fieldset>
            <legend>Khi nhà tuyển dụng muốn xem liên hệ của bạn</legend>
            {(Object.keys(CONTACT_SHARING) as ContactSharing[]).map((key) => (
              <label key={key}>
                <input type="radio" name={`${id}-sharing`} checked={data.contact_sharing === key} onChange={() => void choose(key)} />
                {CONTACT_SHARING[key]}
              </label>
            ))}
          </fieldset>
          {data.items.length === 0 ? (
            <p>Chưa có nhà tuyển dụng nào xin xem hoặc đã xem liên hệ của bạn.</p>
          ) : (
            <Rows aria-label="Yêu cầu xem liên hệ">
              {data.items.map((grant) => (
                <li key={grant.id} data-contact-status={grant.status}>
                  <strong>{grant.organization ?? 'Nhà tuyển dụng'}</strong>
                  <span>
                    {grant.recruiter ? `${grant.recruiter} · ` : ''}
                    {grant.job ? `Tin "${grant.job.title}" · ` : ''}
                    {grant.status_label} · {formatVnDate(grant.updated_at)}
                    {grant.status === 'pending' && grant.expires_at ? ` · trả lời trước ${formatVnDate(grant.expires_at)}` : ''}
                  </span>
                  {grant.status === 'pending' && (
                    <div>
                      <Button type="button" onClick={() => void answer(grant, 'accept')}>
                        Đồng ý cho xem
                      </Button>
                      <GhostButton type="button" onClick={() => void answer(grant, 'decline')}>
                        Từ chối
                      </GhostButton>
                    </div>
                  )}
                  {grant.status === 'granted' && (
                    <div>
                      <GhostButton type="button" onClick={() => void answer(grant, 'withdraw')}>
                        Thu hồi quyền xem
                      </GhostButton>
                    </div>
                  )}
                </li>
              ))}
            </Rows>
          )}
        </>
      )}
    </Panel>
  )
}
