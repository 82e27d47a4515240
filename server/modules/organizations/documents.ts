// An organisation's licence documents (issue 21; docs/decisions/0019-licence-documents.md).
//
// Uploads are signed (SPEC 7.10): the owner first asks for a signed upload and gets a random,
// single-use file-key, the file-time it was issued at and file-mac, an HMAC-SHA256 over the
// organisation, the account, the key and the time with the server's UPLOAD_SIGNING_SECRET. The
// upload sends the three headers back; it is refused when they are missing (unsigned), when the
// MAC does not match this organisation, this account, this key and this time (altered), when the
// time is more than five minutes old (expired), and when the key was presented before (replayed:
// the key's insert into organization_upload_keys is the atomic test). The file goes through the
// media service's streaming receiver with the document policy (magic bytes, 5 MB while streaming)
// into a private storage outside the public media folder. Only owners (and staff, through their
// own routes) list and read the documents.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs/promises'
import type { FastifyRequest } from 'fastify'
import {
  LICENCE_CONTENT_TYPE,
  LICENCE_DOCUMENTS,
  LICENCE_EXTENSION,
  LICENCE_MSG,
  licenceDownloadName,
  type LicenceDocumentType,
} from '../../../src/domain/organizations/documents'
import { VERIFY_STATUS } from '../../../src/domain/organizations/statuses'
import type { LicenceDocument, LicenceDocumentList, SignedUpload } from '../../../src/domain/contract/organizations'
import { organizationsPaths } from '../../../src/domain/contract/organizations.paths'
import { buildPath } from '../../../src/domain/contract/operation'
import { slugify } from '../../../src/domain/text'
import type { Database, Queryable } from '../../db/client'
import type { Env } from '../../env'
import { recordActivity } from '../../lib/activity'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors'
import { enforce, type LimitRule } from '../../lib/rate-limit'
import { privateStorage, type MediaStorage } from '../media/media.service'
import { displayName, DOCUMENT_POLICY, receiveFile } from '../media/media.upload'

export interface DocumentDeps {
  db: Database
  storage: MediaStorage
  /** UPLOAD_SIGNING_SECRET */
  secret: string
  /** The clock, in ms (tests move it). */
  now?: () => number
}

export const createDocumentDeps = (db: Database, env: Pick<Env, 'documentsDir' | 'uploadSigningSecret' | 'fileStorage'>, storage?: MediaStorage): DocumentDeps => ({
  db,
  storage: storage ?? privateStorage(db, env),
  secret: env.uploadSigningSecret,
})

/** Where the signed upload goes: an orgs path (SPEC 7.10). */
export const documentUploadPath = (organizationId: number) => buildPath(organizationsPaths.uploadDocument.path, { organization_id: organizationId })

/** A signed upload's clock may run this far ahead of the checking instance's (several API instances). */
const CLOCK_SKEW_MS = 60_000
/** Used keys are kept this long (far beyond the validity), then cleared. */
const KEEP_USED_KEYS = '1 day'
/** Signed uploads per account and hour: room for retries, not for filling the disk. */
export const SIGNED_UPLOAD_LIMIT: LimitRule = { name: 'org_document_upload_hour', limit: 30, windowSec: 3600 }

const KEY_FORMAT = /^[0-9a-f]{32}$/
const TIME_FORMAT = /^\d{13}$/
const MAC_FORMAT = /^[0-9a-f]{64}$/
// Domain separation: this secret's MACs mean "an organisation document upload", nothing else.
const MAC_CONTEXT = 'viecvn/org-document-upload/v1'

export interface SignedFields {
  organizationId: number
  userId: number
  fileKey: string
  /** Unix time in ms, as the decimal string sent in file-time. */
  fileTime: string
}

/** file-mac: HMAC-SHA256 (hex) of the organisation, the account, the key and the time. */
export function uploadMac(secret: string, fields: SignedFields): string {
  const message = [MAC_CONTEXT, fields.organizationId, fields.userId, fields.fileKey, fields.fileTime].join('\n')
  return createHmac('sha256', secret).update(message).digest('hex')
}

/** The number of documents an organisation has (what a verification step looks at). */
export async function documentCount(db: Queryable, organizationId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM organization_documents WHERE organization_id = $1', [organizationId])
  return row.n
}

const full = () => conflict(LICENCE_MSG.full, 'documents_full')

