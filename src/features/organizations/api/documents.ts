// An organisation's licence documents (owner only; docs/decisions/0019-licence-documents.md): the
// list, an upload (a signed upload asked for first, then the file sent with its three headers, with
// progress), reading a file (with the bearer token, into a Blob) and deleting. Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import type { LicenceDocumentType } from '../../../domain/organizations/documents'
import { authHttp, unwrap, type ApiResult } from '../../../lib/http'
import { api } from '../../../lib/paths'
import { sendFile } from '../../../ui/image-upload/upload'
import { whileUploading } from '../state'

export interface LicenceDocument {
  id: number
  file_name: string
  file_type: LicenceDocumentType
  content_type: string
  bytes: number
  created_at: string
  uploaded_by: string | null
  file_url: string
}

export interface LicenceDocumentList {
  items: LicenceDocument[]
  count: number
  max_count: number
  max_bytes: number
}

interface SignedUpload {
  upload_url: string
  headers: Record<string, string>
  expires_at: string
}

const documentsKey = (id: number) => ['organizations/documents', id]

export function useLicenceDocuments(id: number | null) {
  return useSWR(id === null ? null : documentsKey(id), () => unwrap(authHttp.get<LicenceDocumentList>(api.organizations.documents(id!))), {
    revalidateOnFocus: false,
  })
}

/**
 * One file: a fresh signed upload each time (a signature is single-use and lasts five minutes). It
 * counts as in flight (the verification request waits) until the list has been read again with it.
 */
export function uploadLicenceDocument(
  id: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<{ document: LicenceDocument; count: number; message: string }>> {
  return whileUploading(id, async () => {
    const signed = await authHttp.post<SignedUpload>(api.organizations.documentUploads(id))
    if (!signed.success) return signed
    const result = await sendFile<{ document: LicenceDocument; count: number; message: string }>('POST', signed.data.upload_url, file, file.name, {
      headers: signed.data.headers,
      onProgress,
    })
    if (result.success) await mutate(documentsKey(id))
    return result
  })
}

export async function deleteLicenceDocument(id: number, documentId: number) {
  const result = await authHttp.delete<{ count: number; message: string }>(api.organizations.document(id, documentId))
  if (result.success) await mutate(documentsKey(id))
  return result
}
