// Site paths that site and server share, kept apart from the larger modules they belong to (staff,
// organisations) so the site's shell imports a few strings and not those modules' texts.

/** The staff console (docs/decisions/0021-verification-and-staff.md). */
export const STAFF_CONSOLE_PATH = '/kiem-duyet'

/** The page of an organisation's business information and members (invitations are answered there). */
export const BUSINESS_INFO_PATH = '/dashboard/thong-tin-doanh-nghiep'

/** The page the organisation e-mail's verification link opens (reads ?token= in the browser; prerendered without one). */
export const ORG_EMAIL_LINK_PATH = '/xac-thuc-email-doanh-nghiep'

/** The organisations with a public page (docs/decisions/0020-organisation-pages.md). */
export const ORGANIZATIONS_PATH = '/cong-ty'

/** /cong-ty/{slug}-{id}: one path segment, like a job's /viec-lam/{slug}-{id}. */
export const organizationPath = (organization: { slug: string; id: number }) =>
  `${ORGANIZATIONS_PATH}/${organization.slug ? `${organization.slug}-` : ''}${organization.id}`
