// The signed-in half of /employer, in its own chunk: loaded only once the visitor is signed in, so
// the prerendered public page ships none of it. Counts come from the manager's statistic (the same
// SWR key as /dashboard/manage-listing). Balances: the account the employer layout loads at sign-in
// (the sidebar shows it too), fetched here only when it is not there yet, and again on focus
// (a deposit made in another tab). New applications (the menu badge's count) and the next scheduled
// push-ups beside them, and a new employer's next steps (the company first) in place of zero tiles.
import useSWR from 'swr'
import { useSnapshot } from 'valtio'
import { getAccount } from '../../../features/auth/api/get-account'
import { userState } from '../../../features/auth/state'
import { useApplicantsUnread } from '../../../features/received-applications/api/unread'
import { useListingStatistic } from '../../../features/employer-jobs/api/get-listing-statistic'
import { useUpcomingPushUps } from '../../../features/employer-jobs/api/get-upcoming-push-ups'
import { EmployerOverview } from '../../../features/employer-home/components/employer-overview'
import { useOnboarding } from '../../../features/employer-home/api/get-onboarding'
import { displayName } from '../../../ui/user-avatar'
import { errorMessage, unwrap } from '../../../lib/http'

export default function EmployerDashboard() {
  const user = useSnapshot(userState)
  const statistic = useListingStatistic('')
  const wallet = useSWR('identity/account', () => unwrap(getAccount()), { revalidateOnMount: !user.account })
  const account = wallet.data ?? user.account
  const newApplications = useApplicantsUnread(true)
  const upcoming = useUpcomingPushUps()
  const onboarding = useOnboarding()
  return (
    <EmployerOverview
      name={displayName(user.self ?? user.user)}
      statistic={statistic.data ?? null}
      statisticError={statistic.error && !statistic.data ? errorMessage(statistic.error) : null}
      onRetry={() => void statistic.mutate()}
      account={account}
      accountError={wallet.error && !account ? errorMessage(wallet.error) : null}
      newApplications={newApplications}
      upcoming={upcoming.data ?? null}
      onboarding={onboarding.data ?? null}
    />
  )
}
