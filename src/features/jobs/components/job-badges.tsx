// Service badges of SPEC 9: 8/7008 "Tuyển gấp" (green), 16/7016 "Top Ads" (red), one per text.
import { styled } from '@linaria/react'
import { BADGES } from '../../../domain/constants'
import { color, radius, bareList } from '../../../ui/theme'

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  ${bareList}
`
const Badge = styled.li`
  display: inline-flex;
  align-items: center;
  padding: 2px 8px;
  border-radius: ${radius.sm};
  font-size: 13px;
  font-weight: 700;
  line-height: 1.4;
  color: ${color.white};
  background: ${color.green};
  &[data-tone='red'] {
    background: ${color.red};
  }
`

/** Distinct badges for the job's service ids, in the order the ids come. */
export function jobBadges(serviceIds: readonly number[]): Array<{ text: string; tone: 'green' | 'red' }> {
  const seen = new Map<string, { text: string; tone: 'green' | 'red' }>()
  for (const id of serviceIds) {
    const badge = BADGES[id]
    if (badge && !seen.has(badge.text)) seen.set(badge.text, badge)
  }
  return [...seen.values()]
}

export function JobBadges({ serviceIds, className }: { serviceIds: readonly number[]; className?: string }) {
  const badges = jobBadges(serviceIds)
  if (!badges.length) return null
  return (
    <List className={className} aria-label="Nhãn tin">
      {badges.map((badge) => (
        <Badge key={badge.text} data-tone={badge.tone}>
          {badge.text}
        </Badge>
      ))}
    </List>
  )
}
