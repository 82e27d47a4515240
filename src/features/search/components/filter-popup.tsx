// The filter popup of SPEC 2.7: location, sector, job types and salary as a draft that only reaches
// the URL on "Áp dụng (n)". A bottom sheet on mobile, a centred dialog on desktop.
import { styled } from '@linaria/react'
import { useEffect, useId, useMemo, useState } from 'react'
import { JOB_CATEGORY_ID, SELECT_SEARCH_THRESHOLD } from '../../../domain/constants'
import { salaryLabel } from '../../../domain/money'
import { foldText } from '../../../domain/text'
import { countFilters, resolveFilters, type JobFilters } from '../../../domain/url-filters'
import { Button, GhostButton } from '../../../ui/button'
import { ItemOptions } from '../../../ui/item-options'
import { Modal } from '../../../ui/modal'
import { color, formControl, radius, bareList, choiceBox } from '../../../ui/theme'
import { loadFilterConfig, useCommonConfig } from '../common-config'
import { priceRanges, siteFilterReference, type FilterConfig } from '../filter-labels'

export type FilterPopupFocus = 'filters' | 'location'

const Fields = styled.div`
  display: grid;
  gap: 18px;
`
const Field = styled.div`
  display: grid;
  gap: 6px;
  label,
  legend {
    font-weight: 700;
    color: ${color.text};
  }
`
const Select = styled.select`
  ${formControl}
  &:disabled {
    background: ${color.bg};
    color: ${color.muted};
    cursor: not-allowed;
  }
`
const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
  }
`
const Hint = styled.span`
  margin-left: 6px;
  font-weight: 400;
  color: ${color.muted};
`
const OptionSearch = styled.input`
  width: 100%;
  min-height: 44px;
  margin-bottom: 6px;
  padding: 0 12px;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  font: inherit;
  color: ${color.text};
  &::placeholder {
    color: ${color.muted};
    opacity: 1;
  }
`
const Choices = styled.ul`
  ${bareList}
  &[data-scroll='true'] {
    max-height: 264px;
    overflow-y: auto;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
  }
`
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 6px 10px;
  font-weight: 400 !important;
  cursor: pointer;
  border-radius: ${radius.sm};
  &:hover {
    background: ${color.bg};
  }
  input {
    ${choiceBox(20)}
    margin: 0;
  }
`
const Empty = styled.p`
  margin: 0;
  padding: 10px;
  color: ${color.muted};
`

/** Every query word starts a word of the name, ignoring case and diacritics (ARCHITECTURE.md). */
export function matchesWords(name: string, query: string): boolean {
  const words = foldText(query).split(/[^a-z0-9]+/).filter(Boolean)
  if (!words.length) return true
  const nameWords = foldText(name).split(/[^a-z0-9]+/)
  return words.every((word) => nameWords.some((candidate) => candidate.startsWith(word)))
}

/**
 * The filters the popup edits: a district brings its province (the domain's place rule). Ids the
 * lists do not hold (yet) stay as they are; the listing page drops those that do not exist.
 */
function draftFrom(filters: JobFilters, config: FilterConfig): JobFilters {
  const resolved = resolveFilters(filters, siteFilterReference(config)).filters
  return { ...filters, city_id: resolved.city_id ?? filters.city_id }
}

const toId = (value: string): number | undefined => (value ? Number(value) : undefined)

interface Props {
  open: boolean
  onClose: () => void
  filters: JobFilters
  /** Called with the applied filters (page reset); the popup then closes. */
  onApply: (next: JobFilters) => void
  /** 'location' puts focus on the province field (opened from the location chip). */
  focus?: FilterPopupFocus
}

