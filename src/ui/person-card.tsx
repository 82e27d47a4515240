// A person in an employer's list (an applicant, a candidate, a card on the pipeline board): a white
// bordered card, the round photo, the name as a bold link, muted lines under it. Each list sets
// the columns and the photo's size with styled(PersonCard). A name link marked data-card-link makes
// the whole card its click target (issue 39 item 9: not a 24 px name on a phone); the card's own
// controls (a checkbox's label, buttons) stay above it.
import { styled } from '@linaria/react'
import { color, radius, wholeCardLink, lineBox } from './theme'

export const PersonCard = styled.li`
  position: relative;
  display: grid;
  gap: 4px 12px;
  padding: 12px;
  ${lineBox}
  img {
    border-radius: 50%;
    object-fit: cover;
    background: ${color.bg};
  }
  a {
    font-weight: 700;
    color: ${color.text};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${color.muted};
    overflow-wrap: anywhere;
  }
  ${wholeCardLink('a[data-card-link]', radius.sm)}
  label,
  button {
    position: relative;
    z-index: 1;
  }
`
