// The options under a search input (SPEC 2.3), rendered as a WAI-ARIA listbox. Focus stays in the
// input; the highlighted option is announced through aria-activedescendant.
import { styled } from '@linaria/react'
import { color, radius } from '../../../ui/theme'
import { SearchIcon, TrendIcon } from './icons'
import { keepFocus, type useCombobox } from '../../../ui/combobox'
import type { SearchListMode, SearchOption } from './use-search-combobox'

const Heading = styled.div`
  padding: 12px 16px 4px;
  font-size: 14px;
  font-weight: 700;
  color: ${color.muted};
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0;
`
const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 8px 16px;
  color: ${color.text};
  cursor: pointer;
  border-radius: ${radius.sm};
  overflow-wrap: anywhere;
  svg {
    flex: none;
    color: ${color.muted};
  }
  &[aria-selected='true'] {
    background: ${color.brandSoft};
    color: ${color.brandDark};
    svg {
      color: ${color.brandDark};
    }
  }
`
const Keyword = styled.strong`
  font-weight: 700;
`

interface Props {
  listId: string
  mode: SearchListMode
  options: SearchOption[]
  /** An option's part of the combobox: id, state, highlight on hover, pick on click. */
  optionProps: ReturnType<typeof useCombobox<SearchOption>>['optionProps']
}

export function SuggestionList({ listId, mode, options, optionProps }: Props) {
  const headingId = `${listId}-heading`
  return (
    <>
      {mode === 'popular' && <Heading id={headingId}>Nhiều người cũng tìm</Heading>}
      <List
        id={listId}
        role="listbox"
        aria-labelledby={mode === 'popular' ? headingId : undefined}
        aria-label={mode === 'popular' ? undefined : 'Gợi ý từ khóa'}
        // pressing an option keeps focus (and the open list) in the input
        onMouseDown={keepFocus}
      >
        {options.map((option, index) => (
          <Item key={option.key} {...optionProps(index)}>
            {option.kind === 'popular' ? <TrendIcon /> : <SearchIcon size={16} />}
            {option.kind === 'keyword' ? (
              <span>
                <span>Tìm kiếm từ khóa</span> <Keyword>“{option.label}”</Keyword>
              </span>
            ) : (
              <span>{option.label}</span>
            )}
          </Item>
        ))}
      </List>
    </>
  )
}
