// Business constants of SPEC section 9. Binding: change only with the spec.

export const SITE_ID = 3
export const MARKETPLACE_SOURCE = 0
export const JOB_CATEGORY_ID = 3
export const CONFIG_VERSION = 20251013

export const MEMORY_CACHE = { maxEntries: 1000, ttlMs: 30 * 60 * 1000 } as const

export const CONTACT_TRACKING = { idsPerRecord: 3, expiryMs: 2_592_000_000 } as const

export const PAGINATION = { limit: 20, max: 100, boundary: 5, listingBoundary: 9 } as const

export const SORT = { latest: 3000, business: 3001 } as const
export type SortId = (typeof SORT)[keyof typeof SORT]

export const SERVICE = {
  buyCandidate: 7001,
  push: 7002,
  display: 7004,
  topads: 7016,
  urgent: 7008,
} as const

export const MARKETPLACE_SERVICE = { rv: 128, vip1: 1, vip2: 2, vip4: 4, vip8: 8, sptop: 16 } as const

/** Badge text by service id. SPEC 9 spells the urgent badge "Tuyên gấp": a typo (ARCHITECTURE.md). */
export const BADGES: Record<number, { text: string; tone: 'green' | 'red' }> = {
  8: { text: 'Tuyển gấp', tone: 'green' },
  7008: { text: 'Tuyển gấp', tone: 'green' },
  16: { text: 'Top Ads', tone: 'red' },
  7016: { text: 'Top Ads', tone: 'red' },
}

export const serviceUnit = (serviceId: number): 'lượt' | 'ngày' =>
  serviceId === SERVICE.urgent || serviceId === SERVICE.buyCandidate ? 'lượt' : 'ngày'

export const REVIEW_STATUS = { waiting: 1000, approved: 1001, rejected: 1002 } as const

export const OTP_TYPE = { app: 1, sms: 2, email: 3 } as const

export const TRACKING = { maxBatch: 10, pollMs: 10_000 } as const
export const TRACKING_CONTACT_TYPE = { call: 0, chat: 1, login: 2 } as const

export const NO_EXPERIENCE_ID = 601

export const POSTING_CATEGORY = { findJob: 101, category: 2, subcategory: 3 } as const

export const USER_TYPE_LABEL: Record<number, string> = {
  1: 'Cơ bản',
  2: 'Đồng',
  3: 'Bạc',
  4: 'Vàng',
  9: 'Đại lý',
}

export const LOYALTY_RANK: Record<number, string> = {
  1: 'Thường',
  2: 'Đồng',
  3: 'Bạc',
  4: 'Vàng',
  5: 'Bạch Kim',
  6: 'Kim Cương',
}

export const MANAGE_LISTING_ACTIONS = [
  'up_free_now',
  'up_buy',
  'up_history',
  'up_now',
  'hide',
  'show',
  'edit',
  'service',
  'extend',
  'manage',
] as const

export const SERVICE_EXPIRY_DATE_FORMAT = 'dd/MM/yyyy'

export const BREAKPOINTS = { sm: 576, md: 768, mobile: 990, desktop: 992, lg: 1366, xl: 1440 } as const
export const HEADER_HEIGHT = { desktop: 80, mobile: 57 } as const
export const EMPLOYER_CONTAINER = 1054
/** The employer layout with its sidebar (the dashboard): wide enough for the job list and the recruitment board. */
export const EMPLOYER_DASHBOARD = 1440
export const SCROLL_THRESHOLD = 50
export const MOBILE_SCROLL_TARGET = 480

export const SUGGEST = { debounceMs: 300, limit: 5 } as const
export const SELECT_SEARCH_THRESHOLD = 10
export const UNREAD_BADGE_CAP = 99
export const RANDOM_POPULAR_LINKS = 5
export const POPULAR_DROPDOWN_SIZE = 10
export const DRAWER_MS = 500
export const MODAL_CLOSE_MS = 450

export const LIMITS = {
  fullNameMax: 150,
  passwordMin: 6,
  phoneDigits: 10,
  emailTld: [2, 5] as const,
  startYearMin: 1900,
  birthAge: [18, 60] as const,
  avatarCrop: 300,
  imageTypes: ['image/jpeg', 'image/gif', 'image/png'] as const,
  imageMaxBytes: 30 * 1024 * 1024,
  maxImages: 30,
  uploadFieldFiles: 1,
  maxJobTypes: 5,
} as const

export const DEPOSIT_REWARD_BADGE = 'Tặng 20%'
export const AVATAR_COLORS = [
  '#0b7a53',
  '#1d4ed8',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#0e7490',
  '#4d7c0f',
  '#9d174d',
] as const

export const TOAST = { durationMs: 5000, maxVisible: 3, position: 'bottom-right' } as const

export const SOCKET = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const

export const LINK_PREFETCH_MARGIN_PX = 200
export const IMAGE_WIDTHS = { devices: [800, 1024], sizes: [16, 32, 48, 64, 96, 128, 256, 384], quality: 75 } as const
export const DELAYED_SCRIPTS_MS = { desktop: 10_000, mobile: 1000 } as const

export const FAVORITE_KIND = { candidate: 1, classified: 2 } as const

/** Ids kept per browser favourites list (jobs of a guest, candidates): what a sign-in merge hands over at once. */
export const LOCAL_FAVORITES_MAX = 100
