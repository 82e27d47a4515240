// The mobile listing's auto-apply hint (SPEC 4.2): a bubble under the switch with a close button.
import { styled } from '@linaria/react'
import { CloseIcon, roundIconStyle } from '../../../ui/icon-button'
import { color, radius } from '../../../ui/theme'
import { HINT_TEXT as T } from '../hint-text'

const Bubble = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: 4px;
  margin-top: 12px;
  padding: 10px 4px 10px 12px;
  border-radius: ${radius.md};
  background: ${color.brandDark};
  color: ${color.white};
  font-size: 15px;
  line-height: 1.45;
  box-shadow: 0 6px 18px rgba(16, 24, 32, 0.18);
  /* the arrow points up at the switch */
  &::before {
    content: '';
    position: absolute;
    top: -7px;
    right: 22px;
    border: 7px solid transparent;
    border-top: 0;
    border-bottom-color: ${color.brandDark};
  }
  p {
    flex: 1;
    margin: 0;
  }
  button {
    ${roundIconStyle}
    margin: -8px 0;
    color: ${color.white};
  }
  button:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  svg {
    width: 20px;
    height: 20px;
  }
`

export function HintBubble({ onHide }: { onHide: () => void }) {
  return (
    <Bubble role="status" data-auto-apply-hint="">
      <p>{T.hint}</p>
      <button type="button" aria-label={T.hideHint} onClick={onHide}>
        <CloseIcon />
      </button>
    </Bubble>
  )
}
