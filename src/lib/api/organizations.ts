// The organisations' API calls, typed by their contract (src/domain/contract/organizations.ts, types
// only) and built from their routes (docs/decisions/0035-api-contract.md). The public pages call
// organizationPagesApi (lib/api/organization-pages.ts), whose smaller table they carry alone.
import type { OrganizationsContract } from '../../domain/contract/organizations'
import { organizationsPaths } from '../../domain/contract/organizations.paths'
import { apiClient } from './client'

export const organizationsApi = apiClient<OrganizationsContract>(organizationsPaths)
