// The API's `staff` paths.
export const overview = '/job/v1/staff/overview'
export const queue = (path: string, offset: number, order: string) => `/job/v1/staff/${path}?offset=${offset}&limit=20&order=${order}`
export const decisions = (path: string) => `/job/v1/staff/${path}/decisions`
export const auditLog = (offset: number) => `/job/v1/staff/audit-log?offset=${offset}&limit=30`
export const rules = '/job/v1/staff/moderation-rules'
export const rule = (id: string) => `/job/v1/staff/moderation-rules/${id}`
export const bannedPhrases = '/job/v1/staff/banned-phrases'
export const registerKeys = (offset = 0) => `/job/v1/staff/register-keys?offset=${offset}&limit=30`
export const registerKeysIssue = '/job/v1/staff/register-keys'
export const registerKeyRevoke = (id: number) => `/job/v1/staff/register-keys/${id}/revoke`