/** POST /job/v1/organizations/{id}/document-uploads (an owner): a signed upload, good for five minutes. */
export async function issueUpload(deps: DocumentDeps, organizationId: number, userId: number): Promise<SignedUpload> {
  const count = await documentCount(deps.db, organizationId)
  if (count >= LICENCE_DOCUMENTS.maxCount) throw full()
  await enforce(deps.db, SIGNED_UPLOAD_LIMIT, String(userId), LICENCE_MSG.tooOften)
  const issuedAt = (deps.now ?? Date.now)()
  const fields: SignedFields = { organizationId, userId, fileKey: randomBytes(16).toString('hex'), fileTime: String(issuedAt) }
  return {
    upload_url: documentUploadPath(organizationId),
    method: 'POST',
    field: 'file',
    headers: { 'file-key': fields.fileKey, 'file-time': fields.fileTime, 'file-mac': uploadMac(deps.secret, fields) },
    expires_at: new Date(issuedAt + LICENCE_DOCUMENTS.uploadValidityMs).toISOString(),
    max_bytes: LICENCE_DOCUMENTS.maxBytes,
    max_count: LICENCE_DOCUMENTS.maxCount,
    count,
  }
}

const unsigned = () => badRequest(LICENCE_MSG.unsigned, 'upload_unsigned')
const altered = () => new AppError(403, 'upload_signature_invalid', LICENCE_MSG.altered)
const expired = () => new AppError(403, 'upload_expired', LICENCE_MSG.expired)
const replayed = () => conflict(LICENCE_MSG.replayed, 'upload_replayed')

/** The signature headers of an upload, checked against this organisation and account; throws the refusal. */
export function checkSignature(deps: DocumentDeps, headers: FastifyRequest['headers'], organizationId: number, userId: number): string {
  const [fileKey, fileTime, fileMac] = (['file-key', 'file-time', 'file-mac'] as const).map((name) => headers[name])
  if ([fileKey, fileTime, fileMac].some((value) => value === undefined || value === '')) throw unsigned()
  // a header sent twice arrives as an array: not what was issued
  if (typeof fileKey !== 'string' || typeof fileTime !== 'string' || typeof fileMac !== 'string') throw altered()
  if (!KEY_FORMAT.test(fileKey) || !TIME_FORMAT.test(fileTime) || !MAC_FORMAT.test(fileMac)) throw altered()
  const expected = Buffer.from(uploadMac(deps.secret, { organizationId, userId, fileKey, fileTime }), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(fileMac, 'hex'))) throw altered()
  const age = (deps.now ?? Date.now)() - Number(fileTime)
  if (age > LICENCE_DOCUMENTS.uploadValidityMs) throw expired()
  if (age < -CLOCK_SKEW_MS) throw altered()
  return fileKey
}

/** Marks the key used; of two uploads with one key exactly one gets here (the primary key decides). */
async function consumeKey(db: Queryable, fileKey: string, organizationId: number, userId: number): Promise<void> {
  await db.query(`DELETE FROM organization_upload_keys WHERE used_at < now() - interval '${KEEP_USED_KEYS}'`)
  const rows = await db.query(
    'INSERT INTO organization_upload_keys (file_key, organization_id, user_id) VALUES ($1, $2, $3) ON CONFLICT (file_key) DO NOTHING RETURNING file_key',
    [fileKey, organizationId, userId],
  )
  if (!rows.length) throw replayed()
}

interface DocumentRow {
  id: number
  organization_id: number
  file_name: string
  file_type: LicenceDocumentType
  bytes: number
  created_at: Date
  uploaded_by: string | null
}

export type Audience = 'owner' | 'staff'

export const documentFilePath = (audience: Audience, organizationId: number, documentId: number) =>
  buildPath((audience === 'staff' ? organizationsPaths.staffDocumentFile : organizationsPaths.documentFile).path, { id: organizationId, document_id: documentId })

const view = (row: DocumentRow, audience: Audience): LicenceDocument => ({
  id: Number(row.id),
  file_name: row.file_name,
  file_type: row.file_type,
  content_type: LICENCE_CONTENT_TYPE[row.file_type],
  bytes: row.bytes,
  created_at: new Date(row.created_at).toISOString(),
  uploaded_by: row.uploaded_by,
  file_url: documentFilePath(audience, Number(row.organization_id), Number(row.id)),
})

const SELECT_DOCUMENTS = `SELECT d.id, d.organization_id, d.file_name, d.file_type, d.bytes, d.created_at, u.full_name AS uploaded_by
  FROM organization_documents d LEFT JOIN users u ON u.id = d.uploaded_by`

