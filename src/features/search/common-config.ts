// The search UI reads the shell-wide configuration lists and viewport flag (SPEC 3 common state).
import { useSnapshot } from 'valtio'
import { commonState, ensureCommonData } from '../../lib/common-data'

export { commonState }

export function useCommonConfig() {
  const snap = useSnapshot(commonState)
  return { commonData: snap.commonData, isMobile: snap.isMobile }
}

/** Loads whichever configuration list is still empty (SPEC 4.2: once, on demand). */
export const loadFilterConfig = () =>
  Promise.all([ensureCommonData('cities'), ensureCommonData('categories'), ensureCommonData('jobConfig')])
