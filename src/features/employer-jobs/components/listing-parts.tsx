// The pieces of one job in the manager, shared by the desktop table and the mobile cards: its
// status, the reason it waits or was rejected, its dates, services and counters.
import { styled } from '@linaria/react'
import type { ListingStatus } from '../../../domain/manage-listing'
import { color, radius } from '../../../ui/theme'
import type { JobTracking, MyClassified } from '../../../domain/contract/manage-listing'

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

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 8px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`

export function JobDates({ item }: { item: MyClassified }) {
  return (
    <Facts>
      <dt>Ngày đăng</dt>
      <dd>{item.published_date}</dd>
      <dt>Hết hạn</dt>
      <dd>{item.expires_date}</dd>
    </Facts>
  )
}

const ServiceList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  li + li {
    margin-top: 2px;
  }
  span {
    color: ${color.muted};
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

const Counters = styled.dl`
  display: grid;
  /* one column in the table's narrow cell, two on a phone's card */
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 4px 12px;
  margin: 0;
  font-size: 14px;
  div {
    display: flex;
    justify-content: space-between;
    gap: 6px;
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`

const count = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('vi-VN'))

/** Views, impressions, contacts and applications; applications from the row until the counters arrive. */
export function JobCounters({ item, tracking }: { item: MyClassified; tracking: JobTracking | undefined }) {
  return (
    <Counters>
      <div>
        <dt>Lượt xem</dt>
        <dd>{count(tracking?.views)}</dd>
      </div>
      <div>
        <dt>Hiển thị</dt>
        <dd>{count(tracking?.impressions)}</dd>
      </div>
      <div>
        <dt>Liên hệ</dt>
        <dd>{count(tracking?.contacts)}</dd>
      </div>
      <div>
        <dt>Ứng tuyển</dt>
        <dd>{count(tracking?.applications ?? item.applications)}</dd>
      </div>
    </Counters>
  )
}
