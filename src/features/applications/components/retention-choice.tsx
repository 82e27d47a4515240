// Under the applied-jobs list: how long applications are kept (docs/decisions/0016-applicants.md)
// and the seeker's choice to keep them longer. Saved as soon as it is switched.
import { styled } from '@linaria/react'
import toast from 'react-hot-toast'
import { APPLICATION_RETENTION } from '../../../domain/applications'
import { errorMessage, unwrap } from '../../../lib/http'
import { setRetention, useRetention } from '../api/retention'
import { SwitchField } from '../../../ui/form/switch-field'
import { color, cardBox } from '../../../ui/theme'

const Box = styled.section`
  margin-top: 24px;
  padding: 16px;
  ${cardBox}
  h2 {
    margin: 0 0 6px;
    font-size: 18px;
  }
  p {
    margin: 0 0 12px;
    color: ${color.muted};
  }
  > div:last-child {
    margin-bottom: 0;
  }
`

export const RETENTION_TEXT = {
  title: 'Lưu giữ hồ sơ ứng tuyển',
  intro: `Hồ sơ ứng tuyển không dẫn tới việc làm được tự động xóa sau ${APPLICATION_RETENTION.months} tháng kể từ lần cập nhật cuối, cùng bản hồ sơ bạn đã gửi cho nhà tuyển dụng.`,
  label: 'Giữ lại hồ sơ ứng tuyển của tôi',
  kept: 'Đã chọn giữ lại hồ sơ ứng tuyển của bạn.',
  released: `Hồ sơ ứng tuyển cũ sẽ được xóa sau ${APPLICATION_RETENTION.months} tháng.`,
} as const

export function RetentionChoice() {
  const { data, mutate } = useRetention()
  if (!data) return null
  // shown switched at once; back as it was when the server refuses
  const change = async (keep: boolean) => {
    try {
      await mutate(unwrap(setRetention(keep)), {
        optimisticData: { ...data, keep_applications: keep },
        rollbackOnError: true,
        revalidate: false,
      })
      toast.success(keep ? RETENTION_TEXT.kept : RETENTION_TEXT.released)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  return (
    <Box aria-labelledby="retention-title">
      <h2 id="retention-title">{RETENTION_TEXT.title}</h2>
      <p>{RETENTION_TEXT.intro}</p>
      <SwitchField label={RETENTION_TEXT.label} checked={data.keep_applications} onChange={(keep) => void change(keep)} />
    </Box>
  )
}
