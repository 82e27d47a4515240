// /dashboard/coupons (my-coupons): the account's own coupons and the public codes, usable first, with
// their dates (dd/MM/yyyy) and state; a code is entered when paying on the buy page.
import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { CardList, EmptyBox } from '../../../ui/list-page'
import { color, radius } from '../../../ui/theme'
import { useMyCoupons } from '../api/coupons'
import { Skeleton } from '../../../ui/skeleton'

const Card = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  padding: 14px 16px;
  border: 1px dashed ${color.brand};
  border-radius: ${radius.md};
  background: ${color.white};
  &[data-state='used'],
  &[data-state='expired'] {
    border-color: ${color.line};
    background: ${color.bg};
  }
  strong {
    font-size: 18px;
    letter-spacing: 0.04em;
    overflow-wrap: anywhere;
  }
  span {
    align-self: start;
    padding: 2px 8px;
    border-radius: 999px;
    font-size: 13px;
    font-weight: 700;
    color: ${color.brandDark};
    background: ${color.brandSoft};
  }
  &[data-state='used'] span,
  &[data-state='expired'] span {
    color: ${color.muted};
    background: ${color.white};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
  }
  small {
    grid-column: 1 / -1;
    color: ${color.muted};
  }
`

export function MyCoupons() {
  const { data, error } = useMyCoupons()
  if (error) return <p role="alert">{errorMessage(error)}</p>
  if (!data) return <Skeleton label="Đang tải mã giảm giá..." />
  if (data.length === 0) {
    return (
      <EmptyBox>
        <p>Bạn chưa có mã giảm giá nào.</p>
      </EmptyBox>
    )
  }
  return (
    <>
      <CardList aria-label="Mã giảm giá">
        {data.map((coupon) => (
          <Card key={coupon.id} data-state={coupon.state} data-coupon={coupon.code}>
            <strong>{coupon.code}</strong>
            <span>{coupon.state_name}</span>
            <p>{coupon.description}</p>
            <small>
              {coupon.personal ? 'Mã dành riêng cho bạn · ' : ''}Dùng từ {coupon.starts_date} đến hết {coupon.ends_date}, một lần cho mỗi tài khoản
            </small>
          </Card>
        ))}
      </CardList>
      <p>
        Nhập mã khi thanh toán ở trang <Link to={routes.buyService}>Mua dịch vụ</Link>.
      </p>
    </>
  )
}
