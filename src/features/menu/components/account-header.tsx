// The top of an account menu (header dropdown, mobile drawer, employer sidebar): the person's avatar
// beside what the menu says about them, which each menu words and styles itself.
import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { color } from '../../../ui/theme'
import { UserAvatar } from '../../../ui/user-avatar'

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px;
  border-bottom: 1px solid ${color.line};
`

export interface AccountHeaderProps {
  user: { id: number; full_name: string | null; image_url: string | null }
  avatarSize: number
  className?: string
  children: ReactNode
}

export function AccountHeader({ user, avatarSize, className, children }: AccountHeaderProps) {
  return (
    <Row className={className}>
      <UserAvatar userId={user.id} fullName={user.full_name} imageUrl={user.image_url} size={avatarSize} />
      {children}
    </Row>
  )
}
