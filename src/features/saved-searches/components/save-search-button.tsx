// "Lưu tìm kiếm" on the listing and landing pages. A signed-in seeker saves the current keyword and
// filters (named by the server after them); an anonymous visitor goes to login and comes back to
// this search. Once saved, it becomes a link to the saved searches. Renders after hydration and
// sign-in state are known; a box of the same size holds its place before, so nothing shifts.
import { styled } from '@linaria/react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import type { JobFilters } from '../../../domain/url-filters'
import { routes } from '../../../lib/paths'
import { useHydrated } from '../../../lib/use-hydrated'
import { color } from '../../../ui/theme'
import { buttonBase, ghostColors } from '../../../ui/button'
import { createSavedSearch } from '../api/create-saved-search'
import { useSavedSearches } from '../api/get-saved-searches'
import { SEARCH_MSG, hasCriteria, searchQuery } from '../search-query'
import { LineIcon } from '../../../ui/line-icon'

const base = `
  ${buttonBase}
  ${ghostColors}
  justify-content: flex-start;
  min-width: 170px;
  padding: 0 14px;
  font-size: 15px;
  white-space: nowrap;
  &:focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  &[aria-busy='true'] { cursor: progress; opacity: 0.7; }
`
const SaveButton = styled.button`
  ${base}
`
const SavedLink = styled(Link)`
  ${base}
  background: ${color.brandSoft};
`
const Placeholder = styled.span`
  display: inline-block;
  min-height: 44px;
  min-width: 170px;
`

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <LineIcon d="M6 3h12a1 1 0 011 1v17l-7-4.5L5 21V4a1 1 0 011-1z" size={18} strokeWidth={1.8} fill={filled ? 'currentColor' : 'none'} />
  )
}

export function SaveSearchButton({
  filters,
  authorized,
  authLoading,
}: {
  filters: JobFilters
  authorized: boolean
  /** The sign-in bootstrap has not decided yet. */
  authLoading: boolean
}) {
  const hydrated = useHydrated()
  const location = useLocation()
  const navigate = useNavigate()
  const [saving, setSaving] = useState(false)
  const list = useSavedSearches(hydrated && authorized)
  const query = searchQuery(filters)

  if (!hydrated || authLoading || (authorized && !list.data && !list.error)) return <Placeholder aria-hidden="true" />

  const saved = list.data?.items.find((item) => item.query === query)
  if (saved) {
    return (
      <SavedLink to={routes.savedSearches} title={`Đã lưu: ${saved.name}`}>
        <BookmarkIcon filled />
        Đã lưu tìm kiếm
      </SavedLink>
    )
  }

  const onClick = async () => {
    if (saving) return
    if (!authorized) {
      navigate(routes.login(`${location.pathname}${location.search}`))
      return
    }
    if (!hasCriteria(filters)) {
      toast.error(SEARCH_MSG.empty)
      return
    }
    setSaving(true)
    const result = await createSavedSearch({ query })
    setSaving(false)
    if (result.success) toast.success(result.data.message)
    else toast.error(result.error.message)
    // saved, or already saved in another tab: the list shows what the server has
    void list.mutate()
  }

  return (
    <SaveButton type="button" onClick={onClick} aria-busy={saving || undefined}>
      <BookmarkIcon filled={false} />
      Lưu tìm kiếm
    </SaveButton>
  )
}
