// What recruiters get on the marketplace, in words an employer can check against the product: free
// posting approved at once when clean, the anti-scam checks, the "Đối tác" badge and its three
// commitments (SPEC 1), reach by province, notices of applications, free push-ups, the reply-time
// expectation, the three steps to a first post and the questions employers ask before posting.
// Every limit comes from the rules the API applies (src/domain, passed in by the pages' loaders as
// `limits`), not from this copy; without them the sentences leave the number out.
import { styled } from '@linaria/react'
import { useId, type ReactNode } from 'react'
import { color, disc, media, radius, bareList } from '../../../ui/theme'
import type { EmployerLimits } from '../figures'
import type { PriceTeaserItem } from '../pricing'
import type { MarketFigures } from '../../../domain/contract/market'
import { formatCount, formatMoney } from '../../../domain/money'
import { figureTiles, Muted, Panel } from './page-parts'
import { Badge } from '../../../ui/badge'

const ICONS: Record<string, ReactNode> = {
  post: <path d="M6 3h9l5 5v13H6zM14 3v6h6M10 14h6M13 11v6" />,
  shield: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
  badge: <path d="M12 3l2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 21l-2.4-1.8-3 .2-.9-2.9L3.2 14.8l1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2zM9 12l2 2 4-4" />,
  place: <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />,
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0" />,
  up: <path d="M12 20V5M6 11l6-6 6 6M5 3h14" />,
}

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {ICONS[name]}
    </svg>
  )
}

const Grid = styled.ul`
  display: grid;
  gap: 12px;
  ${bareList}
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr);
    column-gap: 12px;
    align-content: start;
    padding: 14px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
  }
  li > span {
    grid-row: span 2;
    ${disc(40)}
    background: ${color.brandSoft};
    color: ${color.brand};
  }
  h3 {
    margin: 0 0 4px;
    font-size: 16px;
  }
  p {
    margin: 0;
    color: ${color.muted};
    font-size: 15px;
  }
`

export interface BenefitsProps {
  /** Provinces and cities in the places config (computed by the page from the API). */
  provinces: number | null
  limits: EmployerLimits | null
  title?: string
}