export function FilterPopup({ open, onClose, filters, onApply, focus = 'filters' }: Props) {
  const id = useId()
  const { commonData, isMobile } = useCommonConfig()
  const [draft, setDraft] = useState<JobFilters>(() => draftFrom(filters, commonData))
  const [typeQuery, setTypeQuery] = useState('')

  // Each opening starts from the filters in force; an unapplied draft is dropped.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setDraft(draftFrom(filters, commonData))
      setTypeQuery('')
    }
  }

  useEffect(() => {
    if (open) void loadFilterConfig()
  }, [open])

  const provinces = useMemo(() => commonData.cities.filter((c) => c.parent_id === 0), [commonData.cities])
  const districts = useMemo(
    () => (draft.city_id ? commonData.cities.filter((c) => c.parent_id === draft.city_id) : []),
    [commonData.cities, draft.city_id],
  )
  const sectors = useMemo(
    () => commonData.categories.filter((c) => c.parent_id === JOB_CATEGORY_ID),
    [commonData.categories],
  )
  const allJobTypes = commonData.jobConfig?.job_types
  const jobTypes = useMemo(
    () => (allJobTypes ?? []).filter((t) => !draft.subcategory_id || t.subcategory_id === draft.subcategory_id),
    [allJobTypes, draft.subcategory_id],
  )
  const searchable = jobTypes.length > SELECT_SEARCH_THRESHOLD
  const shownJobTypes = searchable ? jobTypes.filter((t) => matchesWords(t.name, typeQuery)) : jobTypes
  const ranges = priceRanges(commonData)
  const selectedTypes = draft.job_types ?? []
  const price = draft.price
  const customPrice = price && !ranges.some((r) => r.min === price.min && r.max === price.max) ? price : undefined

  const count = countFilters(draft)

  const update = (patch: Partial<JobFilters>) => setDraft((current) => ({ ...current, ...patch }))

  const setSector = (subcategoryId: number | undefined) => {
    // A job type belongs to one sector, and the listing needs both to match: keep only those that can.
    const keep = subcategoryId
      ? selectedTypes.filter((typeId) => allJobTypes?.find((t) => t.id === typeId)?.subcategory_id === subcategoryId)
      : selectedTypes
    update({ subcategory_id: subcategoryId, job_types: keep.length ? keep : undefined })
  }

  const toggleType = (typeId: number, checked: boolean) => {
    const next = checked ? [...selectedTypes, typeId] : selectedTypes.filter((t) => t !== typeId)
    update({ job_types: next.length ? next : undefined })
  }

  const reset = () =>
    setDraft((current) => ({
      ...current,
      city_id: undefined,
      district_id: undefined,
      category_id: undefined,
      subcategory_id: undefined,
      job_types: undefined,
      price: undefined,
    }))

  const apply = () => {
    onApply({ ...draft, offset: undefined })
    onClose()
  }

  const ids = {
    city: `${id}-city`,
    district: `${id}-district`,
    sector: `${id}-sector`,
    typeSearch: `${id}-type-search`,
    price: `${id}-price`,
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      type={isMobile ? 'pin_bottom_70_percent' : 'center'}
      title="Bộ lọc"
      footer={
        <>
          <GhostButton type="button" onClick={reset} disabled={count === 0}>
            Đặt lại
          </GhostButton>
          <Button type="button" onClick={apply}>
            Áp dụng ({count})
          </Button>
        </>
      }
    >
      <Fields>
        <Field>
          <label htmlFor={ids.city}>Tỉnh/thành phố</label>
          <Select
            id={ids.city}
            data-autofocus={focus === 'location' ? '' : undefined}
            value={draft.city_id ?? ''}
            onChange={(event) => update({ city_id: toId(event.target.value), district_id: undefined })}
          >
            <option value="">Toàn quốc</option>
            <ItemOptions items={provinces} />
          </Select>
        </Field>
        <Field>
          <label htmlFor={ids.district}>Quận/huyện</label>
          <Select
            id={ids.district}
            value={draft.district_id ?? ''}
            disabled={!draft.city_id}
            onChange={(event) => update({ district_id: toId(event.target.value) })}
          >
            <option value="">{draft.city_id ? 'Tất cả quận/huyện' : 'Chọn tỉnh/thành phố trước'}</option>
            <ItemOptions items={districts} />
          </Select>
        </Field>
        <Field>
          <label htmlFor={ids.sector}>Lĩnh vực</label>
          <Select
            id={ids.sector}
            value={draft.subcategory_id ?? ''}
            onChange={(event) => setSector(toId(event.target.value))}
          >
            <option value="">Tất cả lĩnh vực</option>
            <ItemOptions items={sectors} />
          </Select>
        </Field>
        <Group>
          <legend>
            Ngành nghề
            {selectedTypes.length > 0 && <Hint>(đã chọn {selectedTypes.length})</Hint>}
          </legend>
          {searchable && (
            <>
              <label htmlFor={ids.typeSearch} className="visually-hidden">
                Tìm ngành nghề
              </label>
              <OptionSearch
                id={ids.typeSearch}
                type="search"
                placeholder="Tìm ngành nghề"
                autoComplete="off"
                value={typeQuery}
                onChange={(event) => setTypeQuery(event.target.value)}
              />
            </>
          )}
          <Choices data-scroll={searchable}>
            {shownJobTypes.map((type) => (
              <li key={type.id}>
                <Choice>
                  <input
                    type="checkbox"
                    checked={selectedTypes.includes(type.id)}
                    onChange={(event) => toggleType(type.id, event.target.checked)}
                  />
                  {type.name}
                </Choice>
              </li>
            ))}
          </Choices>
          {shownJobTypes.length === 0 && (
            <Empty role="status">{typeQuery ? 'Không tìm thấy ngành nghề phù hợp' : 'Chưa có ngành nghề'}</Empty>
          )}
        </Group>
        <Group>
          <legend>Mức lương</legend>
          <Choices>
            <li>
              <Choice>
                <input type="radio" name={ids.price} checked={!price} onChange={() => update({ price: undefined })} />
                Tất cả mức lương
              </Choice>
            </li>
            {customPrice && (
              <li>
                <Choice>
                  <input type="radio" name={ids.price} checked readOnly />
                  {salaryLabel(customPrice.min, customPrice.max)}
                </Choice>
              </li>
            )}
            {ranges.map((range) => (
              <li key={range.id}>
                <Choice>
                  <input
                    type="radio"
                    name={ids.price}
                    checked={price?.min === range.min && price?.max === range.max}
                    onChange={() => update({ price: { min: range.min, max: range.max } })}
                  />
                  {range.name}
                </Choice>
              </li>
            ))}
          </Choices>
        </Group>
      </Fields>
    </Modal>
  )
}
