// Shapes of the wallet API (server/modules/wallet; docs/decisions/0015-wallet.md).
import type { MyClassified } from '../../domain/manage-listing'
import type { Balances, ServicePrice } from '../../domain/wallet'

export type { Balances, BasketPurchase, Deposit, Purchase } from '../../domain/wallet'

export interface BuyServiceInfo {
  job: MyClassified
  prices: ServicePrice[]
  balances: Balances & { total_text: string }
}

export interface WalletTransaction {
  id: number
  kind: 'deposit' | 'reward' | 'purchase' | 'refund'
  kind_name: string
  description: string
  amount: number
  main: number
  bonus: number
  main_after: number
  bonus_after: number
  job_id: number | null
  created_at: string
  created_text: string
}

export interface TransactionPage {
  items: WalletTransaction[]
  total: number
  offset: number
  limit: number
}

export interface MyCoupon {
  id: number
  code: string
  description: string
  personal: boolean
  state: 'usable' | 'used' | 'expired' | 'not_started'
  state_name: string
  starts_date: string
  ends_date: string
}

export interface CheckedCoupon {
  code: string
  discount: number
  pay: number
  message: string
}

export interface Invoice {
  id: number
  symbol: string
  number: string
  issued_at: string
  issued_date: string
  seller: { name: string; tax_code: string; address: string }
  buyer: { name: string; organization: string | null; tax_code: string | null; address: string | null; email: string | null; reference: string }
  items: Array<{ name: string; unit: string; quantity: number; unit_price: number; amount: number }>
  amount_before_tax: number
  vat_rate: number
  vat_amount: number
  total: number
  total_text: string
  total_words: string
  legal_basis: string
}

