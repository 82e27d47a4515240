import useSWR from 'swr'
import type { ContentPage } from '../../../domain/content-pages'
import { http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** An editor-owned content page (operating rules, terms, help). */
export const fetchContentPage = (slug: string) => unwrap(http.get<ContentPage>(api.contentPage(slug), { cache: true }))

export const useContentPage = (slug: string, fallbackData: ContentPage | null) =>
  useSWR(['content-page', slug], () => fetchContentPage(slug), { fallbackData: fallbackData ?? undefined, revalidateOnFocus: false })
