import { defineConfig } from '@playwright/test';

export const BASE_URL = 'http://localhost:3100';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser of its own here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
  // The login limit is tested at the server level; here many tests log the same accounts in from one address.
  // The real server on a fresh embedded PostgreSQL, seeded with the demo company, serving the built web app.
  webServer: {
    command: 'rm -rf .tmp/e2e-data && node --import tsx ../packages/server/src/main.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { DATA_DIR: '.tmp/e2e-data', PORT: '3100', DATABASE_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: '1', LOGIN_RATE_LIMIT_MAX: '1000', CLAMD_HOST: '127.0.0.1', CLAMD_PORT: '3310' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
