// Lint: TypeScript rules, React hooks, and the import boundaries of ARCHITECTURE.md.
import fs from 'node:fs'
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : []
const serverModules = fs.existsSync('server/modules') ? fs.readdirSync('server/modules') : []
// Server modules talk through their public files (ARCHITECTURE.md): these shared services, which
// any module may use and which never import a feature module. Feature modules (jobseekers,
// applications, favorites ...) import shared services only, never each other.
const SHARED_SERVER_FILES = {
  access: ['access.ts', 'memberships.ts'],
  identity: ['identity.service.ts', 'identity.schemas.ts', 'tokens.ts', 'otp.ts', 'signin-binding.ts'],
  messaging: ['messaging.ts', 'outbox.ts'],
  media: ['media.service.ts', 'media.upload.ts'],
  mail: ['mail.service.ts'],
  jobs: ['jobs.search.ts', 'jobs.schemas.ts', 'reference.ts', 'tracking.ts', 'job-state.ts'],
  content: ['content.service.ts'],
  applications: ['auto-apply.ts', 'reply-time.ts', 'unread.ts'],
  listings: ['listings.service.ts'],
  jobseekers: ['candidate-profile.ts'],
  // the posting module makes an account's own organisation for its first post
  organizations: ['public-page.ts', 'own-organization.ts'],
  // the posting module checks a post's street and publishes it when the post is approved
  streets: ['streets.service.ts'],
  // removing a member hands the organisation's conversations to the members who remain
  chat: ['hand-over.ts'],
  // the development page shows what would have been sent to search engines
  'search-engines': ['search-engines.ts', 'notices.ts', 'outbox.ts'],
}

// API paths are written once, in the contracts (src/domain/contract/; docs/decisions/0035-api-contract.md):
// in the folders (and files) of an area converted to its contract, a string starting with an API
// prefix (src/domain/api-paths.ts) is refused. Add an area's folders here when it converts.
const CONTRACT_AREAS = {
  wallet: ['src/features/wallet', 'src/app/pages/wallet', 'server/modules/wallet'],
  'manage-listing': ['src/features/employer-jobs', 'src/app/pages/manage-listing-page.tsx', 'src/app/pages/job-stats-page.tsx', 'server/modules/listings'],
  streets: ['src/ui/form/street-calls.ts', 'server/modules/streets'],
  'saved-searches': ['src/features/saved-searches', 'src/app/pages/saved-searches-page.tsx', 'server/modules/saved-searches'],
  identity: ['src/features/auth', 'server/modules/identity'],
  inbox: ['src/features/inbox', 'server/modules/mail'],
  dev: ['server/modules/dev'],
  jobseekers: ['src/features/jobseeker', 'src/features/jobseeker-box', 'src/features/privacy', 'server/modules/jobseekers'],
  media: ['src/ui/image-upload/upload.ts', 'server/modules/media'],
  favorites: ['src/features/favorites', 'server/modules/favorites'],
  menus: ['src/features/menu', 'server/modules/menus'],
  organizations: ['src/features/organizations', 'src/app/pages/organization-page.tsx', 'src/app/pages/organizations-page.tsx', 'src/app/pages/employer/business-info-page.tsx', 'src/app/pages/employer/org-email-link-page.tsx', 'server/modules/organizations'],
  posting: ['src/features/posting', 'src/app/pages/posting-page.tsx', 'server/modules/posting'],
  config: ['src/lib/common-data.ts', 'server/modules/config'],
  content: ['src/features/common', 'src/app/pages/content-page.tsx', 'server/modules/content'],
  jobs: ['src/features/jobs', 'src/features/search/api/get-suggestions.ts', 'src/app/pages/job-page.tsx', 'server/modules/jobs'],
  seo: ['src/features/search/api', 'scripts/sitemap.ts', 'server/modules/seo'],
  staff: ['server/modules/staff'],
  applications: ['src/features/applications', 'src/features/received-applications', 'src/app/pages/employer/received-applications-page.tsx', 'src/app/pages/employer/received-application-page.tsx', 'src/app/pages/employer/pipeline-page.tsx', 'src/app/pages/applied-jobs-page.tsx', 'server/modules/applications'],
  candidates: ['src/features/candidates', 'src/app/pages/employer/find-candidates-page.tsx', 'src/app/pages/employer/candidate-detail-page.tsx', 'src/app/pages/employer/saved-candidates-page.tsx', 'server/modules/candidates'],
  chat: ['src/features/chat/api', 'src/features/chat/state.ts', 'server/modules/chat'],
}
const API_PREFIXES = [...fs.readFileSync('src/domain/api-paths.ts', 'utf8').match(/API_PREFIXES = \[([^\]]*)\]/)[1].matchAll(/'([^']+)'/g)].map((m) => m[1])
// esquery's regular expressions cannot hold a '/': \x2F stands for it
const API_PATH = `/^(${API_PREFIXES.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '\\x2F')).join('|')})/`
const API_PATH_MESSAGE = 'Đường dẫn API chỉ viết trong hợp đồng: dùng <area>Paths (src/domain/contract/<area>.paths.ts) hoặc client của khu vực (src/lib/api/<area>.ts)'
// a job's URL has one builder, jobPath in src/domain/jobs.ts; an organisation's, organizationPath
const PAGE_PATH_SELECTORS = [
  { selector: "TemplateLiteral[quasis.0.value.raw='/viec-lam/']", message: 'Dùng jobPath (src/domain/jobs.ts) để tạo đường dẫn tin' },
  {
    selector: "TemplateLiteral[quasis.0.value.raw='/cong-ty/']",
    message: 'Dùng organizationPath (src/domain/organizations/public.ts) để tạo đường dẫn trang nhà tuyển dụng',
  },
]

