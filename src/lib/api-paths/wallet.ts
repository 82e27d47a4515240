// The wallet and paid services (SPEC 7.2-7.4; deposits and the ledger: docs/decisions/0015-wallet.md).
export const prices = '/listing/v1/service-prices/job'
export const buyServiceInfo = (id: number) => `/listing/v1/jobclassifieds/${id}/buy-service`
export const buyJob = '/listing/v1/services/buy-job'
export const buyJobUp = '/listing/v1/services/buy-job-up'
export const buyCandidate = '/listing/v1/services/buy-candidate'
export const serviceHistory = (id: number) => `/listing/v1/classifieds/${id}/service-history`
export const deposits = '/payment/v1/deposits'
export const deposit = (ref: string) => `/payment/v1/deposits/${encodeURIComponent(ref)}`
export const transactions = (offset: number, limit: number) => `/payment/v1/transactions?offset=${offset}&limit=${limit}`
export const myCoupons = '/listing/v1/my-coupons'
export const invoices = (offset: number, limit: number) => `/payment/v1/invoices?offset=${offset}&limit=${limit}`
export const invoice = (id: number) => `/payment/v1/invoices/${id}/detail`
export const invoicePdf = (id: number) => `/payment/v1/invoices/${id}/pdf`
export const checkCoupon = '/listing/v1/coupons/check'
export const jobServicesBuy = '/job/v1/jobservices/buy'
export const jobServicesSettings = (id: number) => `/job/v1/jobservices/${id}/settings`