export function Benefits({ provinces, limits, title = 'Nhà tuyển dụng nhận được gì' }: BenefitsProps) {
  const id = useId()
  const where = provinces ? `${provinces} tỉnh, thành phố` : 'mọi tỉnh, thành phố'
  const items: Array<{ icon: keyof typeof ICONS; title: string; text: string }> = [
    {
      icon: 'post',
      title: 'Đăng tin miễn phí, duyệt ngay',
      text: `Đăng tin không mất phí. Tin rõ ràng, đúng sự thật được duyệt tự động và hiện với ứng viên ngay khi bạn bấm đăng${limits ? `; mỗi tin nhận hồ sơ đến ${limits.deadlineMaxDays} ngày` : ''}.`,
    },
    {
      icon: 'shield',
      title: 'Chống lừa đảo, giữ uy tín cho bạn',
      text: 'Mọi tin đều được kiểm tra trước khi hiện: tin đòi đặt cọc, thu phí, nạp tiền hay hứa “việc nhẹ lương cao” bị chặn hoặc chờ kiểm duyệt. Ứng viên yên tâm hơn, tin thật của bạn được tin tưởng hơn.',
    },
    {
      icon: 'badge',
      title: 'Huy hiệu “Đối tác”',
      text: 'Doanh nghiệp đã xác thực được gắn huy hiệu “Đối tác” trên tin đăng, cùng ba cam kết với ứng viên: doanh nghiệp uy tín, nội dung chân thật, phản hồi trong 24 giờ.',
    },
    {
      icon: 'place',
      title: `Ứng viên khắp ${where}`,
      text: 'Tin hiện theo tỉnh, thành phố và quận, huyện nơi làm việc, đến đúng người tìm việc gần đó. Ứng viên bật “tự động ứng tuyển” được gửi hồ sơ ngay khi tin của bạn phù hợp.',
    },
    {
      icon: 'bell',
      title: 'Biết ngay khi có hồ sơ',
      text: 'Có người ứng tuyển là bạn nhận thông báo tức thì. Lượt xem, lượt liên hệ và số hồ sơ của từng tin hiện trong trang Quản lý tin đăng.',
    },
    {
      icon: 'up',
      title: 'Đẩy tin miễn phí mỗi ngày',
      text: `Mỗi tin đang hiển thị được đẩy lên đầu danh sách miễn phí ${limits ? `${limits.freeUpsPerDay} lần ` : ''}mỗi ngày; tin sắp hết hạn được gia hạn chỉ với vài thao tác.`,
    },
  ]
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Grid>
        {items.map((item) => (
          <li key={item.icon}>
            <span>
              <Icon name={item.icon} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </Grid>
    </Panel>
  )
}

const PartnerBadge = styled(Badge)`
  padding: 2px 10px;
  font-size: 14px;
  line-height: 22px;
  vertical-align: middle;
`

const Checks = styled.ul`
  display: grid;
  gap: 8px;
  ${bareList}
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  li::before {
    content: '';
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    border-radius: 50%;
    background: ${color.green}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='M6 10.5l2.5 2.5L14 7.5' fill='none' stroke='white' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
      center / 20px no-repeat;
  }
`

const Heading2 = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`

/** The "Đối tác" badge and its three commitments (SPEC 1, the home page's partner box), and what it means for an employer. */
export function PartnerPromise({ promises, children }: { promises: readonly string[]; children?: ReactNode }) {
  const id = useId()
  return (
    <Panel aria-labelledby={id}>
      <Heading2 id={id}>
        <PartnerBadge>Đối tác</PartnerBadge>
        <span>Ba cam kết của nhà tuyển dụng Đối tác</span>
      </Heading2>
      <Checks>
        {promises.map((promise) => (
          <li key={promise}>{promise}</li>
        ))}
      </Checks>
      <Muted>
        Huy hiệu hiện cạnh tên doanh nghiệp trên mọi tin đăng, giúp ứng viên nhận ra nhà tuyển dụng đã xác thực giữa nhiều tin
        tương tự. Doanh nghiệp được xét gắn huy hiệu sau khi xác thực thông tin với Việc Làm Tốt và giữ đủ ba cam kết trên.
      </Muted>
      {children}
    </Panel>
  )
}

const Tips = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding-left: 22px;
`

/** What seekers expect once they apply: a reply within a day, and a post they can trust. */
export function ReplyTips({ title = 'Phản hồi ứng viên trong 24 giờ' }: { title?: string }) {
  const id = useId()
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>
        Người tìm việc thường ứng tuyển nhiều nơi cùng lúc và nhận lời nơi liên hệ trước. Hãy gọi điện hoặc nhắn tin cho ứng
        viên trong vòng 24 giờ kể từ khi nhận hồ sơ: đó cũng là cam kết của các doanh nghiệp Đối tác.
      </p>
      <Tips>
        <li>Ghi rõ mức lương (hoặc “Thỏa thuận”), địa chỉ và giờ làm việc: ứng viên bỏ qua tin thiếu thông tin.</li>
        <li>Không yêu cầu ứng viên đóng phí, đặt cọc hay mua hàng: tin như vậy sẽ không được đăng.</li>
        <li>Để số điện thoại bạn thường nghe máy. Số chỉ hiện khi ứng viên bấm xem, không bị thu thập hàng loạt.</li>
      </Tips>
    </Panel>
  )
}

const Steps = styled.ol`
  display: grid;
  gap: 12px;
  ${bareList}
  counter-reset: step;
  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 36px minmax(0, 1fr);
    column-gap: 12px;
    align-content: start;
  }
  li::before {
    content: counter(step);
    grid-row: span 2;
    ${disc(36)}
    background: ${color.brand};
    color: ${color.white};
    font-weight: 700;
  }
  h3 {
    margin: 4px 0;
    font-size: 16px;
  }
  p {
    margin: 0;
    color: ${color.muted};
    font-size: 15px;
  }
`

/** Sign in, write the post, receive applications. */
export function PostingSteps({ children }: { children?: ReactNode }) {
  const id = useId()
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>Bắt đầu trong 3 bước</h2>
      <Steps>
        <li>
          <h3>Đăng nhập bằng số điện thoại</h3>
          <p>Chưa có tài khoản? Đăng ký trong một phút và xác thực số điện thoại bằng mã gửi qua tin nhắn.</p>
        </li>
        <li>
          <h3>Điền tin và xem trước</h3>
          <p>Biểu mẫu nhắc từng mục còn thiếu; bạn xem trước tin đúng như ứng viên sẽ thấy rồi mới đăng.</p>
        </li>
        <li>
          <h3>Nhận hồ sơ, quản lý tin</h3>
          <p>Theo dõi hồ sơ ứng tuyển; ẩn, hiện, sửa, gia hạn hay đẩy tin trong trang Quản lý tin đăng.</p>
        </li>
      </Steps>
      {children}
    </Panel>
  )
}

