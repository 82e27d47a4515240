// `npm run dev`: the API (embedded database) on API_PORT and Vite's SSR dev server proxying to it.
import { spawn } from 'node:child_process'
import { childEnv } from '../server/env'
import { ensureCmsBundle } from './cms-bundle'

// the CMS at /admin/index.html needs its bundle in public/admin/ (scripts/cms-bundle.ts)
ensureCmsBundle()

const apiPort = '3001'
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: childEnv({ PORT: apiPort, SKIP_SITE_BUILD: '1', API_PORT: apiPort }),
  }),
  spawn(process.execPath, ['node_modules/vite-react-ssg/bin/vite-react-ssg.js', 'dev'], {
    stdio: 'inherit',
    env: childEnv({ API_PORT: apiPort, BUILD_API_ORIGIN: `http://127.0.0.1:${apiPort}` }),
  }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
