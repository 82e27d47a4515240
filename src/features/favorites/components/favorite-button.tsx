// The save toggle of a job or a candidate (SPEC 6, 8): a heart on cards, a labelled button on a
// detail page. A real toggle button (aria-pressed, name "Lưu tin" / "Bỏ lưu tin", "Lưu ứng viên" /
// "Bỏ lưu ứng viên"). It renders only after hydration and once the person's favourites are known;
// until then an empty box of the same size holds its place, so nothing shifts. Successes toast the message, failures the server's message as an error.
import { styled } from '@linaria/react'
import toast from 'react-hot-toast'
import { useSnapshot } from 'valtio'
import { useHydrated } from '../../../lib/use-hydrated'
import { color } from '../../../ui/theme'
import { PlainButton } from '../../../ui/button'
import { IconButton } from '../../../ui/icon-button'
import { favoritesState, toggleCandidateFavorite, toggleClassifiedFavorite, type FavoriteActionResult } from '../state'
import { LineIcon } from '../../../ui/line-icon'

export const FAVORITE_LABEL = { save: 'Lưu tin', unsave: 'Bỏ lưu tin' } as const

const HeartButton = styled(IconButton)`
  color: ${color.muted};
  &:hover {
    background: ${color.brandSoft};
    color: ${color.red};
  }
  &[aria-pressed='true'] {
    color: ${color.red};
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`
const IconPlaceholder = styled.span`
  display: block;
  width: 44px;
  height: 44px;
`
const LabelledButton = styled(PlainButton)`
  gap: 8px;
  width: 100%;
  padding: 0 16px;
  svg {
    color: ${color.muted};
  }
  &:hover {
    border-color: ${color.red};
  }
  &[aria-pressed='true'] {
    border-color: ${color.red};
    color: ${color.red};
    svg {
      color: ${color.red};
    }
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`
const LabelledPlaceholder = styled.span`
  display: block;
  min-height: 44px;
`

function Heart({ filled }: { filled: boolean }) {
  return (
    <LineIcon d="M12 20.5s-7.5-4.6-7.5-10.3A4.3 4.3 0 0112 7.6a4.3 4.3 0 017.5 2.6c0 5.7-7.5 10.3-7.5 10.3z" size={22} strokeWidth={1.8} fill={filled ? 'currentColor' : 'none'} />
  )
}

interface ToggleProps {
  saved: boolean
  busy: boolean
  label: string
  variant: 'icon' | 'labelled'
  onClick: () => void
}

function Toggle({ saved, busy, label, variant, onClick }: ToggleProps) {
  if (variant === 'labelled') {
    return (
      <LabelledButton type="button" aria-pressed={saved} aria-busy={busy || undefined} onClick={onClick}>
        <Heart filled={saved} />
        {label}
      </LabelledButton>
    )
  }
  return (
    <HeartButton type="button" aria-pressed={saved} aria-label={label} title={label} aria-busy={busy || undefined} onClick={onClick}>
      <Heart filled={saved} />
    </HeartButton>
  )
}

const Placeholder = ({ variant }: { variant: 'icon' | 'labelled' }) =>
  variant === 'icon' ? <IconPlaceholder aria-hidden="true" /> : <LabelledPlaceholder aria-hidden="true" />

const show = (result: FavoriteActionResult) => {
  if (result.ignored) return
  if (result.success) toast.success(result.message)
  else toast.error(result.message)
}

export function FavoriteButton({ jobId, variant = 'icon' }: { jobId: number; variant?: 'icon' | 'labelled' }) {
  const hydrated = useHydrated()
  const snap = useSnapshot(favoritesState)
  if (!hydrated || snap.mode === 'unknown' || snap.loading) return <Placeholder variant={variant} />
  const saved = snap.favoriteClassifieds.includes(jobId)
  return (
    <Toggle
      saved={saved}
      busy={snap.pending.includes(jobId)}
      label={saved ? FAVORITE_LABEL.unsave : FAVORITE_LABEL.save}
      variant={variant}
      onClick={async () => show(await toggleClassifiedFavorite(jobId))}
    />
  )
}

export const CANDIDATE_FAVORITE_LABEL = { save: 'Lưu ứng viên', unsave: 'Bỏ lưu ứng viên' } as const

/** A candidate's save toggle on the recruiter's screens (always kept in this browser, SPEC 6). */
export function CandidateFavoriteButton({ candidateId, variant = 'icon' }: { candidateId: number; variant?: 'icon' | 'labelled' }) {
  const hydrated = useHydrated()
  const snap = useSnapshot(favoritesState)
  if (!hydrated || snap.mode === 'unknown') return <Placeholder variant={variant} />
  const saved = snap.favoriteCandidates.includes(candidateId)
  return (
    <Toggle
      saved={saved}
      busy={false}
      label={saved ? CANDIDATE_FAVORITE_LABEL.unsave : CANDIDATE_FAVORITE_LABEL.save}
      variant={variant}
      onClick={() => show(toggleCandidateFavorite(candidateId))}
    />
  )
}
