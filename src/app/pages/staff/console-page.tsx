// /kiem-duyet: the staff moderation console (docs/decisions/0021-verification-and-staff.md). Never
// prerendered and its code loads only here; the API answers staff only, so anyone else reads a
// sentence saying so. Tabs: the five queues with their counts, the moderation rules, the agents' register keys, the audit log.
import { styled } from '@linaria/react'
import { useState } from 'react'
import { Head } from 'vite-react-ssg'
import { useSnapshot } from 'valtio'
import { STAFF_QUEUES, type StaffQueue } from '../../../domain/staff'
import { userState } from '../../../features/auth/state'
import { useOverview } from '../../../features/staff/api/console'
import { AuditLogPanel } from '../../../features/staff/components/audit-log-panel'
import { QueuePanel } from '../../../features/staff/components/queue-panel'
import { ChatReportItem, JobItem, OrganizationItem, ProfileItem, ReportItem } from '../../../features/staff/components/queue-items'
import { RegisterKeysPanel } from '../../../features/staff/components/register-keys-panel'
import { RulesPanel } from '../../../features/staff/components/rules-panel'
import { Container } from '../../../ui/container'
import { PageStack, Panel } from '../../../ui/panel'
import { Tab, TabList, TabPanel, useTabs } from '../../../ui/tabs'
import { color } from '../../../ui/theme'

const TEXT = {
  title: 'Kiểm duyệt',
  intro: 'Tin, hồ sơ và doanh nghiệp chờ nhân viên quyết định. Mỗi quyết định kèm lý do được gửi vào hộp thư của người nhận và ghi vào nhật ký.',
  notStaff: 'Trang này chỉ dành cho nhân viên kiểm duyệt của trang.',
  rules: 'Quy tắc',
  keys: 'Mã đại lý',
  log: 'Nhật ký',
  empty: {
    jobs: 'Không có tin nào chờ duyệt.',
    profiles: 'Không có hồ sơ nào chờ duyệt.',
    organizations: 'Không có doanh nghiệp nào chờ xác thực.',
    reports: 'Không có báo cáo nào chờ xử lý.',
    chats: 'Không có cuộc trò chuyện nào bị báo cáo.',
  } satisfies Record<StaffQueue, string>,
} as const

type TabKey = StaffQueue | 'rules' | 'keys' | 'log'
const KEYS: readonly TabKey[] = [...STAFF_QUEUES.map((q) => q.key), 'rules', 'keys', 'log']

const Tabs = styled(TabList)`
  overflow-x: auto;
  > button {
    flex: 0 0 auto;
  }
`

const Count = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${color.red};
  color: #fff;
  font-size: 12px;
  line-height: 20px;
  text-align: center;
`

const Header = styled.header`
  h1 {
    margin: 0 0 4px;
    font-size: 24px;
  }
  p {
    margin: 0;
    color: ${color.muted};
  }
`

const Body = styled(TabPanel)`
  display: grid;
  gap: 12px;
  padding-top: 16px;
`

function QueueOf({ queue }: { queue: StaffQueue }) {
  const empty = TEXT.empty[queue]
  if (queue === 'jobs') return <QueuePanel queue={queue} empty={empty} itemLabel={(job) => `Chọn tin ${job.title}`} renderItem={(job) => <JobItem job={job} />} />
  if (queue === 'profiles')
    return <QueuePanel queue={queue} empty={empty} itemLabel={(p) => `Chọn hồ sơ ${p.full_name}`} renderItem={(p) => <ProfileItem profile={p} />} />
  if (queue === 'organizations')
    return <QueuePanel queue={queue} empty={empty} itemLabel={(a) => `Chọn doanh nghiệp ${a.organization}`} renderItem={(a) => <OrganizationItem audit={a} />} />
  if (queue === 'chats')
    return (
      <QueuePanel
        queue={queue}
        empty={empty}
        defaultOrder="newest"
        itemLabel={(r) => `Chọn báo cáo trò chuyện giữa ${r.reporter} và ${r.reported}`}
        renderItem={(r) => <ChatReportItem report={r} />}
      />
    )
  return <QueuePanel queue={queue} empty={empty} defaultOrder="newest" itemLabel={(r) => `Chọn báo cáo về tin ${r.job_title}`} renderItem={(r) => <ReportItem report={r} />} />
}

export function Component() {
  const user = useSnapshot(userState).user
  const [tab, setTab] = useState<TabKey>('jobs')
  const { tabListProps, tabProps, panelProps } = useTabs({ keys: KEYS, selected: tab, onSelect: setTab, sharedPanel: true })
  const staff = Boolean(user?.staff_role)
  const overview = useOverview(staff)

  return (
    <Container>
      <Head>
        <title>{`${TEXT.title} | Việc Làm Tốt`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <PageStack>
        <Header>
          <h1>{TEXT.title}</h1>
          <p>{staff ? TEXT.intro : TEXT.notStaff}</p>
        </Header>
        {staff && (
          <Panel>
            <Tabs {...tabListProps} aria-label={TEXT.title}>
              {STAFF_QUEUES.map((queue) => (
                <Tab key={queue.key} {...tabProps(queue.key)}>
                  {queue.label}
                  {overview.data && overview.data[queue.key] > 0 && <Count aria-label={`${overview.data[queue.key]} mục`}>{overview.data[queue.key]}</Count>}
                </Tab>
              ))}
              <Tab {...tabProps('rules')}>{TEXT.rules}</Tab>
              <Tab {...tabProps('keys')}>{TEXT.keys}</Tab>
              <Tab {...tabProps('log')}>{TEXT.log}</Tab>
            </Tabs>
            <Body {...panelProps(tab)}>
              {tab === 'rules' ? <RulesPanel /> : tab === 'keys' ? <RegisterKeysPanel /> : tab === 'log' ? <AuditLogPanel /> : <QueueOf key={tab} queue={tab} />}
            </Body>
          </Panel>
        )}
      </PageStack>
    </Container>
  )
}
