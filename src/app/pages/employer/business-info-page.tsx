// /dashboard/thong-tin-doanh-nghiep (auth required, employer layout): the organisation's business
// information and its members (docs/decisions/0018-business-info.md). Invitations addressed to the
// account come first; an account that acts for no organisation enters its company here, before any
// post, which makes the organisation (issue 39 item 11);
// one that acts for several picks the organisation. "Hoạt động gần đây" closes the page: who did
// what for the organisation (docs/decisions/0024-organisation-activity.md).
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { userState } from '../../../features/auth/state'
import { ActivitySection } from '../../../features/organizations/components/activity-section'
import { Link } from 'react-router-dom'
import { BLANK_BUSINESS_INFO, BusinessInfoForm } from '../../../features/organizations/components/business-info-form'
import { LicenceDocuments } from '../../../features/organizations/components/licence-documents'
import { MembersPanel, MyInvitations } from '../../../features/organizations/components/members-panel'
import { OrgEmailSection } from '../../../features/organizations/components/org-email-section'
import { useBusinessInfo, useMyInvitations, useMyOrganizations } from '../../../features/organizations/api/business-info'
import { routes } from '../../../lib/paths'
import { PickerGrid } from '../../../ui/filter-grid'
import { PageStack, Panel } from '../../../ui/panel'
import { WalletPageHead } from '../wallet/wallet-page-head'
import { Skeleton } from '../../../ui/skeleton'

const TEXT = {
  title: 'Thông tin doanh nghiệp',
  intro: 'Ứng viên xem thông tin này để biết ai đang tuyển dụng. Doanh nghiệp đã xác thực được gắn huy hiệu "Đối tác" trên mọi tin đăng.',
  loading: 'Đang tải thông tin doanh nghiệp...',
  failed: 'Không tải được thông tin doanh nghiệp. Vui lòng thử lại.',
  createTitle: 'Bắt đầu với doanh nghiệp của bạn',
  none: 'Tài khoản của bạn chưa thuộc doanh nghiệp nào. Nhập thông tin doanh nghiệp trước: tin bạn đăng sẽ mang tên doanh nghiệp này, và bạn gửi được giấy tờ xác thực ngay sau khi lưu.',
  postFirst: 'Muốn đăng tin trước?',
  post: 'Đăng tin tuyển dụng',
  pick: 'Doanh nghiệp',
} as const

export function Component() {
  const user = useSnapshot(userState).user
  const organizations = useMyOrganizations()
  const [picked, setPicked] = useState<number | null>(null)
  const list = organizations.data?.items ?? []
  const current = list.find((o) => o.id === picked) ?? list[0] ?? null
  const info = useBusinessInfo(current?.id ?? null)
  // an account in no organisation enters its company first (or posts first: the post makes one)
  const none = organizations.data && !list.length

  return (
    <PageStack>
      <WalletPageHead title={TEXT.title} intro={TEXT.intro}>
        {list.length > 1 && (
          <PickerGrid aria-label="Chọn doanh nghiệp" onSubmit={(event) => event.preventDefault()}>
            <div>
              <label htmlFor="business-organization">{TEXT.pick}</label>
              <select id="business-organization" value={current?.id} onChange={(event) => setPicked(Number(event.target.value))}>
                {list.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name} ({o.role_name})
                  </option>
                ))}
              </select>
            </div>
          </PickerGrid>
        )}
      </WalletPageHead>
      <MyInvitationsPanel />
      <Panel aria-label={TEXT.title}>
        {none ? (
          <>
            <h2>{TEXT.createTitle}</h2>
            <p>{TEXT.none}</p>
            <BusinessInfoForm info={BLANK_BUSINESS_INFO} roleName="" create />
            <p>
              {TEXT.postFirst} <Link to={routes.postJob}>{TEXT.post}</Link>
            </p>
          </>
        ) : info.data && current ? (
          <BusinessInfoForm key={current.id} info={info.data} roleName={current.role_name} />
        ) : organizations.error || info.error ? (
          <p role="alert">{TEXT.failed}</p>
        ) : (
          <Skeleton label={TEXT.loading} shape="form" rows={6} />
        )}
      </Panel>
      {current && info.data && <OrgEmailSection key={current.id} organizationId={current.id} roleName={current.role_name} />}
      {current && info.data && <LicenceDocuments key={current.id} organizationId={current.id} isOwner={info.data.can_edit} roleName={current.role_name} />}
      {current && info.data && (
        <Panel>
          <MembersPanel key={current.id} organizationId={current.id} canEdit={info.data.can_edit} selfId={user?.id ?? null} />
        </Panel>
      )}
      {current && info.data && <ActivitySection key={current.id} organizationId={current.id} />}
    </PageStack>
  )
}

/** The account's invitations in a panel of their own, shown only when there are some. */
function MyInvitationsPanel() {
  const invitations = useMyInvitations()
  if (!invitations.data?.items.length) return null
  return (
    <Panel>
      <MyInvitations />
    </Panel>
  )
}
