// The API's paths (SPEC section 7), by area, one export each: `api.jobDetail(id)`,
// `api.applications.retention` (lib/paths.ts re-exports this as `api`). A bundle keeps the areas its code
// uses, so the pages' first load does not carry every path of the employer and staff pages.
export * from './common'
export * as applications from './applications'
export * as posting from './posting'
export * as applicants from './applicants'
export * as organizations from './organizations'
export * as chat from './chat'
export * as staff from './staff'
export * as candidates from './candidates'
