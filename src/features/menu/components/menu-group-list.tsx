// Menu groups from the API rendered with their behaviours (menu-behaviour.ts). Used by the header
// dropdown, the mobile drawer and the employer sidebar; what is app-specific (signing out, the
// inbox flag, badges) comes in as props because features do not import each other.
import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { STAFF_CONSOLE_PATH } from '../../../domain/site-paths'
import { color } from '../../../ui/theme'
import { resolveMenuItem, type MenuAction, type MenuContext } from '../menu-behaviour'
import type { MenuGroup, MenuItem } from '../types'

export interface MenuGroupListProps {
  groups: readonly MenuGroup[]
  context: MenuContext
  onSignOut: () => void
  onClearNewInbox: () => void
  /** Called after an entry is used (closes a dropdown or drawer). */
  onDone?: () => void
  /** Shown after an entry's name, e.g. a badge. */
  renderExtra?: (item: MenuItem) => ReactNode
  /** Shown at the top of a group, e.g. the wallet balances. */
  renderGroupIntro?: (group: MenuGroup) => ReactNode
  /** Headings replacing the API's group names, by group code. */
  titles?: Record<string, string>
  headingLevel?: 2 | 3 | 4
  /** Prefix of the headings' ids (unique per rendered list). */
  idPrefix: string
}

const Section = styled.section`
  & + & {
    border-top: 1px solid ${color.line};
  }
`

const Heading = styled.h3`
  margin: 0;
  padding: 12px 16px 4px;
  font-size: 13px;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.3px;
  color: ${color.muted};
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 8px;
`

/** A full-width row of a menu: the entries, and the sign-out row below them. */
const rowBase = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 8px 16px;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline-offset: -3px;
  }
`

const rowStyle = `
  ${rowBase}
  gap: 12px;
  color: ${color.text};
  text-decoration: none;
  &:hover {
    background: ${color.bg};
    color: ${color.brandDark};
  }
  img {
    flex: none;
    width: 20px;
    height: 20px;
  }
  .menu-name {
    flex: 1;
    min-width: 0;
  }
`
const RowLink = styled(Link)`
  ${rowStyle}
`
const RowAnchor = styled.a`
  ${rowStyle}
`
const RowButton = styled.button`
  ${rowStyle}
`

const SignOutButton = styled.button`
  ${rowBase}
  border-top: 1px solid ${color.line};
  color: ${color.red};
  font-weight: 600;
`

/** The moderation console, under the groups for platform staff only (the API decides who it answers). */
export function StaffConsoleRow({ onClick }: { onClick?: () => void }) {
  return (
    <RowLink to={STAFF_CONSOLE_PATH} onClick={onClick}>
      <span className="menu-name">Kiểm duyệt</span>
    </RowLink>
  )
}

/** "Đăng xuất" under the groups, for menus whose groups do not offer it already. */
export function SignOutRow({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <SignOutButton type="button" className={className} onClick={onClick}>
      Đăng xuất
    </SignOutButton>
  )
}

function Label({ item, extra, newTab }: { item: MenuItem; extra?: ReactNode; newTab?: boolean }) {
  return (
    <>
      {item.icon_url && <img src={item.icon_url} alt="" width={20} height={20} loading="lazy" />}
      <span className="menu-name">
        {item.name}
        {newTab && <span className="visually-hidden"> (mở trong thẻ mới)</span>}
      </span>
      {extra}
    </>
  )
}

function Entry({ item, action, props }: { item: MenuItem; action: MenuAction; props: MenuGroupListProps }) {
  const extra = props.renderExtra?.(item)
  if (action.kind === 'sign_out') {
    return (
      <RowButton
        type="button"
        data-menu-code={item.code}
        onClick={() => {
          props.onDone?.()
          props.onSignOut()
        }}
      >
        <Label item={item} extra={extra} />
      </RowButton>
    )
  }
  const onClick = () => {
    if (action.clearsNewInbox) props.onClearNewInbox()
    props.onDone?.()
  }
  if (action.external || action.newTab) {
    return (
      <RowAnchor
        href={action.href}
        data-menu-code={item.code}
        onClick={onClick}
        {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <Label item={item} extra={extra} newTab={action.newTab} />
      </RowAnchor>
    )
  }
  return (
    <RowLink to={action.href} data-menu-code={item.code} onClick={onClick}>
      <Label item={item} extra={extra} />
    </RowLink>
  )
}

const HEADING_TAGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const

/** Visible entries of one group with their actions. */
export function visibleEntries(group: MenuGroup, context: MenuContext) {
  return group.items.flatMap((item) => {
    const action = resolveMenuItem(item, context)
    return action ? [{ item, action }] : []
  })
}

export function MenuGroupList(props: MenuGroupListProps) {
  const { groups, context, titles, headingLevel = 3, idPrefix } = props
  return (
    <>
      {groups.map((group) => {
        const entries = visibleEntries(group, context)
        const intro = props.renderGroupIntro?.(group)
        if (entries.length === 0 && !intro) return null
        const headingId = `${idPrefix}-${group.code}`
        return (
          <Section key={group.code} aria-labelledby={headingId} data-menu-group={group.code}>
            <Heading as={HEADING_TAGS[headingLevel]} id={headingId}>
              {titles?.[group.code] ?? group.name}
            </Heading>
            {intro}
            {entries.length > 0 && (
              <List>
                {entries.map(({ item, action }) => (
                  <li key={item.id}>
                    <Entry item={item} action={action} props={props} />
                  </li>
                ))}
              </List>
            )}
          </Section>
        )
      })}
    </>
  )
}
