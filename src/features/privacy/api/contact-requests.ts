// The candidate's side of contact requests (docs/decisions/0017-candidate-contact.md): who asked for
// or saw one's contact and the sharing choice (GET contact-requests), an answer (PUT
// contact-requests/{id}: accept, decline, withdraw) and the choice (PUT contact-sharing).
import useSWR from 'swr'
import type { ContactAnswer, ContactSharing } from '../../../domain/candidates'
import { candidatesApi } from '../../../lib/api/candidates'
import { unwrap } from '../../../lib/http'

export function useContactRequests() {
  return useSWR(candidatesApi.contactRequests.path(), () => unwrap(candidatesApi.contactRequests()))
}

export const setContactSharing = (sharing: ContactSharing) => unwrap(candidatesApi.sharing({ body: { contact_sharing: sharing } }))

export const answerContactRequest = (id: number, action: ContactAnswer) => unwrap(candidatesApi.answer({ params: { id }, body: { action } }))
