// What the business information page's sections share while they work: the licence uploads in
// flight, by organisation. Sending the organisation for verification waits for them, so a request
// never goes out while the licence it needs is still on its way (docs/decisions/0021-verification-and-staff.md).
import { proxy } from 'valtio'

export const licenceUploads = proxy<{ inFlight: Record<number, number>; started: Record<number, number> }>({ inFlight: {}, started: {} })

/** Runs one upload (or a batch) of the organisation's, counted as in flight until it has finished (list read again included). */
export async function whileUploading<T>(organizationId: number, work: () => Promise<T>): Promise<T> {
  licenceUploads.inFlight[organizationId] = (licenceUploads.inFlight[organizationId] ?? 0) + 1
  licenceUploads.started[organizationId] = (licenceUploads.started[organizationId] ?? 0) + 1
  try {
    return await work()
  } finally {
    const left = (licenceUploads.inFlight[organizationId] ?? 1) - 1
    if (left > 0) licenceUploads.inFlight[organizationId] = left
    else delete licenceUploads.inFlight[organizationId]
  }
}
