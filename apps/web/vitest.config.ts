import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole screens render under jsdom with user-event typing; on a 2-core machine running the
    // server suite beside them, 5 s was too short for the longest ones (a wait, not a check).
    testTimeout: 20_000,
  },
});
