// Structured data for an organisation's page (schema.org Organization), shared by the prerenderer
// and the browser so both emit the same <script type="application/ld+json">.
import { absoluteUrl } from '../job-json-ld'
import type { OrganizationDetail } from '../contract/organizations'

export function organizationJsonLd(organization: OrganizationDetail, origin: string): object {
  const place = [organization.district?.name, organization.city?.name].filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    url: absoluteUrl(origin, organization.url),
    ...(organization.logo_url ? { logo: absoluteUrl(origin, organization.logo_url) } : {}),
    ...(organization.website ? { sameAs: [organization.website] } : {}),
    ...(organization.description.trim() ? { description: organization.description.replace(/\s+/g, ' ').trim().slice(0, 500) } : {}),
    ...(organization.address || place.length
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(organization.address ? { streetAddress: organization.address } : {}),
            ...(place.length ? { addressLocality: place[0], addressRegion: place.at(-1) } : {}),
            addressCountry: 'VN',
          },
        }
      : {}),
    // only verified companies carry one (public.ts on the server)
    ...(organization.tax_code ? { taxID: organization.tax_code } : {}),
  }
}