const ENV_READ = { object: 'process', property: 'env', message: 'Đọc biến môi trường qua server/env.ts hoặc src/lib/env.ts' }
const INTL_MESSAGE = 'Không dùng Intl trên trang: formatCount, formatVnDate, formatVnClock (src/domain/money.ts, dates.ts)'

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', '.data', '.cache', 'coverage', 'test-results', 'playwright-report', 'public/admin'] },
  js.configs.recommended,
  { files: ['**/*.mjs', 'eslint.config.js'], languageOptions: { globals: { URL: 'readonly', process: 'readonly', console: 'readonly' } } },
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // one-way flow: app -> features -> ui/lib/domain
            { target: './src/features', from: './src/app', message: 'features không được import app' },
            { target: ['./src/ui', './src/lib', './src/domain'], from: ['./src/app', './src/features'], message: 'ui/lib/domain là tầng dưới cùng' },
            { target: './src/domain', from: ['./src/lib', './src/ui'], message: 'domain là TypeScript thuần, dùng chung với server' },
            // features do not import each other's internals
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'Các feature không import lẫn nhau; hãy ghép chúng trong src/app',
            })),
            ...serverModules.map((name) => ({
              target: `./server/modules/${name}`,
              from: './server/modules',
              except: [
                `./${name}`,
                ...Object.entries(SHARED_SERVER_FILES)
                  .filter(([shared]) => shared !== name)
                  .flatMap(([shared, files]) => files.map((file) => `./${shared}/${file}`)),
              ],
              message: 'Module server chỉ dùng module khác qua tệp công khai của dịch vụ dùng chung (eslint.config.js SHARED_SERVER_FILES)',
            })),
            // shared infrastructure below the modules (the seed, above them, composes their data)
            { target: ['./server/lib', './server/db/client.ts', './server/db/migrate.ts'], from: './server/modules', message: 'server/lib và kết nối cơ sở dữ liệu nằm dưới các module' },
            // the server uses domain and nothing else from src; the site never imports server
            { target: './server', from: './src', except: ['./domain'], message: 'server chỉ dùng src/domain' },
            { target: './src', from: './server', message: 'site không được import server' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['src/domain/jobs.ts', 'src/domain/organizations/public.ts'],
    rules: { 'no-restricted-syntax': ['error', ...PAGE_PATH_SELECTORS] },
  },
  {
    // (this entry replaces the one above for these files, so it repeats its selectors)
    files: Object.values(CONTRACT_AREAS).flatMap((paths) => paths.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**/*.{ts,tsx}`))),
    ignores: ['src/domain/contract/**', '**/*.test.ts', '**/*.test.tsx', '**/*-testing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...PAGE_PATH_SELECTORS,
        { selector: `Literal[value=${API_PATH}]`, message: API_PATH_MESSAGE },
        { selector: `TemplateLiteral[quasis.0.value.raw=${API_PATH}]`, message: API_PATH_MESSAGE },
      ],
    },
  },
  {
    // every env read goes through one module
    files: ['server/**/*.ts'],
    ignores: ['server/env.ts', '**/*.test.ts'],
    rules: { 'no-restricted-properties': ['error', ENV_READ] },
  },
  {
    // the site: env reads as above, and no Intl (its first use in a page costs 40-150 ms of main
    // thread at Lighthouse's 4x slowdown: docs/decisions/0056-main-thread.md)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/env.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ENV_READ,
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({ property, message: INTL_MESSAGE })),
      ],
      'no-restricted-globals': ['error', { name: 'Intl', message: INTL_MESSAGE }],
    },
  },
)
