// Badges after a menu entry's name: "Tặng 20%" on the deposit entry when the person has a deposit
// reward (SPEC 2.4), the unread count on the notify entry, the unopened applications on the candidates
// entry. The values come from the app layer.
import { styled } from '@linaria/react'
import { DEPOSIT_REWARD_BADGE } from '../../../domain/constants'
import { color } from '../../../ui/theme'
import { MENU_CODE } from '../menu-behaviour'
import type { MenuItem } from '../types'

const Pill = styled.span`
  flex: none;
  padding: 1px 8px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 700;
  line-height: 18px;
  white-space: nowrap;
  color: ${color.white};
  background: ${color.red};
  &[data-tone='reward'] {
    background: #b45309;
  }
`

export interface MenuItemBadgeProps {
  item: Pick<MenuItem, 'code'>
  /** The capped unread count ("" for none). */
  unreadBadge: string
  /** The capped count of applications nobody opened yet ("" for none). */
  applicantsBadge?: string
  hasDepositReward: boolean
}

export function MenuItemBadge({ item, unreadBadge, applicantsBadge = '', hasDepositReward }: MenuItemBadgeProps) {
  if (item.code === MENU_CODE.deposit && hasDepositReward) {
    return (
      <Pill data-tone="reward" data-deposit-reward="">
        {DEPOSIT_REWARD_BADGE}
      </Pill>
    )
  }
  if (item.code === MENU_CODE.notify && unreadBadge) {
    return (
      <Pill data-tone="count">
        {unreadBadge}
        <span className="visually-hidden"> chưa đọc</span>
      </Pill>
    )
  }
  if (item.code === MENU_CODE.candidates && applicantsBadge) {
    return (
      <Pill data-tone="count" data-applicants-unread="">
        {applicantsBadge}
        <span className="visually-hidden"> hồ sơ chưa xem</span>
      </Pill>
    )
  }
  return null
}
