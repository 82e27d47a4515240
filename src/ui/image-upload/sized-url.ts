// Served sizes of our images, apart from the upload code so pages that only show images stay small.
/** A served size of one of our images (SPEC 9 widths; the server snaps to the next one). */
export function sizedImageUrl(url: string, width: number): string {
  if (!url.includes('/media/v1/files/') || url.includes('?')) return url
  return `${url}?w=${width}`
}
