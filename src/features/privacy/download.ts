// Saves data as a file in the browser (an object URL on a temporary link).

/** du-lieu-ca-nhan-YYYY-MM-DD.json, the name the API gives its attachment. */
export const exportFileName = (now = new Date()) => `du-lieu-ca-nhan-${now.toISOString().slice(0, 10)}.json`

export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // revoked after the click has been handled, or some browsers cancel the download
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}
