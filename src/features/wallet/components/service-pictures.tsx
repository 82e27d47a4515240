// What each service does, drawn small with the site's own pieces: a job card as the lists show it
// with the Top Ads highlight, the "Tuyển gấp" badge as the site renders it, a list where the job
// climbs to the top, the deadline moving later, the manager's push-up button, a contact revealed.
// Decorative: each picture is one image with a sentence for screen readers (role="img").
import { styled } from '@linaria/react'
import { BADGES, SERVICE } from '../../../domain/constants'
import { color, radius, lineBox } from '../../../ui/theme'

const Frame = styled.div`
  display: grid;
  gap: 6px;
  align-content: center;
  min-height: 112px;
  padding: 12px;
  border-radius: ${radius.sm};
  background: ${color.bg};
  overflow: hidden;
  font-size: 12px;
  line-height: 1.3;
`

/** A mini job card: logo tile, title, two grey lines, and the badges it earns. */
const MiniCard = styled.div`
  display: grid;
  grid-template-columns: 28px 1fr;
  gap: 4px 8px;
  align-items: start;
  padding: 8px;
  ${lineBox}
  &[data-highlight='true'] {
    border-color: ${color.red};
    box-shadow: 0 0 0 1px ${color.red};
  }
  &[data-dim='true'] {
    border-style: dashed;
  }
  &[data-dim='true'] > b {
    color: ${color.muted};
    font-weight: 400;
  }
  &[data-dim='true'] > i {
    background: ${color.line};
  }
  > i {
    grid-row: span 2;
    width: 28px;
    height: 28px;
    border-radius: ${radius.sm};
    background: ${color.brandSoft};
  }
  > b {
    font-size: 12px;
    color: ${color.text};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`

const Bars = styled.span`
  display: grid;
  gap: 4px;
  &::before,
  &::after {
    content: '';
    display: block;
    height: 6px;
    border-radius: 3px;
    background: ${color.line};
  }
  &::after {
    width: 60%;
  }
`

/** The job badge as job-badges.tsx draws it (same colours, size and weight). */
const Tag = styled.span`
  justify-self: start;
  display: inline-flex;
  padding: 1px 6px;
  border-radius: ${radius.sm};
  font-size: 11px;
  font-weight: 700;
  color: ${color.white};
  background: ${color.green};
  &[data-tone='red'] {
    background: ${color.red};
  }
`

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`

const Arrow = styled.span`
  font-size: 18px;
  font-weight: 700;
  color: ${color.brand};
`

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(10, 1fr);
  gap: 3px;
  span {
    height: 14px;
    border-radius: 3px;
    background: ${color.line};
  }
  span[data-extra='true'] {
    background: ${color.brand};
  }
`

const FakeButton = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 6px 10px;
  border-radius: ${radius.sm};
  font-weight: 700;
  color: ${color.white};
  background: ${color.brand};
`

const Contact = styled.span`
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.04em;
  font-variant-numeric: tabular-nums;
  &[data-hidden='true'] {
    color: ${color.muted};
  }
`

function Card({ title, badges = [], highlight = false, dim = false }: { title: string; badges?: number[]; highlight?: boolean; dim?: boolean }) {
  return (
    <MiniCard data-highlight={highlight} data-dim={dim}>
      <i />
      <b>{title}</b>
      <span>
        <Bars />
        {badges.map((id) => (
          <Tag key={id} data-tone={BADGES[id].tone} style={{ marginTop: 4 }}>
            {BADGES[id].text}
          </Tag>
        ))}
      </span>
    </MiniCard>
  )
}

const PICTURES: Record<string, { label: string; draw: () => React.ReactNode }> = {
  topads: {
    label: 'Minh họa: tin của bạn đứng đầu danh sách, viền đỏ và nhãn Top Ads',
    draw: () => (
      <>
        <Card title="Tin của bạn" badges={[SERVICE.topads]} highlight />
        <Card title="Tin khác" dim />
      </>
    ),
  },
  urgent: {
    label: 'Minh họa: thẻ tin có nhãn Tuyển gấp màu xanh',
    draw: () => (
      <>
        <Card title="Tin của bạn" badges={[SERVICE.urgent]} />
        <Card title="Tin khác" dim />
      </>
    ),
  },
  push: {
    label: 'Minh họa: tin được đẩy lên đầu danh sách mỗi ngày',
    draw: () => (
      <Row>
        <Arrow aria-hidden="true">↑</Arrow>
        <span style={{ display: 'grid', gap: 6, flex: 1, minWidth: 0 }}>
          <Card title="Tin của bạn · vừa đẩy" />
          <Card title="Tin khác" dim />
        </span>
      </Row>
    ),
  },
  display: {
    label: 'Minh họa: thời gian hiển thị và hạn nộp hồ sơ kéo dài thêm',
    draw: () => (
      <>
        <Row>
          <b>Hạn nộp hồ sơ</b>
          <span>+ thêm ngày</span>
        </Row>
        <Days>
          {Array.from({ length: 10 }, (_, i) => (
            <span key={i} data-extra={i >= 6} />
          ))}
        </Days>
      </>
    ),
  },
  job_up: {
    label: 'Minh họa: nút Đẩy tin ngay trong trang quản lý tin, dùng lượt đã mua',
    draw: () => (
      <Row>
        <FakeButton>Đẩy tin ngay</FakeButton>
        <span>Còn 10 lượt</span>
      </Row>
    ),
  },
  candidate: {
    label: 'Minh họa: số điện thoại của ứng viên hiện ra sau khi mở',
    draw: () => (
      <>
        <Contact data-hidden="true">09•• ••• •••</Contact>
        <Contact>0987 654 321</Contact>
      </>
    ),
  },
}

export function ServicePicture({ group }: { group: string }) {
  const picture = PICTURES[group]
  if (!picture) return null
  return (
    <Frame role="img" aria-label={picture.label}>
      {picture.draw()}
    </Frame>
  )
}
