// The posting flow (SPEC 7.3).
// Streets of a district and "streets add" (SPEC 7.9; docs/decisions/0026-streets.md).
export const list = (districtId: number, q: string, limit: number) =>
  `/listing/v1/streets?${new URLSearchParams({ district_id: String(districtId), ...(q ? { q } : {}), limit: String(limit) })}`
export const add = '/listing/v1/streets'
