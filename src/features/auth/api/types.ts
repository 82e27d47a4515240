// Shapes of the identity API (docs/decisions/0003-accounts.md), shared by the operations below.
export type OtpPurpose = 'register' | 'reset_password' | 'verify_phone' | 'add_phone' | 'verify_email'

export interface OtpSent {
  expires_in: number
  /** Seconds before another code may be sent. */
  resend_after: number
}

/** A single-use request id the site exchanges for a token (SPEC 4.1). */
export interface SignInKey {
  request_id: string
}

export interface SelfUser {
  id: number
  user_uid: string
  full_name: string | null
  phone: string | null
  image_url: string | null
  has_deposit_reward: boolean
  /** platform staff (moderator, admin): the moderation console is theirs */
  staff_role?: string | null
}

export interface Account {
  account_amount: number
  account_bonus: number
}

/** loyalty_id 1 Thường ... 6 Kim Cương (SPEC 3). */
export interface Loyalty {
  loyalty_id: number
  name?: string
}

export interface LoginInfo {
  last_login_at: string | null
  last_login_ip: string | null
  created_at: string
  sessions: number
  [key: string]: unknown
}

/** The job-seeker profile, the domain's type. */
export type { Jobseeker } from '../../../domain/profile/types'
