// The API's paths (SPEC section 7), by area, one export each: `api.jobDetail(id)`,
// `api.identity.login` (lib/paths.ts re-exports this as `api`). A bundle keeps the areas its code
// uses, so the pages' first load does not carry every path of the employer and staff pages.
export * from './common'
export * as jobseekers from './jobseekers'
export * as identity from './identity'
export * as media from './media'
export * as favorites from './favorites'
export * as posting from './posting'
export * as organizations from './organizations'
export * as staff from './staff'
export * as inbox from './inbox'
