import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Creating a PostgreSQL database per file and scrypt hashing take a few seconds on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
