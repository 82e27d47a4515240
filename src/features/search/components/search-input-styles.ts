// The search input's look, shared by the desktop box and the mobile popup.
import { color } from '../../../ui/theme'

export const searchInputStyles = `
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    border: 0;
    background: transparent;
    font: inherit;
    color: ${color.text};
    outline: none;
  }
  input::placeholder {
    color: ${color.muted};
    opacity: 1;
  }
`
