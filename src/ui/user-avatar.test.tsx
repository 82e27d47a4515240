import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AVATAR_COLORS } from '../domain/constants'
import { UserAvatar, avatarColor, avatarInitial, displayName } from './user-avatar'

describe('user avatar', () => {
  it('picks one of the 8 palette colours by user id, always the same', () => {
    expect(AVATAR_COLORS).toHaveLength(8)
    expect(avatarColor(1)).toBe(AVATAR_COLORS[1])
    expect(avatarColor(9)).toBe(AVATAR_COLORS[1])
    expect(avatarColor(16)).toBe(AVATAR_COLORS[0])
  })

  it('uses the given name (last word) for the initial, and the phone when there is no name', () => {
    expect(avatarInitial('Nguyễn Thị Lan')).toBe('L')
    expect(avatarInitial('  trần   văn  đức ')).toBe('Đ')
    expect(avatarInitial(null)).toBe('')
    expect(displayName({ full_name: 'Trần Văn Minh', phone: '0912345678' })).toBe('Trần Văn Minh')
    expect(displayName({ full_name: '  ', phone: '0912345678' })).toBe('0912345678')
    expect(displayName(null)).toBe('')
  })

  it('shows the image when there is one', () => {
    const { container } = render(<UserAvatar userId={3} fullName="Lan" imageUrl="/a.jpg" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a.jpg')
  })
})
