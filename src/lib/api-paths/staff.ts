// The API's `staff` paths of the queues, which belong to the areas whose records they decide (the
// console's own routes: src/domain/contract/staff.paths.ts).
export const queue = (path: string, offset: number, order: string) => `/job/v1/staff/${path}?offset=${offset}&limit=20&order=${order}`
export const decisions = (path: string) => `/job/v1/staff/${path}/decisions`
