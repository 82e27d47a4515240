import react from '@vitejs/plugin-react'
import wyw from '@wyw-in-js/vite'
import { defineConfig } from 'vitest/config'
import type {} from 'vite-react-ssg'
import { API_PREFIXES } from './src/domain/api-paths.ts'
import { checkRenderedPage, includedRoutes } from './scripts/ssg-hooks.ts'

// Dev server (`npm run dev`): the API runs on API_PORT and Vite proxies its paths there.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`

export default defineConfig({
  plugins: [
    react(),
    wyw({
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}'],
      ssrDevCss: true,
      // wyw evaluates the modules a style depends on (theme, constants): they are TypeScript.
      babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
    }),
  ],
  // react-cropper ships a UMD build that breaks in SSG unless bundled (STACK.md pitfall 5)
  ssr: { noExternal: ['react-cropper'] },
  // One small stylesheet: five render-blocking requests cost more than the few unused rules.
  // SITE_DIR: where the site is built (the API serves it from there too; server/env.ts)
  build: { outDir: process.env.SITE_DIR || 'dist', target: 'es2022', cssCodeSplit: false, reportCompressedSize: false },
  server: {
    proxy: Object.fromEntries(
      [...API_PREFIXES, '/openapi.json'].map((prefix) => [
        prefix.replace(/\/$/, ''),
        { target: apiTarget, ws: prefix === '/socket.io/' },
      ]),
    ),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/site.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
  ssgOptions: {
    dirStyle: 'flat',
    script: 'async',
    formatting: 'none',
    concurrency: 8,
    includedRoutes,
    onPageRendered: checkRenderedPage,
  },
})
