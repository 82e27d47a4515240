// The API's paths (SPEC section 7) of the areas not yet on a contract, by area, one export each:
// `api.organizations.self` (lib/paths.ts re-exports this as `api`). A bundle keeps the areas its code
// uses, so the pages' first load does not carry every path of the employer and staff pages.
export * as organizations from './organizations'
