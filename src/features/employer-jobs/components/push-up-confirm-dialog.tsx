// "Đẩy tin lên đầu?": asked before a push-up is spent, saying which allowance it spends (the day's
// free push-up or one of the bought ones, and how many are left after it).
import { styled } from '@linaria/react'
import { Button, GhostButton } from '../../../ui/button'
import { ButtonRow, Modal } from '../../../ui/modal'
import { color } from '../../../ui/theme'
import type { MyClassified } from '../../../domain/contract/manage-listing'

const Text = styled.p`
  margin: 0 0 8px;
  &:last-child {
    margin-bottom: 0;
    color: ${color.muted};
  }
`

/** What a push-up of the row spends: the free one of the day first, else a bought one. */
export function pushUpCost(item: MyClassified, freePerDay: number): string {
  if (item.free_ups_left > 0) return `Lần đẩy này dùng lượt miễn phí của hôm nay (mỗi ngày ${freePerDay} lượt, không mất tiền).`
  const left = Math.max(0, item.paid_ups_left - 1)
  return `Lần đẩy này dùng 1 lượt đẩy tin đã mua; sau đó còn ${left} lượt.`
}

export function PushUpConfirmDialog({
  item,
  open,
  freePerDay,
  onClose,
  onConfirm,
}: {
  item: MyClassified | null
  open: boolean
  freePerDay: number
  onClose: () => void
  onConfirm: (item: MyClassified) => void
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      type="sub_modal"
      title="Đẩy tin lên đầu?"
      footer={
        <ButtonRow>
          <GhostButton type="button" onClick={onClose}>
            Hủy
          </GhostButton>
          <Button type="button" onClick={() => item && onConfirm(item)}>
            Đẩy tin
          </Button>
        </ButtonRow>
      }
    >
      {item && (
        <>
          <Text>“{item.title}” sẽ lên đầu danh sách việc làm như một tin vừa đăng.</Text>
          <Text>{pushUpCost(item, freePerDay)}</Text>
        </>
      )}
    </Modal>
  )
}
