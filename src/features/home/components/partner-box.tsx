// Partner box (SPEC 1): the "Đối tác" badge of verified recruiting partners and its three commitments.
import { styled } from '@linaria/react'
import { useId } from 'react'
import { color, cardBox, bareList } from '../../../ui/theme'

export const PARTNER_COMMITMENTS = [
  'Doanh nghiệp uy tín, đã xác thực',
  'Nội dung tuyển dụng chân thật',
  'Phản hồi ứng viên trong 24h',
] as const

const Box = styled.section`
  padding: 16px;
  ${cardBox}
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 12px;
    font-size: 16px;
  }
  ul {
    ${bareList}
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    padding: 4px 0;
  }
  li svg {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    color: ${color.green};
  }
`

export const PartnerBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  white-space: nowrap;
  gap: 4px;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${color.brand};
  color: ${color.white};
  font-size: 13px;
  font-weight: 700;
  line-height: 20px;
`

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
      <path
        d="M6 10.5l2.5 2.5L14 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function PartnerBox() {
  const headingId = useId()
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>
        <PartnerBadge>Đối tác</PartnerBadge>
        <span>Cam kết của nhà tuyển dụng</span>
      </h2>
      <ul>
        {PARTNER_COMMITMENTS.map((item) => (
          <li key={item}>
            <CheckIcon />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Box>
  )
}
