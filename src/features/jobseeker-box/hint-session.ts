// SPEC 4.2: the mobile listing's auto-apply hint, once hidden, stays hidden for the browser session.
export const HINT_HIDDEN_KEY = 'auto_apply_hint_hidden'

/** Whether the person hid the hint in this session (storage that cannot be read counts as not). */
export function isHintHidden(): boolean {
  try {
    return window.sessionStorage.getItem(HINT_HIDDEN_KEY) === '1'
  } catch {
    return false
  }
}

export function rememberHintHidden(): void {
  try {
    window.sessionStorage.setItem(HINT_HIDDEN_KEY, '1')
  } catch {
    // private mode without storage: the hint simply shows again on the next page
  }
}
