// Small pills: Badge (solid brand: "Đã xác minh", "Đối tác") and SoftBadge (tinted: a running
// service, a coupon's state). An application's status is StatusChip.
import { styled } from '@linaria/react'
import { color } from './theme'

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${color.brand};
  color: ${color.white};
  font-size: 13px;
  font-weight: 700;
`

export const SoftBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: 999px;
  background: ${color.brandSoft};
  color: ${color.brandDark};
  font-size: 14px;
  font-weight: 600;
`
