// The `up_history` dialog: a job's push-ups, newest first, and today's free allowance.
import { styled } from '@linaria/react'
import { errorMessage } from '../../../lib/http'
import { Modal } from '../../../ui/modal'
import { color, bareList } from '../../../ui/theme'
import { usePushUpHistory } from '../api/get-push-up-history'
import type { MyClassified } from '../../../domain/contract/manage-listing'

const List = styled.ol`
  ${bareList}
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${color.line};
  }
  time {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  span {
    color: ${color.muted};
  }
`
const Allowance = styled.p`
  margin: 0 0 12px;
`

export function PushHistoryDialog({ item, open, onClose }: { item: MyClassified | null; open: boolean; onClose: () => void }) {
  const { data, error, isLoading } = usePushUpHistory(open && item ? item.id : null)
  return (
    <Modal open={open} onClose={onClose} title="Lịch sử đẩy tin">
      {item && <Allowance>“{item.title}”</Allowance>}
      {!data ? (
        error ? (
          <p role="alert">{errorMessage(error)}</p>
        ) : (
          <p role="status">{isLoading ? 'Đang tải lịch sử đẩy tin...' : ''}</p>
        )
      ) : (
        <>
          <Allowance>
            Lượt đẩy miễn phí còn lại hôm nay: <strong>{data.free_ups_left}/{data.free_ups_per_day}</strong>
          </Allowance>
          {data.items.length === 0 ? (
            <p>Tin này chưa được đẩy lần nào.</p>
          ) : (
            <List aria-label={`${data.total} lần đẩy tin`}>
              {data.items.map((push) => (
                <li key={push.id}>
                  <time dateTime={push.pushed_at}>{push.pushed_text}</time>
                  <span>
                    {push.source_name}
                    {push.by_name ? ` · ${push.by_name}` : ''}
                  </span>
                </li>
              ))}
            </List>
          )}
          {data.total > data.items.length && <p>Hiển thị {data.items.length} lần gần nhất trong tổng số {data.total} lần.</p>}
        </>
      )}
    </Modal>
  )
}
