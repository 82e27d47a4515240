// /chi-tiet-ung-vien/{id}: a found candidate's profile with the contact masked until it is shown.
// "Xem liên hệ" spends one "lượt" (free again later, free for a candidate who applied to one's job);
// a candidate who asks each time gets a request instead, and the "lượt" is only spent on "yes".
import { styled } from '@linaria/react'
import { useState, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { Link } from 'react-router-dom'
import { CONTACT_REQUEST_DAYS } from '../../../domain/candidates'
import { formatVnDate } from '../../../domain/dates'
import { errorMessage, type ApiError } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { Button } from '../../../ui/button'
import { PageStack } from '../../../ui/panel'
import { color, media } from '../../../ui/theme'
import { unlockCandidate, useAvailableQuantity, useCandidate } from '../api/candidates'
import { ContactPanel, ProfileHead, ProfileSections } from '../../../ui/profile-sections'
import { ReadRefused } from './read-refused'
import { Skeleton } from '../../../ui/skeleton'

const Back = styled.p`
  ${media.mobile} {
    padding: 0 16px;
  }
`
const Note = styled.p`
  color: ${color.muted};
  font-size: 14px;
`

/** `action`: a control beside the name (the page puts the favourite toggle there). */
export function CandidateDetailView({ id, action }: { id: number | null; action?: ReactNode }) {
  const { data, error, mutate } = useCandidate(id)
  const { data: quantity, mutate: mutateQuantity } = useAvailableQuantity()
  const [busy, setBusy] = useState(false)
  const [noCredits, setNoCredits] = useState(false)

  if (id === null) return <p role="alert">Không tìm thấy ứng viên.</p>
  if (error) return <ReadRefused error={error} retry={() => void mutate()} />
  if (!data) return <Skeleton label="Đang tải hồ sơ ứng viên..." shape="detail" />
  const { profile, contact_state: state } = data

  const unlock = async () => {
    setBusy(true)
    try {
      const result = await unlockCandidate(data.id)
      toast.success(result.message)
      await Promise.all([mutate(), mutateQuantity({ quantity: result.quantity }, { revalidate: false })])
    } catch (failure) {
      if ((failure as ApiError).code === 'no_credits') setNoCredits(true)
      toast.error(errorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageStack>
      <ProfileHead imageUrl={profile.image_url} name={profile.full_name} action={action}>
        <p>Cập nhật hồ sơ ngày {formatVnDate(data.updated_at)}</p>
      </ProfileHead>
      <ContactPanel profile={profile} shown={state === 'shown'}>
        {state === 'shown' ? (
          <Note>{data.applied ? 'Ứng viên đã ứng tuyển vào tin của bạn nên liên hệ được hiển thị miễn phí.' : 'Bạn đã mở khóa liên hệ của ứng viên này.'}</Note>
        ) : state === 'pending' ? (
          <Note role="status">
            Đã gửi yêu cầu, đang chờ ứng viên đồng ý. Lượt chỉ bị trừ khi ứng viên đồng ý; sau {CONTACT_REQUEST_DAYS} ngày không trả lời, lượt được hoàn lại.
          </Note>
        ) : (
          <>
            <Note>
              {data.asks_each_time
                ? 'Ứng viên muốn được hỏi trước: yêu cầu của bạn được gửi tới ứng viên, lượt chỉ bị trừ khi ứng viên đồng ý.'
                : 'Xem số điện thoại và email của ứng viên với 1 lượt; xem lại lần sau miễn phí.'}{' '}
              Còn <strong data-candidate-credits="">{quantity ? quantity.quantity : '…'}</strong> lượt.
            </Note>
            <div>
              <Button type="button" onClick={() => void unlock()} disabled={busy} aria-busy={busy}>
                {data.asks_each_time ? 'Gửi yêu cầu xem liên hệ (1 lượt)' : 'Xem liên hệ (1 lượt)'}
              </Button>
            </div>
            {(noCredits || quantity?.quantity === 0) && (
              <p>
                <Link to={routes.buyCandidates}>Mua thêm lượt xem liên hệ</Link>
              </p>
            )}
          </>
        )}
      </ContactPanel>
      <ProfileSections profile={profile} />
      <Back>
        <Link to={routes.findCandidates}>← Tìm ứng viên khác</Link>
      </Back>
    </PageStack>
  )
}
