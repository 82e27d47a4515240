// The frame of the employer's candidate pages (applications, pipeline, search, saved): the title
// block with the tabs between them, and one panel for the page's content.
import type { ReactNode } from 'react'
import { HiringNav } from './hiring-nav'
import { PageStack, Panel } from '../../../ui/panel'
import { WalletPageHead } from '../wallet/wallet-page-head'

export function HiringShell({ title, intro, label, children }: { title: string; intro: string; label: string; children: ReactNode }) {
  return (
    <PageStack>
      <WalletPageHead title={title} intro={intro}>
        <HiringNav />
      </WalletPageHead>
      <Panel aria-label={label}>{children}</Panel>
    </PageStack>
  )
}