const Faq = styled.div`
  display: grid;
  gap: 8px;
  details {
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
  }
  summary {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 48px;
    padding: 10px 14px;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* a chevron that turns when the answer is open */
  summary::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin-left: auto;
    border-right: 2px solid ${color.brand};
    border-bottom: 2px solid ${color.brand};
    transform: rotate(45deg) translateY(-2px);
    transition: transform 0.15s;
  }
  details[open] > summary::after {
    transform: rotate(225deg) translateY(-2px);
  }
  details > p {
    padding: 0 14px 14px;
    color: ${color.text};
  }
`

/** The questions an employer asks before a first post, answered with the rules the site applies. */
export function faq(limits: EmployerLimits | null): ReadonlyArray<{ q: string; a: string }> {
  return [
    {
      q: 'Đăng tin có mất phí không?',
      a: `Không. Đăng tin, sửa tin, ẩn hay hiện lại, gia hạn và đẩy tin ${limits ? `${limits.freeUpsPerDay} lần ` : ''}mỗi ngày cho mỗi tin đều miễn phí.`,
    },
    {
      q: 'Bao lâu thì tin được duyệt?',
      a: 'Tin hợp lệ được duyệt tự động và hiện với ứng viên ngay. Tin cần xem kỹ hơn (ví dụ mức lương cao bất thường so với ngành nghề, hay mời ứng viên trao đổi qua Zalo, Telegram) được chuyển cho bộ phận kiểm duyệt; lý do hiện ở tin trong trang Quản lý tin đăng và trong hộp thư của bạn.',
    },
    {
      q: 'Vì sao tin của tôi không đăng được?',
      a: 'Tin đòi ứng viên đặt cọc, đóng phí, nạp tiền hay làm nhiệm vụ online không được đăng, dù viết tắt hay chèn dấu chấm giữa các chữ. Tin trùng tiêu đề và nội dung với tin bạn đã đăng trong 7 ngày cũng không được đăng lại: hãy sửa hoặc đẩy tin cũ. Thông báo chỉ rõ mục và cụm từ cần sửa.',
    },
    {
      q: 'Tin hiển thị trong bao lâu?',
      a: `Đến hạn nộp hồ sơ bạn chọn${limits ? `, tối đa ${limits.deadlineMaxDays} ngày (mặc định ${limits.deadlineDefaultDays} ngày)` : ''}. Hết hạn, tin rời khỏi kết quả tìm kiếm; bạn gia hạn trong trang Quản lý tin đăng để tin hiện lại.`,
    },
    {
      q: 'Ai được đăng tin?',
      a: 'Mọi tài khoản đã xác thực số điện thoại: doanh nghiệp, hộ kinh doanh hay cá nhân cần tuyển người. Tin được đăng dưới tên doanh nghiệp của bạn.',
    },
    {
      q: 'Làm sao để có huy hiệu Đối tác?',
      a: 'Huy hiệu dành cho doanh nghiệp đã xác thực thông tin với Việc Làm Tốt và giữ ba cam kết: doanh nghiệp uy tín, nội dung tuyển dụng chân thật, phản hồi ứng viên trong 24 giờ.',
    },
  ]
}

