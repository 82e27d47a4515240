// The frame of the employer's candidate pages (applications, pipeline, search, saved): the title
// block with the tabs between them, and one panel for the page's content.
import type { ReactNode } from 'react'
import { CandidatesNav } from '../../../features/applicants/components/candidates-nav'
import { PageStack, Panel } from '../../../ui/panel'
import { WalletPageHead } from '../wallet/wallet-page-head'

export function CandidatesShell({ title, intro, label, children }: { title: string; intro: string; label: string; children: ReactNode }) {
  return (
    <PageStack>
      <WalletPageHead title={title} intro={intro}>
        <CandidatesNav />
      </WalletPageHead>
      <Panel aria-label={label}>{children}</Panel>
    </PageStack>
  )
}
