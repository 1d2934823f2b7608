import { defineConfig } from 'vitest/config';

// The file-upload tests (storage, file types, the clamd scanner) need no database: run them alone with
//   npx vitest run --config vitest.files.config.ts
// They talk to a real clamd: start one first with `bash .ci/clamd.sh` (they fail, never skip, without one).
export default defineConfig({
  test: {
    include: ['test/files/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
