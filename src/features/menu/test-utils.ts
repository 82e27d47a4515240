// Test data for menus: the groups of GET /job/v1/common/menus as the contract describes them.
import type { MenuGroup, MenuItem } from './types'

let nextId = 1
export function makeMenuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: nextId++,
    code: 'item',
    name: 'Mục',
    url: '/tuyen-dung',
    icon_url: null,
    action: null,
    is_auth: false,
    is_anonymous: true,
    ...overrides,
  }
}

export function makeMenuGroups(): MenuGroup[] {
  return [
    {
      code: 'utilities_jobseeker',
      name: 'Tiện ích',
      audience: 'jobseeker',
      items: [
        makeMenuItem({ code: 'suggested_jobs', name: 'Việc làm phù hợp', url: '/cong-viec-phu-hop' }),
        makeMenuItem({ code: 'saved_favorites', name: 'Việc làm đã lưu', url: '/saved', is_anonymous: false }),
        makeMenuItem({ code: 'saved_searches', name: 'Tìm kiếm đã lưu', url: '/searches', is_anonymous: false }),
        makeMenuItem({ code: 'notify', name: 'Thông báo', url: '/account/notification', is_auth: true }),
        makeMenuItem({ code: 'chat', name: 'Chat', url: '/chatroom/join/0-0', is_anonymous: false }),
      ],
    },
    {
      code: 'personal_jobseeker',
      name: 'Cá nhân',
      audience: 'jobseeker',
      items: [
        makeMenuItem({ code: 'jobseeker', name: 'Hồ sơ xin việc', url: '/jobseeker', is_anonymous: false }),
        makeMenuItem({ code: 'change_password', name: 'Đổi mật khẩu', url: '/account/change-password', is_auth: true }),
        makeMenuItem({ code: 'sign_out', name: 'Đăng xuất', url: null, action: 'sign_out', is_auth: true }),
      ],
    },
    {
      code: 'utilities_employer',
      name: 'Tiện ích tuyển dụng',
      audience: 'employer',
      items: [
        makeMenuItem({ code: 'post_job', name: 'Đăng tin', url: '/dang-tin', is_anonymous: false }),
        makeMenuItem({ code: 'manage_listing', name: 'Quản lý tin', url: '/dashboard/manage-listing', is_anonymous: false }),
      ],
    },
    {
      code: 'wallet_utilities',
      name: 'Tiện ích ví',
      audience: 'employer',
      items: [
        makeMenuItem({ code: 'deposit', name: 'Nạp tiền', url: '/dashboard/deposit', is_auth: true }),
        makeMenuItem({ code: 'transactions', name: 'Lịch sử giao dịch', url: '/dashboard/transactions', is_auth: true }),
      ],
    },
    {
      code: 'personal_employer',
      name: 'Cá nhân',
      audience: 'employer',
      items: [
        makeMenuItem({ code: 'business_info', name: 'Thông tin doanh nghiệp', url: '/dashboard/thong-tin-doanh-nghiep', is_auth: true }),
        makeMenuItem({ code: 'sign_out', name: 'Đăng xuất', url: null, action: 'sign_out', is_auth: true }),
      ],
    },
  ]
}
