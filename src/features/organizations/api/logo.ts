// The organisation's logo (docs/decisions/0050-organization-logos.md): the owner uploads the cropped
// square or removes it; the business information in the cache follows. A module of its own, so the
// pages that read business information without the logo's uploader do not load the upload code.
import { mutate } from 'swr'
import type { BusinessInfo } from '../../../domain/contract/organizations'
import { organizationsApi } from '../../../lib/api/organizations'
import type { ApiResult } from '../../../lib/http'
import { sendFile, type UploadOptions } from '../../../ui/image-upload/upload'
import { infoKey } from './keys'

/** The organisation's logo (the owner): the cropped square goes up; the business information shows it at once. */
export async function uploadLogo(id: number, file: Blob, fileName: string, options: UploadOptions): Promise<ApiResult<{ url: string }>> {
  const result = await sendFile<{ logo_url: string; message: string }>('PUT', organizationsApi.uploadLogo.path({ params: { id } }), file, fileName, options)
  if (!result.success) return result
  await mutate(infoKey(id), (info: BusinessInfo | undefined) => info && { ...info, logo_url: result.data.logo_url }, { revalidate: false })
  return { success: true, data: { url: result.data.logo_url } }
}

/** Removes the logo (the owner): the pages show the letter tile again. */
export async function removeLogo(id: number) {
  const removed = await organizationsApi.removeLogo({ params: { id } })
  if (removed.success) await mutate(infoKey(id), (info: BusinessInfo | undefined) => info && { ...info, logo_url: null }, { revalidate: false })
  return removed
}
