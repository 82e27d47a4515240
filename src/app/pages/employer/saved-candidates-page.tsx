// /dashboard/ung-vien-da-luu (auth required, employer layout): the candidates saved in this browser.
import { useSnapshot } from 'valtio'
import { SavedCandidates } from '../../../features/candidates/components/saved-candidates'
import { CandidateFavoriteButton } from '../../../features/favorites/components/favorite-button'
import { favoritesState } from '../../../features/favorites/state'
import { useHydrated } from '../../../lib/use-hydrated'
import { HiringShell } from './hiring-shell'

export function Component() {
  const hydrated = useHydrated()
  const favorites = useSnapshot(favoritesState)
  return (
    <HiringShell
      title="Ứng viên đã lưu"
      intro="Những ứng viên bạn bấm lưu khi tìm ứng viên. Danh sách được giữ trên trình duyệt này."
      label="Danh sách ứng viên đã lưu"
    >
      <SavedCandidates
        ids={hydrated && favorites.mode !== 'unknown' ? favorites.favoriteCandidates : null}
        renderAction={(id) => <CandidateFavoriteButton candidateId={id} />}
      />
    </HiringShell>
  )
}
