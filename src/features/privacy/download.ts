// The personal data export as a file.
import { saveBlob } from '../../lib/save-file'

/** du-lieu-ca-nhan-YYYY-MM-DD.json, the name the API gives its attachment. */
export const exportFileName = (now = new Date()) => `du-lieu-ca-nhan-${now.toISOString().slice(0, 10)}.json`

export function saveJsonFile(data: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName)
}
