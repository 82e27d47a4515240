// Filter bar of the listing (SPEC 2.7): filter button with a count badge, the location chip,
// one removable chip per active filter and the sort order. Every change starts again at page 1.
import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { lazy, Suspense, useId, useState } from 'react'
import { SORT, type SortId } from '../../../domain/constants'
import { countFilters, type JobFilters } from '../../../domain/url-filters'
import { color, controlBox, media, bareList } from '../../../ui/theme'
import { useCommonConfig } from '../common-config'
import { activeFilterChips, locationLabel } from '../filter-labels'
import type { FilterPopupFocus } from './filter-popup'

// the popup's code loads on the first intent to open it, then stays mounted for its animations
const loadPopup = () => import('./filter-popup')
const FilterPopup = lazy(() => loadPopup().then((m) => ({ default: m.FilterPopup })))
import { CloseIcon, FilterIcon, PinIcon } from './icons'

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 0;
  ${media.mobile} {
    overflow-x: auto;
    scrollbar-width: none;
    -webkit-overflow-scrolling: touch;
  }
  ${media.desktop} {
    flex-wrap: wrap;
  }
`
const pill = `
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  border: 1px solid ${color.line};
  border-radius: 999px;
  background: ${color.white};
  color: ${color.text};
  font: inherit;
  font-size: 15px;
  white-space: nowrap;
`
const FilterButton = styled.button`
  ${pill}
  padding: 0 14px;
  font-weight: 600;
  cursor: pointer;
  &[data-active='true'] {
    border-color: ${color.brand};
    color: ${color.brandDark};
  }
  &:hover {
    border-color: ${color.brand};
  }
`
const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${color.brand};
  color: ${color.white};
  font-size: 13px;
  font-weight: 700;
`
const LocationButton = styled.button`
  ${pill}
  padding: 0 14px;
  cursor: pointer;
  &:hover {
    border-color: ${color.brand};
  }
  strong {
    font-weight: 700;
    color: ${color.brandDark};
  }
`
const Chips = styled.ul`
  display: flex;
  align-items: center;
  gap: 8px;
  ${bareList}
  ${media.mobile} {
    flex: none;
  }
  ${media.desktop} {
    flex-wrap: wrap;
  }
`
const Chip = styled.li`
  ${pill}
  padding-left: 14px;
  background: ${color.brandSoft};
  border-color: transparent;
  color: ${color.brandDark};
  font-weight: 600;
`
const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-left: -6px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(10, 110, 74, 0.12);
  }
`
const Sort = styled.div`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
  color: ${color.muted};
  font-size: 15px;
  white-space: nowrap;
  select {
    min-height: 44px;
    padding: 0 10px;
    ${controlBox}
    cursor: pointer;
  }
`
// Both labels are rendered so the prerendered HTML fits every screen; CSS shows one (990 px cutoff).
const mobileOnly = css`
  ${media.desktop} {
    display: none;
  }
`
const desktopOnly = css`
  ${media.mobile} {
    display: none;
  }
`

export const SORT_OPTIONS: ReadonlyArray<{ id: SortId; name: string }> = [
  { id: SORT.business, name: 'Phù hợp nhất' },
  { id: SORT.latest, name: 'Mới nhất' },
]

interface Props {
  filters: JobFilters
  /** Receives the next filters, offset already cleared. */
  onChange: (next: JobFilters) => void
}

export function FilterBar({ filters, onChange }: Props) {
  const sortId = useId()
  const { commonData } = useCommonConfig()
  const [popupOpen, setPopupOpen] = useState(false)
  const [popupFocus, setPopupFocus] = useState<FilterPopupFocus>('filters')
  const [popupUsed, setPopupUsed] = useState(false)
  const count = countFilters(filters)
  const chips = activeFilterChips(commonData, filters)

  const change = (next: JobFilters) => onChange({ ...next, offset: undefined })
  const openPopup = (focus: FilterPopupFocus) => {
    setPopupFocus(focus)
    setPopupUsed(true)
    setPopupOpen(true)
  }

  return (
    <Bar>
      <FilterButton
        type="button"
        aria-haspopup="dialog"
        aria-label={count ? `Bộ lọc (${count})` : 'Bộ lọc'}
        data-active={count > 0}
        onPointerDown={() => void loadPopup()}
        onClick={() => openPopup('filters')}
      >
        <FilterIcon />
        <span className={mobileOnly}>Lọc</span>
        <span className={desktopOnly}>Bộ lọc</span>
        {count > 0 && <Badge>{count}</Badge>}
      </FilterButton>
      <LocationButton type="button" aria-haspopup="dialog" onPointerDown={() => void loadPopup()} onClick={() => openPopup('location')}>
        <PinIcon />
        <span>Địa điểm:</span>
        <strong>{locationLabel(commonData, filters)}</strong>
      </LocationButton>
      {chips.length > 0 && (
        <Chips aria-label="Bộ lọc đang chọn">
          {chips.map((chip) => (
            <Chip key={chip.key}>
              <span>{chip.label}</span>
              <Remove type="button" aria-label={`Bỏ lọc ${chip.label}`} onClick={() => change(chip.without)}>
                <CloseIcon />
              </Remove>
            </Chip>
          ))}
        </Chips>
      )}
      <Sort>
        <label htmlFor={sortId}>Sắp xếp</label>
        <select
          id={sortId}
          value={filters.sort ?? SORT.business}
          onChange={(event) => {
            const sort = Number(event.target.value) as SortId
            change({ ...filters, sort: sort === SORT.business ? undefined : sort })
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </Sort>
      {popupUsed && (
        <Suspense fallback={null}>
          <FilterPopup open={popupOpen} onClose={() => setPopupOpen(false)} filters={filters} onApply={change} focus={popupFocus} />
        </Suspense>
      )}
    </Bar>
  )
}
