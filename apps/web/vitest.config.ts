import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom and one module graph per worker, not per file: isolating each file was 72% of
    // the project's time (216 s against 60 s). What a page keeps for its life is reset by the
    // setup file after each file.
    isolate: false,
    // Whole screens render under jsdom with user-event typing; on a 2-core machine running the
    // server suite beside them, 5 s was too short for the longest ones (a wait, not a check).
    testTimeout: 20_000,
  },
});
