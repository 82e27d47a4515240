// Licence documents of an organisation (docs/decisions/0019-licence-documents.md): the owner asks for
// a signed upload, uploads to the orgs path with file-key, file-time and file-mac (SPEC 7.10), lists,
// reads and deletes; platform staff list and read through routes of their own. Registered from the
// organisations' contract by the organisations routes, in a plugin of its own, so the multipart
// parser is in force here only.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { organizationsContract } from '../../../src/domain/contract/organizations'
import { LICENCE_MSG } from '../../../src/domain/organizations/documents'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { notFound } from '../../lib/errors'
import { RateLimitedError } from '../../lib/rate-limit'
import { memberOf, membershipOf, userOf } from '../access/access'
import { registerUploads } from '../media/media.upload'
import {
  createDocumentDeps,
  deleteDocument,
  documentCount,
  issueUpload,
  listDocuments,
  organizationExists,
  readDocument,
  uploadDocument,
  type DocumentFile,
  type DocumentDeps,
} from './documents'

const ownerOnly = memberOf('organization', { roles: ['owner'] })

/** A private file: never kept by a cache, downloaded rather than shown, nothing in it may run. */
function sendDocument(reply: FastifyReply, file: DocumentFile) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', file.disposition)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'none'")
    .header('cross-origin-resource-policy', 'same-origin')
    .type(file.contentType)
    .send(file.data)
}

export default async function documentRoutes(app: FastifyInstance, context: RouteContext) {
  const deps: DocumentDeps = createDocumentDeps(context.db, context.env)
  await registerUploads(app)

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
  })

  const route = contractRoutes(app, organizationsContract)

  route('documentUpload', { access: ownerOnly }, async (request) => issueUpload(deps, membershipOf(request).organizationId, userOf(request).id))

  route('uploadDocument', { access: memberOf('organization', { param: 'organization_id', roles: ['owner'] }) }, async (request) => {
    const organizationId = membershipOf(request).organizationId
    const document = await uploadDocument(deps, request, organizationId, userOf(request).id)
    return { document, count: await documentCount(context.db, organizationId), message: LICENCE_MSG.uploaded(document.file_name) }
  })

  route('documents', { access: ownerOnly }, async (request) => listDocuments(context.db, membershipOf(request).organizationId, 'owner'))

  route('documentFile', { access: ownerOnly }, async (request, reply) =>
    sendDocument(reply as FastifyReply, await readDocument(deps, membershipOf(request).organizationId, request.params.document_id)),
  )

  route('deleteDocument', { access: ownerOnly }, async (request) => ({
    count: await deleteDocument(deps, membershipOf(request).organizationId, request.params.document_id, userOf(request).id),
    message: LICENCE_MSG.deleted,
  }))

  // Platform staff read an organisation's documents to verify it (the console comes with verification).
  route('staffDocuments', { access: 'staff' }, async (request) => {
    if (!(await organizationExists(context.db, request.params.id))) throw notFound()
    return listDocuments(context.db, request.params.id, 'staff')
  })

  route('staffDocumentFile', { access: 'staff' }, async (request, reply) =>
    sendDocument(reply as FastifyReply, await readDocument(deps, request.params.id, request.params.document_id)),
  )
}
