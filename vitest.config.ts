import { defineConfig } from 'vitest/config';

// Unit and integration tests. Browser tests live in test/e2e and run through their own config.
export default defineConfig({
  test: {
    include: ['dsl/**/*.test.ts', 'engine/**/*.test.ts', 'games/**/*.test.ts', 'lib/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts', 'app/**/*.test.ts', 'sets/**/*.test.ts', 'balance/**/*.test.ts', 'bench/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
