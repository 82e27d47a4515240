import { useLocation } from 'react-router-dom'
import { useHydrated } from '../../../lib/use-hydrated'
import { returnUrlFrom } from '../return-url'

/**
 * The account page's returnUrl. The pages are prerendered without a query, so the first render
 * (hydration) uses "/" like the HTML did and the real value follows right after.
 */
export function useReturnUrl(): string {
  const hydrated = useHydrated()
  const location = useLocation()
  return hydrated ? returnUrlFrom(location.search) : '/'
}
