// The contract and the routes (docs/decisions/0035-api-contract.md): for every area converted to a
// contract, each route the app registers under the area's paths is one of its operations, registered
// from it (with the same method, path and schemas), each operation is registered, and each is in
// /openapi.json with its summary. An area converts by adding its contract to CONVERTED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Contract } from '../src/domain/contract/define'
import { applicationsContract } from '../src/domain/contract/applications'
import { candidatesContract } from '../src/domain/contract/candidates'
import { chatContract } from '../src/domain/contract/chat'
import { devContract } from '../src/domain/contract/dev'
import { favoritesContract } from '../src/domain/contract/favorites'
import { identityContract } from '../src/domain/contract/identity'
import { inboxContract } from '../src/domain/contract/inbox'
import { jobseekersContract } from '../src/domain/contract/jobseekers'
import { manageListingContract } from '../src/domain/contract/manage-listing'
import { mediaContract } from '../src/domain/contract/media'
import { menusContract } from '../src/domain/contract/menus'
import { organizationsContract } from '../src/domain/contract/organizations'
import { postingContract } from '../src/domain/contract/posting'
import { configContract } from '../src/domain/contract/config'
import { contentContract } from '../src/domain/contract/content'
import { jobsContract } from '../src/domain/contract/jobs'
import { marketContract } from '../src/domain/contract/market'
import { trackingContract } from '../src/domain/contract/tracking'
import { seoContract } from '../src/domain/contract/seo'
import { staffContract } from '../src/domain/contract/staff'
import { savedSearchesContract } from '../src/domain/contract/saved-searches'
import { streetsContract } from '../src/domain/contract/streets'
import { walletContract } from '../src/domain/contract/wallet'
import { createTestContext, type TestContext } from './testing'

const CONVERTED: Contract[] = [
  walletContract,
  manageListingContract,
  streetsContract,
  savedSearchesContract,
  identityContract,
  inboxContract,
  devContract,
  jobseekersContract,
  mediaContract,
  favoritesContract,
  menusContract,
  organizationsContract,
  postingContract,
  configContract,
  contentContract,
  jobsContract,
  marketContract,
  trackingContract,
  seoContract,
  staffContract,
  applicationsContract,
  candidatesContract,
  chatContract,
]

let t: TestContext
let spec: { paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> }

beforeAll(async () => {
  t = await createTestContext({ seed: false })
  spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
})
afterAll(() => t.close())

const routeKey = (method: string, url: string) => `${method} ${url}`

describe.each(CONVERTED.map((contract) => [contract.area, contract] as const))('the %s contract', (area, contract) => {
  const operations = Object.values(contract.operations)

  it('has every operation registered from it, with its method and path', () => {
    const table = new Map(t.app.accessTable.map((route) => [routeKey(route.method, route.url), route]))
    const missing = operations.filter((op) => table.get(routeKey(op.method, op.path))?.operation !== op.id).map((op) => `${op.id}: ${routeKey(op.method, op.path)}`)
    expect(missing).toEqual([])
  })

  it('has every route of the area in it: under the paths it owns, and every route registered from it', () => {
    const inContract = new Set(operations.map((op) => routeKey(op.method, op.path)))
    const outside = t.app.accessTable
      .filter((route) => contract.owns.some((prefix) => route.url.startsWith(prefix)) || route.operation?.startsWith(`${area}.`))
      .map((route) => routeKey(route.method, route.url))
      .filter((key) => !inContract.has(key))
    expect(outside).toEqual([])
  })

  it('is described in /openapi.json: each operation with its tag and summary', () => {
    const documented = operations.map((op) => {
      const entry = spec.paths[op.path.replace(/:(\w+)/g, '{$1}')]?.[op.method.toLowerCase()]
      return { id: op.id, summary: entry?.summary, tags: entry?.tags }
    })
    expect(documented).toEqual(operations.map((op) => ({ id: op.id, summary: op.summary, tags: [area] })))
  })
})

it('keeps the areas apart: no path prefix is owned by two contracts', () => {
  const prefixes = CONVERTED.flatMap((contract) => contract.owns.map((prefix) => ({ area: contract.area, prefix })))
  const overlapping = prefixes.filter((a) => prefixes.some((b) => a.area !== b.area && (a.prefix.startsWith(b.prefix) || b.prefix.startsWith(a.prefix))))
  expect(overlapping).toEqual([])
})
