// "Đối tác" marks verified recruiting partners (SPEC 1).
import { styled } from '@linaria/react'
import { color, radius } from '../../../ui/theme'

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 1px 8px;
  border: 1px solid ${color.brand};
  border-radius: ${radius.sm};
  background: ${color.brandSoft};
  color: ${color.brand};
  font-size: 12px;
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
  vertical-align: middle;
`

export function PartnerBadge() {
  return (
    <Badge title="Nhà tuyển dụng đã xác thực">
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 16 16" fill="currentColor">
        <path d="M8 0l2 2.2 3-.3.3 3L16 8l-2.7 3.1-.3 3-3-.3L8 16l-2-2.2-3 .3-.3-3L0 8l2.7-3.1.3-3 3 .3L8 0zm-1.2 11.3l5-5-1.1-1.1-3.9 3.9-1.9-1.9-1.1 1.1 3 3z" />
      </svg>
      Đối tác
    </Badge>
  )
}
