// The pieces of one job in the manager's list: its status, the reason it waits or was rejected,
// its services and the days it has left.
import { styled } from '@linaria/react'
import { vietnamDay, type ListingStatus } from '../../../domain/manage-listing'
import { color, radius } from '../../../ui/theme'
import type { MyClassified } from '../../../domain/contract/manage-listing'
import { formatCount } from '../../../domain/money'

const Badge = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  background: ${color.bg};
  color: ${color.text};
  border: 1px solid ${color.line};
  &[data-status='active'] {
    background: ${color.brandSoft};
    color: ${color.brandDark};
    border-color: #b8e0cd;
  }
  &[data-status='waiting'] {
    background: #fff4d6;
    color: #6b4a00;
    border-color: #f1d48a;
  }
  &[data-status='rejected'] {
    background: #fdecec;
    color: ${color.red};
    border-color: #f3c1c1;
  }
`

export function StatusBadge({ status, name }: { status: ListingStatus; name: string }) {
  return <Badge data-status={status}>{name}</Badge>
}

const Reason = styled.p`
  margin: 6px 0 0;
  padding: 6px 10px;
  border-radius: ${radius.sm};
  font-size: 14px;
  &[data-status='rejected'] {
    background: #fdecec;
    color: #8e1b1b;
  }
  &[data-status='waiting'] {
    background: #fff8e6;
    color: #5c4000;
  }
`

/** Why a job waits for review or was rejected, said to its owner. */
export function ReviewReason({ item }: { item: MyClassified }) {
  if (!item.review_reason || (item.status !== 'rejected' && item.status !== 'waiting')) return null
  return (
    <Reason data-status={item.status}>
      <strong>{item.status === 'rejected' ? 'Lý do từ chối: ' : 'Lý do chờ duyệt: '}</strong>
      {item.review_reason}
    </Reason>
  )
}

const DAY_MS = 86_400_000

/** The days a job has left until its deadline, in Vietnamese days: "12 ngày", "Hôm nay", "Đã hết hạn". */
export function daysLeftText(expiresAt: string, now = new Date()): { text: string; ended: boolean } {
  const end = new Date(expiresAt)
  if (Number.isNaN(end.getTime())) return { text: '—', ended: false }
  if (end.getTime() <= now.getTime()) return { text: 'Đã hết hạn', ended: true }
  const days = Math.round((Date.parse(vietnamDay(end)) - Date.parse(vietnamDay(now))) / DAY_MS)
  return { text: days === 0 ? 'Hôm nay' : `${formatCount(days)} ngày`, ended: false }
}

const ServiceList = styled.ul`
  display: contents;
  li {
    list-style: none;
  }
  strong {
    color: ${color.text};
    font-weight: 600;
  }
`

export function JobServices({ item }: { item: MyClassified }) {
  if (!item.services.length) return <span>Chưa có dịch vụ</span>
  return (
    <ServiceList>
      {item.services.map((service) => (
        <li key={service.id}>
          <strong>{service.name}</strong> <span>{service.is_running ? `đến ${service.end_date}` : `đã hết ${service.end_date}`}</span>
        </li>
      ))}
    </ServiceList>
  )
}
