// The account menus of SPEC 2.4 (groups and item codes in docs/decisions/0003-accounts.md).
// The site renders them from GET /job/v1/common/menus; the behaviour of a code (sign_out, chat,
// notify, saved_favorites, saved_searches, the deposit badge) lives in the site.
//
// Visibility (SPEC 6): is_auth = hidden from anonymous visitors; is_anonymous = usable without
// signing in. An entry shown to visitors but not usable by them (is_auth false, is_anonymous
// false) sends them to login with a return to its URL.
//
// Pages of the "sister marketplace" whose paths the spec does not show, chosen here:
//   /dashboard/deposit       nạp tiền vào ví (the "Tặng 20%" badge when has_deposit_reward)
//   /dashboard/transactions  lịch sử giao dịch của ví
//   /dashboard/coupons       mã giảm giá của tôi (my-coupons)
//   /dashboard/invoices      hóa đơn (invoices/{id}/detail)
//   /dashboard/mbpay         liên kết ví MBPay (the external wallet page opens from there)
import type { MenuGroup, MenuItem } from '../../../src/domain/contract/menus'
import { MENU_GROUP } from '../../../src/domain/menu'

export type { MenuGroup, MenuItem }

/** Usable by anyone, signed in or not (lists and pages that work for visitors too). */
const open = { is_auth: false, is_anonymous: true } as const
/** Shown to visitors, who are sent to login first. */
const needsLogin = { is_auth: false, is_anonymous: false } as const
/** Shown only to signed-in people. */
const signedInOnly = { is_auth: true, is_anonymous: false } as const

const item = (
  id: number,
  code: string,
  name: string,
  url: string,
  access: { is_auth: boolean; is_anonymous: boolean },
  action: MenuItem['action'] = null,
): MenuItem => ({ id, code, name, url, icon_url: null, action, ...access })

const signOut = (id: number) => item(id, 'sign_out', 'Đăng xuất', '/account/logout', signedInOnly, 'sign_out')

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    code: MENU_GROUP.utilitiesJobseeker,
    name: 'Tiện ích',
    audience: 'jobseeker',
    items: [
      item(101, 'saved_favorites', 'Việc làm đã lưu', '/viec-lam-da-luu', open),
      item(102, 'saved_searches', 'Tìm kiếm đã lưu', '/tim-kiem-da-luu', open),
      item(103, 'applied_jobs', 'Việc làm đã ứng tuyển', '/viec-lam-da-ung-tuyen', needsLogin),
      item(104, 'suggested_jobs', 'Việc làm phù hợp', '/cong-viec-phu-hop', needsLogin),
      item(105, 'notify', 'Thông báo', '/account/notification', open),
      item(106, 'chat', 'Tin nhắn', '/chatroom/join/0-0', needsLogin),
    ],
  },
  {
    code: MENU_GROUP.personalJobseeker,
    name: 'Cá nhân',
    audience: 'jobseeker',
    items: [
      item(111, 'jobseeker', 'Hồ sơ xin việc', '/jobseeker', needsLogin),
      item(112, 'personal', 'Thông tin tài khoản', '/dashboard/personal', signedInOnly),
      item(113, 'change_password', 'Đổi mật khẩu', '/account/change-password', signedInOnly),
      signOut(114),
    ],
  },
  {
    code: MENU_GROUP.utilitiesEmployer,
    name: 'Tiện ích tuyển dụng',
    audience: 'employer',
    items: [
      item(201, 'post_job', 'Đăng tin tuyển dụng', '/dang-tin', needsLogin),
      item(202, 'manage_listing', 'Quản lý tin đăng', '/dashboard/manage-listing', needsLogin),
      // the applications the organisation's jobs received (the URL keeps SPEC 2.1's name), with the
      // unread count; the search among job seekers' profiles is its own entry
      item(203, 'candidates', 'Hồ sơ ứng tuyển', '/dashboard/candidates', needsLogin),
      item(208, 'find_candidates', 'Tìm ứng viên', '/dashboard/tim-ung-vien', needsLogin),
      item(204, 'buy_service', 'Mua dịch vụ', '/mua-dich-vu', open),
      item(205, 'business_info', 'Thông tin doanh nghiệp', '/dashboard/thong-tin-doanh-nghiep', needsLogin),
      item(206, 'notify', 'Thông báo', '/account/notification', open),
      item(207, 'chat', 'Tin nhắn', '/chatroom/join/0-0', needsLogin),
    ],
  },
  {
    code: MENU_GROUP.walletUtilities,
    name: 'Tiện ích ví',
    audience: 'employer',
    items: [
      item(301, 'deposit', 'Nạp tiền', '/dashboard/deposit', signedInOnly),
      item(302, 'transactions', 'Lịch sử giao dịch', '/dashboard/transactions', signedInOnly),
      item(303, 'coupons', 'Mã giảm giá', '/dashboard/coupons', signedInOnly),
      item(304, 'invoices', 'Hóa đơn', '/dashboard/invoices', signedInOnly),
    ],
  },
  {
    code: MENU_GROUP.mbpayWallet,
    name: 'Ví MBPay',
    audience: 'employer',
    items: [item(401, 'mbpay', 'Liên kết ví MBPay', '/dashboard/mbpay', signedInOnly)],
  },
  {
    code: MENU_GROUP.personalEmployer,
    name: 'Cá nhân',
    audience: 'employer',
    items: [
      item(501, 'personal', 'Thông tin cá nhân', '/dashboard/personal', signedInOnly),
      item(502, 'add_phone', 'Thêm số điện thoại', '/dashboard/profile/phones/add', signedInOnly),
      item(503, 'change_password', 'Đổi mật khẩu', '/account/change-password', signedInOnly),
      signOut(504),
    ],
  },
]
