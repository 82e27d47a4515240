// The popup of a combobox (combobox.ts) under its input: a listbox of 44 px options, the highlighted
// one tinted. The wrapper around the input and the list is `position: relative` (ComboboxAnchor).
import { styled } from '@linaria/react'
import { color, radius, cardBox } from './theme'

export const ComboboxAnchor = styled.div`
  position: relative;
  min-width: 0;
`

export const ComboboxList = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 60;
  max-height: min(320px, 50vh);
  overflow-y: auto;
  margin: 0;
  padding: 4px;
  list-style: none;
  ${cardBox}
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.16);
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: ${radius.sm};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  li[data-add] {
    color: ${color.brandDark};
    font-weight: 600;
  }
  li[aria-selected='true'] {
    background: ${color.brandSoft};
    color: ${color.brandDark};
  }
`
