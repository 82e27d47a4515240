// Favourites state (SPEC 3 favoriteClassifieds / favoriteCandidates, SPEC 6, 4.2, 8). It lives in
// this feature because features do not import each other; the auth feature's fields of the same
// name stay as SPEC 3 lists them but are not used for favourites.
//
// - mode 'unknown' until the sign-in bootstrap decides; 'guest' keeps job favourites in
//   localStorage; 'account' keeps them on the server (the guest's ones merged in at sign-in).
// - Candidate favourites are always local.
// - State changes only after the action succeeded (SPEC 4.2); actions answer the message to show:
//   the server's own on success and on failure (SPEC 8), fixed texts for local actions.
import { proxy } from 'valtio'
import { isBrowser } from '../../lib/env'
import { addFavorite } from './api/add-favorite'
import { getFavoriteIds } from './api/get-favorite-ids'
import { mergeFavorites } from './api/merge-favorites'
import { removeFavorite } from './api/remove-favorite'
import { LOCAL_FAVORITES_MAX, candidateFavorites, classifiedFavorites, type LocalFavoriteStore } from './local-store'

export type FavoritesMode = 'unknown' | 'guest' | 'account'

export interface FavoritesState {
  mode: FavoritesMode
  /** Saved job ids, newest first (local for guests, the server's when signed in). */
  favoriteClassifieds: number[]
  /** Saved candidate ids, newest first (always local). */
  favoriteCandidates: number[]
  /** Signed in: the account's ids are being loaded (or merged). */
  loading: boolean
  /** Job ids with a request in flight (their toggle ignores clicks meanwhile). */
  pending: number[]
}

export const initialFavoritesState = (): FavoritesState => ({
  mode: 'unknown',
  favoriteClassifieds: [],
  favoriteCandidates: [],
  loading: false,
  pending: [],
})

export const favoritesState = proxy<FavoritesState>(initialFavoritesState())

export const FAVORITE_MSG = {
  // SPEC 8: the server sends the classified messages; candidate ones are local
  candidateAdded: 'Lưu ứng viên yêu thích thành công',
  candidateRemoved: 'Xóa ứng viên yêu thích thành công',
  // guests (SPEC 8: "fixed texts, wording not shown")
  guestAdded: 'Đã lưu tin trên thiết bị này. Đăng nhập để giữ tin đã lưu trên mọi thiết bị.',
  guestRemoved: 'Đã bỏ lưu tin.',
  guestFull: `Bạn đã lưu tối đa ${LOCAL_FAVORITES_MAX} tin trên thiết bị này. Hãy đăng nhập để lưu thêm.`,
  candidateFull: `Bạn đã lưu tối đa ${LOCAL_FAVORITES_MAX} ứng viên. Hãy bỏ lưu bớt ứng viên cũ.`,
  storageUnavailable: 'Trình duyệt đang chặn lưu trữ nên chưa lưu được. Hãy đăng nhập để lưu tin vào tài khoản.',
  notReady: 'Đang tải danh sách tin đã lưu, vui lòng thử lại sau giây lát.',
} as const

export interface FavoriteActionResult {
  success: boolean
  /** What to show the person (toast.success or toast.error). */
  message: string
  /** The click was ignored (a request in flight, state not known yet): show nothing. */
  ignored?: boolean
}

const ignored = (message = ''): FavoriteActionResult => ({ success: false, message, ignored: true })

// ---------------------------------------------------------------------------------------------
// Local (guest) mode

let watchingStorage = false
/** Another tab changed the local lists: follow it. */
function watchStorage() {
  if (watchingStorage || !isBrowser) return
  watchingStorage = true
  window.addEventListener('storage', (event) => {
    if (event.key === candidateFavorites.key) favoritesState.favoriteCandidates = candidateFavorites.read()
    if (event.key === classifiedFavorites.key && favoritesState.mode === 'guest') {
      favoritesState.favoriteClassifieds = classifiedFavorites.read()
    }
  })
}

/** SPEC 4.1 step 4: an anonymous visitor's favourites are the ones kept in this browser. */
export function startGuestFavorites(): void {
  Object.assign(favoritesState, {
    mode: 'guest',
    loading: false,
    pending: [],
    favoriteClassifieds: classifiedFavorites.read(),
    favoriteCandidates: candidateFavorites.read(),
  })
  watchStorage()
}