/** POST /media/v1/orgs/{organization_id}/documents (an owner, signed): stores one document. */
export async function uploadDocument(deps: DocumentDeps, request: FastifyRequest, organizationId: number, userId: number): Promise<LicenceDocument> {
  const fileKey = checkSignature(deps, request.headers, organizationId, userId)
  // a full organisation is told so before its key is spent or a byte is read
  if ((await documentCount(deps.db, organizationId)) >= LICENCE_DOCUMENTS.maxCount) throw full()
  await consumeKey(deps.db, fileKey, organizationId, userId)
  const upload = await receiveFile(request, DOCUMENT_POLICY)
  // a file sent without a name is listed as "Giấy phép"
  const fileName = upload.fileName === displayName(undefined) ? 'Giấy phép' : upload.fileName
  const storageKey = `${organizationId}/${randomBytes(16).toString('hex')}`
  try {
    // at most 5 MB: read whole and written whole, so a reader never sees half a file
    await deps.storage.put(storageKey, await fs.readFile(upload.path))
  } finally {
    await upload.discard()
  }
  try {
    const id = await deps.db.transaction(async (tx) => {
      // uploads of one organisation take turns here, so the cap holds under concurrent uploads
      await tx.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId])
      if ((await documentCount(tx, organizationId)) >= LICENCE_DOCUMENTS.maxCount) throw full()
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO organization_documents (organization_id, uploaded_by, storage_key, file_name, file_type, bytes)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [organizationId, userId, storageKey, fileName.slice(0, 120), upload.type, upload.bytes],
      )
      await recordActivity(tx, { organizationId, userId, action: 'organization.document_uploaded', subjectId: Number(row.id), details: { file: fileName.slice(0, 120) } })
      return Number(row.id)
    })
    return (await findDocument(deps.db, organizationId, id, 'owner'))!
  } catch (error) {
    await deps.storage.delete(storageKey)
    throw error
  }
}

async function findDocument(db: Queryable, organizationId: number, documentId: number, audience: Audience): Promise<LicenceDocument | null> {
  const [row] = await db.query<DocumentRow>(`${SELECT_DOCUMENTS} WHERE d.id = $1 AND d.organization_id = $2`, [documentId, organizationId])
  return row ? view(row, audience) : null
}

/** The organisation's documents, newest first, for its owner or for staff. */
export async function listDocuments(db: Queryable, organizationId: number, audience: Audience): Promise<LicenceDocumentList> {
  const rows = await db.query<DocumentRow>(`${SELECT_DOCUMENTS} WHERE d.organization_id = $1 ORDER BY d.created_at DESC, d.id DESC`, [organizationId])
  return { items: rows.map((row) => view(row, audience)), count: rows.length, max_count: LICENCE_DOCUMENTS.maxCount, max_bytes: LICENCE_DOCUMENTS.maxBytes }
}

/** For staff: the organisation must exist (an owner's route has the access layer check it). */
export async function organizationExists(db: Queryable, organizationId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM organizations WHERE id = $1', [organizationId])).length > 0
}

export interface DocumentFile {
  data: Buffer
  contentType: string
  disposition: string
}

/** The bytes of one document of the organisation (another organisation's id is answered as missing). */
export async function readDocument(deps: DocumentDeps, organizationId: number, documentId: number): Promise<DocumentFile> {
  const [row] = await deps.db.query<{ storage_key: string; file_name: string; file_type: LicenceDocumentType }>(
    'SELECT storage_key, file_name, file_type FROM organization_documents WHERE id = $1 AND organization_id = $2',
    [documentId, organizationId],
  )
  if (!row) throw notFound()
  const data = await deps.storage.get(row.storage_key)
  if (!data) throw notFound()
  return { data, contentType: LICENCE_CONTENT_TYPE[row.file_type], disposition: attachmentDisposition(row.file_name, row.file_type) }
}

/** Removes one document, row and file; not while staff are checking the documents of a waiting request. */
export async function deleteDocument(deps: DocumentDeps, organizationId: number, documentId: number, userId: number): Promise<number> {
  const [org] = await deps.db.query<{ verify_status: number }>('SELECT verify_status FROM organizations WHERE id = $1', [organizationId])
  if (org?.verify_status === VERIFY_STATUS.waitingApproved) throw conflict(LICENCE_MSG.lockedWhileWaiting, 'audit_waiting')
  const row = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ storage_key: string; file_name: string }>(
      'DELETE FROM organization_documents WHERE id = $1 AND organization_id = $2 RETURNING storage_key, file_name',
      [documentId, organizationId],
    )
    if (!row) throw notFound()
    await recordActivity(tx, { organizationId, userId, action: 'organization.document_deleted', subjectId: documentId, details: { file: row.file_name } })
    return row
  })
  await deps.storage.delete(row.storage_key)
  return documentCount(deps.db, organizationId)
}

/**
 * Content-Disposition for a download: always an attachment, named after the uploader's file with
 * the extension of its real type; an ASCII name for old clients and the UTF-8 name (RFC 6266/8187).
 */
export function attachmentDisposition(fileName: string, type: LicenceDocumentType): string {
  const name = licenceDownloadName(fileName, type)
  const ascii = `${slugify(name.slice(0, -LICENCE_EXTENSION[type].length)).slice(0, 80) || 'giay-phep'}${LICENCE_EXTENSION[type]}`
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`
}
