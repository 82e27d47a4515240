// The wallet's routes (SPEC 7.2-7.4, 7.9; deposits, the ledger and invoices under /payment/v1, paths
// the spec does not show; docs/decisions/0015-wallet.md, 0027-job-service-settings.md). Their
// schemas and types: contract/wallet.ts.
import { routeTable } from './operation'

export const walletPaths = routeTable({
  prices: { method: 'GET', path: '/listing/v1/service-prices/job', public: true },
  buyServiceInfo: { method: 'GET', path: '/listing/v1/jobclassifieds/:id/buy-service' },
  buyJob: { method: 'POST', path: '/listing/v1/services/buy-job' },
  buyJobUp: { method: 'POST', path: '/listing/v1/services/buy-job-up' },
  buyCandidate: { method: 'POST', path: '/listing/v1/services/buy-candidate' },
  buyBasket: { method: 'POST', path: '/job/v1/jobservices/buy' },
  jobServiceSettings: { method: 'GET', path: '/job/v1/jobservices/:id/settings' },
  saveJobServiceSettings: { method: 'PUT', path: '/job/v1/jobservices/:id/settings' },
  checkCoupon: { method: 'POST', path: '/listing/v1/coupons/check' },
  myCoupons: { method: 'POST', path: '/listing/v1/my-coupons' },
  serviceHistory: { method: 'GET', path: '/listing/v1/classifieds/:id/service-history' },
  transactions: { method: 'GET', path: '/payment/v1/transactions' },
  createDeposit: { method: 'POST', path: '/payment/v1/deposits' },
  deposit: { method: 'GET', path: '/payment/v1/deposits/:ref' },
  invoiceOrganizations: { method: 'GET', path: '/payment/v1/invoice-organizations' },
  invoices: { method: 'GET', path: '/payment/v1/invoices' },
  invoice: { method: 'GET', path: '/payment/v1/invoices/:id/detail' },
  invoicePdf: { method: 'GET', path: '/payment/v1/invoices/:id/pdf' },
  vnpayIpn: { method: 'GET', path: '/payment/v1/vnpay/ipn', public: true },
})
