// An organisation's licence documents (owner only; docs/decisions/0019-licence-documents.md): the
// list, an upload (a signed upload asked for first, then the file sent with its three headers, with
// progress), reading a file (with the bearer token, into a Blob) and deleting. Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import type { DocumentUploaded } from '../../../domain/contract/organizations'
import { organizationsApi } from '../../../lib/api/organizations'
import { unwrap, type ApiResult } from '../../../lib/http'
import { sendFile } from '../../../ui/image-upload/upload'
import { whileUploading } from '../state'
import { documentsKey } from './keys'

export function useLicenceDocuments(id: number | null) {
  return useSWR(id === null ? null : documentsKey(id), () => unwrap(organizationsApi.documents({ params: { id: id! } })), {
    revalidateOnFocus: false,
  })
}

/**
 * One file: a fresh signed upload each time (a signature is single-use and lasts five minutes). It
 * counts as in flight (the verification request waits) until the list has been read again with it.
 */
export function uploadLicenceDocument(id: number, file: File, onProgress: (fraction: number) => void): Promise<ApiResult<DocumentUploaded>> {
  return whileUploading(id, async () => {
    const signed = await organizationsApi.documentUpload({ params: { id } })
    if (!signed.success) return signed
    const result = await sendFile<DocumentUploaded>(signed.data.method, signed.data.upload_url, file, file.name, {
      headers: signed.data.headers,
      onProgress,
    })
    if (result.success) await mutate(documentsKey(id))
    return result
  })
}

export async function deleteLicenceDocument(id: number, documentId: number) {
  const result = await organizationsApi.deleteDocument({ params: { id, document_id: documentId } })
  if (result.success) await mutate(documentsKey(id))
  return result
}
