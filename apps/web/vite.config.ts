import { defineConfig } from 'vitest/config';

// Vite's built-in oxc transform compiles TSX with React's automatic runtime, so no React
// plugin is needed for builds and tests.
// The dev server forwards the API to a locally running server (see docs/web-app.md).
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  server: { proxy: { '/api': apiTarget } },
  build: {
    // The largest chunk is the API reference's renderer (Redoc, one pre-bundled library of about
    // 1.15 MB, 345 KB gzipped), which only /homeApi/docs loads (docs/api-service.md).
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // antd marks its modules "use client" for React Server Components; irrelevant in an SPA.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Tests load antd's CommonJS build; point the app-context import at the same copy.
    alias: { 'antd/es/app/context': 'antd/lib/app/context' },
    // The first render of a lazy route compiles antd for the run; that alone can take seconds.
    testTimeout: 20_000,
  },
});
