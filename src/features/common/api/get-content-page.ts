import useSWR from 'swr'
import type { ContentPage } from '../../../domain/contract/content'
import { contentApi } from '../../../lib/api/content'
import { unwrap } from '../../../lib/http'

/** An editor-owned content page (operating rules, terms, help). */
export const fetchContentPage = (slug: string) => unwrap(contentApi.page({ params: { slug } }, { cache: true }))

export const useContentPage = (slug: string, fallbackData: ContentPage | null) =>
  useSWR(['content-page', slug], () => fetchContentPage(slug), { fallbackData: fallbackData ?? undefined, revalidateOnFocus: false })
