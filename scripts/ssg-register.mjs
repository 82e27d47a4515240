// node --import ./scripts/ssg-register.mjs …vite-react-ssg build: swaps vite-react-ssg's jsdom for
// scripts/ssg-fast-dom.mjs (see there why). Nothing else resolves differently.
import { register } from 'node:module'

register(
  `data:text/javascript,${encodeURIComponent(`
    const shim = ${JSON.stringify(new URL('./ssg-fast-dom.mjs', import.meta.url).href)}
    export async function resolve(specifier, context, next) {
      if (specifier === 'jsdom' && context.parentURL && context.parentURL.includes('/vite-react-ssg/dist/shared/')) {
        return { url: shim, shortCircuit: true }
      }
      return next(specifier, context)
    }
  `)}`,
)
