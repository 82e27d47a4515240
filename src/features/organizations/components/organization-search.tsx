// The listing's search (/cong-ty): a plain GET form (name, province), so it works before hydration
// and without JavaScript; once hydrated the name box is a combobox suggesting organisations as one
// types (SPEC 7.9: q and limit 5, debounced 300 ms). Picking a suggestion opens its page; Enter or
// the button filters the listing.
import { styled } from '@linaria/react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Named, OrganizationSuggestion } from '../../../domain/contract/organizations'
import { normalizeText } from '../../../domain/text'
import { KEYWORD_MAX_LENGTH } from '../../../domain/url-filters'
import { routes } from '../../../lib/paths'
import { keepFocus, useCombobox } from '../../../ui/combobox'
import { ComboboxAnchor, ComboboxList } from '../../../ui/combobox-list'
import { color, formControl, media, cardBox } from '../../../ui/theme'
import { useOrganizationSuggestions } from '../api/get-suggestions'
import { ItemOptions } from '../../../ui/item-options'
import { SearchSubmit } from '../../../ui/search-submit'

const Form = styled.form`
  display: grid;
  gap: 8px;
  padding: 12px;
  ${cardBox}
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(160px, 240px) auto;
    align-items: end;
  }
  label {
    display: block;
    margin-bottom: 4px;
    font-size: 14px;
    font-weight: 600;
  }
  input,
  select {
    ${formControl}
  }
  input:focus,
  select:focus {
    outline: 2px solid ${color.focus};
    outline-offset: 1px;
  }
`

export const ORGANIZATION_SEARCH_PLACEHOLDER = 'Nhập tên công ty, hộ kinh doanh...'

interface Props {
  /** The listing's current name filter and province. */
  initialQuery?: string
  cityId?: number
  /** Provinces that have organisations (the listing's answer). */
  provinces: readonly Named[]
  /** Filters the listing (the form's values, normalised). */
  onSearch: (filters: { q?: string; city_id?: number }) => void
  /** The "Đối tác" badge of a suggestion, composed by the app. */
  renderBadge?: () => ReactNode
}

export function OrganizationSearch({ initialQuery, cityId, provinces, onSearch, renderBadge }: Props) {
  const id = useId()
  const listId = `${id}-list`
  const navigate = useNavigate()
  const [query, setQuery] = useState(initialQuery ?? '')
  const [city, setCity] = useState(cityId ? String(cityId) : '')
  const [open, setOpen] = useState(false)
  const { suggestions } = useOrganizationSuggestions(open ? query : '')

  // new filters from the page (back, forward, a link) replace what the form shows
  const [shown, setShown] = useState({ initialQuery, cityId })
  if (shown.initialQuery !== initialQuery || shown.cityId !== cityId) {
    setShown({ initialQuery, cityId })
    setQuery(initialQuery ?? '')
    setCity(cityId ? String(cityId) : '')
  }

  const pick = (suggestion: OrganizationSuggestion) => {
    setOpen(false)
    navigate(suggestion.url)
  }
  const combo = useCombobox({
    listId,
    options: suggestions,
    keyOf: (suggestion) => suggestion.id,
    open,
    onPick: pick,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setOpen(false)
    const q = normalizeText(query)
    onSearch({ ...(q ? { q } : {}), ...(city ? { city_id: Number(city) } : {}) })
  }
  return (
    <Form role="search" aria-label="Tìm nhà tuyển dụng" action={routes.organizations} method="get" onSubmit={submit}>
      <ComboboxAnchor>
        <label htmlFor={`${id}-q`}>Tên nhà tuyển dụng</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          {...combo.inputProps}
          placeholder={ORGANIZATION_SEARCH_PLACEHOLDER}
          enterKeyHint="search"
          maxLength={KEYWORD_MAX_LENGTH}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          // options are not focusable and pressing them keeps focus here: a blur means focus left
          onBlur={() => setOpen(false)}
        />
        {combo.expanded && (
          <ComboboxList id={listId} role="listbox" aria-label="Gợi ý nhà tuyển dụng" onMouseDown={keepFocus}>
            {suggestions.map((suggestion, index) => (
              <li key={suggestion.id} {...combo.optionProps(index)}>
                <span>{suggestion.name}</span>
                {suggestion.is_partner && renderBadge?.()}
              </li>
            ))}
          </ComboboxList>
        )}
      </ComboboxAnchor>
      <div>
        <label htmlFor={`${id}-city`}>Tỉnh/thành phố</label>
        <select id={`${id}-city`} name="city_id" value={city} onChange={(event) => setCity(event.target.value)}>
          <option value="">Toàn quốc</option>
          <ItemOptions items={provinces} />
        </select>
      </div>
      <SearchSubmit type="submit">Tìm công ty</SearchSubmit>
    </Form>
  )
}
