import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // One process per worker for every file: each file opens its own app and database, and loading
    // the server's modules again for each file was 40% of the run (decision 043).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
