// Accounts: codes, sign-up and sign-in, the account's details (docs/decisions/0003-accounts.md).
// Their schemas and types: contract/identity.ts.
import { routeTable } from './operation'

export const identityPaths = routeTable({
  otpSend: { method: 'POST', path: '/identity/v1/otps/send', public: true },
  otpVerify: { method: 'POST', path: '/identity/v1/otps/verify', public: true },
  register: { method: 'POST', path: '/identity/v1/register', public: true },
  login: { method: 'POST', path: '/identity/v1/login', public: true },
  token: { method: 'POST', path: '/identity/v1/token', public: true },
  validToken: { method: 'GET', path: '/identity/v1/valid-token' },
  logout: { method: 'POST', path: '/identity/v1/logout' },
  self: { method: 'GET', path: '/identity/v1/self' },
  account: { method: 'GET', path: '/identity/v1/account' },
  loyalty: { method: 'GET', path: '/identity/v1/loyalty' },
  loginInfo: { method: 'GET', path: '/identity/v1/login-info' },
  newGuid: { method: 'GET', path: '/identity/v1/new-guid', public: true },
  phoneExist: { method: 'GET', path: '/identity/v1/phone-exist', public: true },
  addPhone: { method: 'POST', path: '/identity/v1/phones' },
  resetPassword: { method: 'PUT', path: '/identity/v1/reset-password', public: true },
  changePassword: { method: 'PUT', path: '/identity/v1/change-password' },
  fullName: { method: 'PUT', path: '/identity/v1/full-name' },
  emailSend: { method: 'POST', path: '/identity/v1/email/send' },
  emailVerify: { method: 'POST', path: '/identity/v1/email/verify' },
  recruiterAgent: { method: 'POST', path: '/identity/v1/recruiter_agent/register' },
})