export function EmployerFaq({ limits }: { limits: EmployerLimits | null }) {
  const id = useId()
  return (
    <Panel aria-labelledby={id} id="cau-hoi-thuong-gap">
      <h2 id={id}>Câu hỏi thường gặp</h2>
      <Faq>
        {faq(limits).map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </Faq>
    </Panel>
  )
}

const Live = styled.dl`
  ${figureTiles}
  margin: 4px 0 0;
  div {
    padding: 10px;
  }
  /* one line of a fixed height: a figure arriving after the page never moves what is around it */
  dd {
    height: 32px;
    font-size: 20px;
    line-height: 32px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${media.sm} {
    gap: 12px;
    div {
      padding: 12px 14px;
    }
    dt {
      font-size: 14px;
    }
    dd {
      font-size: 26px;
    }
  }
`

/** "11/2026" of a YYYY-MM-DD first day. */
const monthOf = (monthStart: string) => `${monthStart.slice(5, 7)}/${monthStart.slice(0, 4)}`

/**
 * The marketplace's live figures (GET /job/v1/market/figures): the build's, refreshed in the browser.
 * The three tiles are always there, each one line high, so a late or changed figure moves nothing.
 */
export function LiveFigures({ figures }: { figures: MarketFigures | null }) {
  const value = (n: number | undefined) => (n === undefined ? '…' : formatCount(n))
  return (
    <Live aria-label="Số liệu Việc Làm Tốt hôm nay" aria-busy={!figures || undefined} data-live-figures="">
      <div data-figure="jobs">
        <dt>việc làm đang tuyển</dt>
        <dd>{value(figures?.active_jobs)}</dd>
      </div>
      <div data-figure="seekers">
        <dt>hồ sơ người tìm việc</dt>
        <dd>{value(figures?.job_seekers)}</dd>
      </div>
      <div data-figure="applications">
        <dt>{figures ? `lượt ứng tuyển tháng ${monthOf(figures.month_start)}` : 'lượt ứng tuyển tháng này'}</dt>
        <dd>{value(figures?.applications_this_month)}</dd>
      </div>
    </Live>
  )
}

const Prices = styled.ul`
  display: grid;
  gap: 12px;
  ${bareList}
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1200px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: grid;
    grid-template-rows: auto auto 1fr;
    gap: 4px;
    padding: 14px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
  }
  li[data-price='free'] {
    border-color: ${color.brand};
    background: ${color.brandSoft};
  }
  h3 {
    margin: 0;
    font-size: 16px;
  }
  strong {
    color: ${color.brandDark};
    font-size: 20px;
    font-variant-numeric: tabular-nums;
  }
  strong small {
    color: ${color.muted};
    font-size: 14px;
    font-weight: 400;
  }
  p {
    margin: 0;
    color: ${color.muted};
    font-size: 15px;
  }
`

/** What posting costs (nothing) and the lowest price of each paid service, from the price list. */
export function PriceTeaser({ items, limits, children }: { items: readonly PriceTeaserItem[]; limits: EmployerLimits | null; children?: ReactNode }) {
  const id = useId()
  return (
    <Panel aria-labelledby={id} data-price-teaser="">
      <h2 id={id}>Bảng giá: đăng tin miễn phí, dịch vụ khi bạn cần</h2>
      <Prices>
        <li data-price="free">
          <h3>Đăng tin tuyển dụng</h3>
          <strong>Miễn phí</strong>
          <p>
            Đăng, sửa, ẩn hiện, gia hạn tin và đẩy tin {limits ? `${limits.freeUpsPerDay} lần ` : ''}mỗi ngày cho mỗi tin đều không mất phí.
          </p>
        </li>
        {items.map((item) => (
          <li key={item.key} data-price={item.key}>
            <h3>{item.name}</h3>
            <strong>
              <small>từ </small>
              {formatMoney(item.from)}
              <small> / {item.per}</small>
            </strong>
            <p>{item.what}</p>
          </li>
        ))}
      </Prices>
      <Muted>Giá đã gồm VAT, trả bằng ví của tài khoản; tiền khuyến mãi được dùng trước. Chỉ trả cho dịch vụ bạn chọn mua.</Muted>
      {children}
    </Panel>
  )
}
