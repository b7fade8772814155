import { defineConfig } from 'vitest/config';

// Browser tests: test/e2e/**/*.e2e.ts against the production build, in headless Chromium. `npm test`
// runs them after the unit and integration tests; alone: `npx vitest run --config vitest.e2e.config.ts`.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    // Each file starts browsers and maybe servers: one file at a time on a 2-core machine.
    fileParallelism: false,
    // Generous: some tests start their own studio server, and the machine may be busy.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
