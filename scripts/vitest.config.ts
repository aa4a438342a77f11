import { defineConfig } from 'vitest/config';

// The repository's own scripts (the test command's checks), tested beside them.
export default defineConfig({
  test: { name: 'scripts', include: ['**/*.test.ts'] },
});
