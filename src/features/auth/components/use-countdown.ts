import { useEffect, useState } from 'react'

/** Seconds left before an action may be repeated (the OTP's resend_after); restart(n) starts again. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(seconds)
  useEffect(() => {
    if (remaining <= 0) return
    const timer = setTimeout(() => setRemaining((r) => Math.max(0, r - 1)), 1000)
    return () => clearTimeout(timer)
  }, [remaining])
  return { remaining, restart: setRemaining }
}
