// Lint: TypeScript rules, React hooks, and the import boundaries of ARCHITECTURE.md.
import fs from 'node:fs'
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : []

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'coverage', 'test-results', 'playwright-report', 'public/admin'] },
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
            // the server uses domain and nothing else from src; the site never imports server
            { target: './server', from: './src', except: ['./domain'], message: 'server chỉ dùng src/domain' },
            { target: './src', from: './server', message: 'site không được import server' },
          ],
        },
      ],
    },
  },
  {
    // every env read goes through one module
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['server/env.ts', 'src/lib/env.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Đọc biến môi trường qua server/env.ts hoặc src/lib/env.ts' }],
    },
  },
)
