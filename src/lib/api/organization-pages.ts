// The public organisation pages' API calls (docs/decisions/0035-api-contract.md "Size"): the five
// operations of contract/organization-pages.paths.ts, typed by the organisations' contract, so a
// public page's bundle carries their routes and not the members' ones.
import type { OrganizationsContract } from '../../domain/contract/organizations'
import { organizationPagesPaths } from '../../domain/contract/organization-pages.paths'
import { apiClient } from './client'

export const organizationPagesApi = apiClient<Pick<OrganizationsContract, keyof typeof organizationPagesPaths>>(organizationPagesPaths)
