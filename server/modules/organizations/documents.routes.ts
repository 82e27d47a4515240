// Licence documents of an organisation (docs/decisions/0019-licence-documents.md): the owner asks for
// a signed upload, uploads to the orgs path with file-key, file-time and file-mac (SPEC 7.10), lists,
// reads and deletes; platform staff list and read through routes of their own. Registered by the
// organisations routes in a plugin of its own, so the multipart parser is in force here only.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { LICENCE_DOCUMENTS, LICENCE_MSG } from '../../../src/domain/organizations/documents'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { notFound } from '../../lib/errors'
import { NullableString, ok, responses } from '../../lib/http'
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

const FileType = Type.Union([Type.Literal('pdf'), Type.Literal('jpeg'), Type.Literal('png')])
const Document = Type.Object({
  id: Type.Integer(),
  file_name: Type.String(),
  file_type: FileType,
  content_type: Type.String(),
  bytes: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  uploaded_by: NullableString,
  file_url: Type.String({ description: 'Đọc tệp (cần đăng nhập: chủ tài khoản hoặc nhân viên kiểm duyệt)' }),
})
const DocumentList = Type.Object({
  items: Type.Array(Document),
  count: Type.Integer({ description: 'Số giấy tờ doanh nghiệp đang có (bước xác thực đọc số này)' }),
  max_count: Type.Integer(),
  max_bytes: Type.Integer(),
})
const SignedUpload = Type.Object({
  upload_url: Type.String({ description: 'POST multipart/form-data, tệp trong trường "file", kèm ba header dưới đây' }),
  method: Type.Literal('POST'),
  field: Type.Literal('file'),
  headers: Type.Object({ 'file-key': Type.String(), 'file-time': Type.String(), 'file-mac': Type.String() }),
  expires_at: Type.String({ format: 'date-time' }),
  max_bytes: Type.Integer(),
  max_count: Type.Integer(),
  count: Type.Integer(),
})

const orgParams = objectSchema({ id: rules.id }, ['id'])
const documentParams = objectSchema({ id: rules.id, document_id: rules.id }, ['id', 'document_id'])
const uploadParams = objectSchema({ organization_id: rules.id }, ['organization_id'])
const ownerOnly = memberOf('organization', { roles: ['owner'] })

const UPLOAD_DESCRIPTION =
  `multipart/form-data với đúng một tệp trong trường "file": ${LICENCE_DOCUMENTS.typesText} (nhận biết theo nội dung tệp), tối đa ${LICENCE_DOCUMENTS.maxText}, ` +
  `tối đa ${LICENCE_DOCUMENTS.maxCount} giấy tờ mỗi doanh nghiệp. Header file-key, file-time, file-mac lấy từ POST /job/v1/organizations/{id}/document-uploads, ` +
  `hiệu lực ${LICENCE_DOCUMENTS.uploadValidityMs / 60_000} phút, dùng một lần.`

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

  app.post<{ Params: { id: number } }>(
    '/job/v1/organizations/:id/document-uploads',
    {
      config: { access: ownerOnly },
      schema: {
        tags: ['organizations'],
        summary: 'Cấp một phiên tải giấy phép kinh doanh lên (chủ tài khoản; ký, 5 phút, dùng một lần)',
        params: orgParams,
        response: responses(SignedUpload, [400, 401, 403, 404, 409, 429]),
      },
    },
    async (request) => ok(await issueUpload(deps, membershipOf(request).organizationId, userOf(request).id)),
  )

  app.post<{ Params: { organization_id: number } }>(
    '/media/v1/orgs/:organization_id/documents',
    {
      config: { access: memberOf('organization', { param: 'organization_id', roles: ['owner'] }) },
      schema: {
        tags: ['organizations'],
        summary: 'Tải một giấy phép kinh doanh lên (chủ tài khoản, phiên tải lên đã ký)',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: uploadParams,
        response: responses(Type.Object({ document: Document, count: Type.Integer(), message: Type.String() }), [400, 401, 403, 404, 409, 413, 415]),
      },
    },
    async (request) => {
      const organizationId = membershipOf(request).organizationId
      const document = await uploadDocument(deps, request, organizationId, userOf(request).id)
      return ok({ document, count: await documentCount(context.db, organizationId), message: LICENCE_MSG.uploaded(document.file_name) })
    },
  )

  app.get<{ Params: { id: number } }>(
    '/job/v1/organizations/:id/documents',
    {
      config: { access: ownerOnly },
      schema: {
        tags: ['organizations'],
        summary: 'Giấy phép kinh doanh của doanh nghiệp (chỉ chủ tài khoản)',
        params: orgParams,
        response: responses(DocumentList, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await listDocuments(context.db, membershipOf(request).organizationId, 'owner')),
  )

  app.get<{ Params: { id: number; document_id: number } }>(
    '/job/v1/organizations/:id/documents/:document_id/file',
    {
      config: { access: ownerOnly },
      schema: { tags: ['organizations'], summary: 'Tệp của một giấy phép (chỉ chủ tài khoản; tải về, không lưu cache)', params: documentParams },
    },
    async (request, reply) => sendDocument(reply, await readDocument(deps, membershipOf(request).organizationId, request.params.document_id)),
  )

  app.delete<{ Params: { id: number; document_id: number } }>(
    '/job/v1/organizations/:id/documents/:document_id',
    {
      config: { access: ownerOnly },
      schema: {
        tags: ['organizations'],
        summary: 'Xóa một giấy phép (chỉ chủ tài khoản)',
        params: documentParams,
        response: responses(Type.Object({ count: Type.Integer(), message: Type.String() }), [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ count: await deleteDocument(deps, membershipOf(request).organizationId, request.params.document_id, userOf(request).id), message: LICENCE_MSG.deleted }),
  )

  // Platform staff read an organisation's documents to verify it (the console comes with verification).
  app.get<{ Params: { id: number } }>(
    '/job/v1/staff/organizations/:id/documents',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Giấy phép kinh doanh của một doanh nghiệp (nhân viên kiểm duyệt)',
        params: orgParams,
        response: responses(DocumentList, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      if (!(await organizationExists(context.db, request.params.id))) throw notFound()
      return ok(await listDocuments(context.db, request.params.id, 'staff'))
    },
  )

  app.get<{ Params: { id: number; document_id: number } }>(
    '/job/v1/staff/organizations/:id/documents/:document_id/file',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], summary: 'Tệp của một giấy phép (nhân viên kiểm duyệt)', params: documentParams },
    },
    async (request, reply) => sendDocument(reply, await readDocument(deps, request.params.id, request.params.document_id)),
  )
}
