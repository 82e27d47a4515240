// The styles a button that reads as a link starts from (TextButton, the avatar upload's and the
// partner directory's buttons). A string Linaria puts in at build time: in a module of its own so
// that nothing of it is left in a page's JavaScript.
import { color } from './theme'

/** A button that reads as a link: no box, the brand colour, the page's font (in-page actions such as "Đổi số điện thoại"). */
export const textButtonBase = `
  padding: 0;
  border: 0;
  background: none;
  color: ${color.brand};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`
