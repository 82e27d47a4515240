// A person's avatar: their image, or the initial of their given name on one of the 8 palette
// colours (SPEC 9), picked by user id so it stays the same everywhere.
import { styled } from '@linaria/react'
import { AVATAR_COLORS } from '../domain/constants'
import { color } from './theme'

export const avatarColor = (userId: number) => AVATAR_COLORS[Math.abs(Math.trunc(userId)) % AVATAR_COLORS.length]

/** Vietnamese names end with the given name: "Nguyễn Thị Lan" -> "L". Empty when there is no name. */
export function avatarInitial(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean)
  const last = words[words.length - 1]
  return last ? last.charAt(0).toLocaleUpperCase('vi') : ''
}

/** Full name, or else the phone (SPEC 2.4). */
export const displayName = (user: { full_name?: string | null; phone?: string | null } | null | undefined) =>
  user?.full_name?.trim() || user?.phone || ''

const Circle = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: 50%;
  color: ${color.white};
  font-weight: 700;
  line-height: 1;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

export function UserAvatar({
  userId,
  fullName,
  imageUrl,
  size = 32,
}: {
  userId: number
  fullName: string | null | undefined
  imageUrl: string | null | undefined
  size?: number
}) {
  const initial = avatarInitial(fullName)
  return (
    <Circle
      aria-hidden="true"
      data-avatar=""
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45), background: imageUrl ? color.line : avatarColor(userId) }}
    >
      {imageUrl ? (
        <img src={imageUrl} alt="" width={size} height={size} />
      ) : initial ? (
        initial
      ) : (
        <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
        </svg>
      )}
    </Circle>
  )
}
