// A record page that cannot show its record (another organisation's, gone, or refused by the API):
// a panel with a heading, the reason and a way back, instead of a bare line at the page's edge.
import { GhostLink, Panel, PanelHead } from './panel'

interface RecordRefusedProps {
  /** What could not be opened, e.g. "Không mở được hóa đơn". */
  title: string
  /** Why, in the API's words when it gave them. */
  message: string
  back: { to: string; label: string }
}

export function RecordRefused({ title, message, back }: RecordRefusedProps) {
  return (
    <Panel aria-labelledby="record-refused-title" data-record-refused="">
      <PanelHead>
        <h1 id="record-refused-title">{title}</h1>
        <p role="alert">{message}</p>
      </PanelHead>
      <div>
        <GhostLink to={back.to}>{back.label}</GhostLink>
      </div>
    </Panel>
  )
}