/**
 * SPEC 4.1 step 3 (signed in): the guest's job favourites join the account (idempotent; they
 * leave this browser once the server has them), then the account's ids drive the toggles.
 * Answers the merge's message when something was moved, for a toast.
 */
export async function startAccountFavorites(): Promise<FavoriteActionResult | null> {
  Object.assign(favoritesState, {
    mode: 'account',
    loading: true,
    pending: [],
    favoriteCandidates: candidateFavorites.read(),
  })
  watchStorage()
  const local = classifiedFavorites.read()
  try {
    if (local.length) {
      const merged = await mergeFavorites(local)
      if (!merged.success) {
        // kept locally and tried again at the next page load; the toggles show what the account has
        const ids = await getFavoriteIds()
        if (ids.success && favoritesState.mode === 'account') favoritesState.favoriteClassifieds = ids.data.ids
        return { success: false, message: merged.error.message }
      }
      classifiedFavorites.clear()
      if (favoritesState.mode === 'account') favoritesState.favoriteClassifieds = merged.data.ids
      return merged.data.added > 0 || merged.data.limited ? { success: !merged.data.limited, message: merged.data.message } : null
    }
    const ids = await getFavoriteIds()
    if (ids.success && favoritesState.mode === 'account') favoritesState.favoriteClassifieds = ids.data.ids
    return null
  } finally {
    favoritesState.loading = false
  }
}

/** Sign-out: back to this browser's (now empty or new) guest list. */
export function resetFavorites(): void {
  Object.assign(favoritesState, initialFavoritesState())
}

// ---------------------------------------------------------------------------------------------
// Toggles

export const isFavoriteClassified = (id: number) => favoritesState.favoriteClassifieds.includes(id)

function toggleLocal(
  store: LocalFavoriteStore,
  id: number,
  messages: { added: string; removed: string; full: string },
): { result: FavoriteActionResult; ids: number[] } {
  const saved = store.has(id)
  const outcome = saved ? store.remove(id) : store.add(id)
  const ids = store.read()
  if (outcome === 'full') return { result: { success: false, message: messages.full }, ids }
  if (outcome === 'unavailable') return { result: { success: false, message: FAVORITE_MSG.storageUnavailable }, ids }
  return { result: { success: true, message: saved ? messages.removed : messages.added }, ids }
}

/** The job-card / job-page toggle: server when signed in, this browser for guests. */
export async function toggleClassifiedFavorite(id: number): Promise<FavoriteActionResult> {
  const state = favoritesState
  if (state.mode === 'unknown' || state.loading) return ignored(FAVORITE_MSG.notReady)
  if (state.pending.includes(id)) return ignored()
  if (state.mode === 'guest') {
    const { result, ids } = toggleLocal(classifiedFavorites, id, {
      added: FAVORITE_MSG.guestAdded,
      removed: FAVORITE_MSG.guestRemoved,
      full: FAVORITE_MSG.guestFull,
    })
    state.favoriteClassifieds = ids
    return result
  }
  const saved = state.favoriteClassifieds.includes(id)
  state.pending = [...state.pending, id]
  try {
    const response = saved ? await removeFavorite(id) : await addFavorite(id)
    // signed out meanwhile: nothing of the old session comes back
    if (favoritesState.mode !== 'account') return ignored()
    if (response.success) {
      const others = favoritesState.favoriteClassifieds.filter((other) => other !== id)
      favoritesState.favoriteClassifieds = saved ? others : [id, ...others]
      return { success: true, message: response.data.message }
    }
    // the server no longer has it (removed in another tab): the toggle follows the server
    if (saved && response.error.code === 'favorite_not_found') {
      favoritesState.favoriteClassifieds = favoritesState.favoriteClassifieds.filter((other) => other !== id)
    }
    return { success: false, message: response.error.message }
  } finally {
    favoritesState.pending = favoritesState.pending.filter((other) => other !== id)
  }
}

/** Candidate favourites (the recruiter's screens use them): always in this browser. */
export function toggleCandidateFavorite(id: number): FavoriteActionResult {
  const { result, ids } = toggleLocal(candidateFavorites, id, {
    added: FAVORITE_MSG.candidateAdded,
    removed: FAVORITE_MSG.candidateRemoved,
    full: FAVORITE_MSG.candidateFull,
  })
  favoritesState.favoriteCandidates = ids
  return result
}

export const isFavoriteCandidate = (id: number) => favoritesState.favoriteCandidates.includes(id)
