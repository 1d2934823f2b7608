import { defineConfig } from '@playwright/test';

/**
 * E2E_PORT lets two runs share a machine (each gets its own port and data folder); E2E_WEB_DIST_DIR serves a
 * web build other than packages/web/dist. Both default to the usual single run.
 */
const PORT = process.env.E2E_PORT ?? '3100';
const DATA_DIR = PORT === '3100' ? '.tmp/e2e-data' : `.tmp/e2e-data-${PORT}`;
export const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './tests',
  outputDir: PORT === '3100' ? 'test-results' : `.tmp/test-results-${PORT}`,
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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  // The login limit is tested at the server level; here many tests log the same accounts in from one address.
  // The real server on a fresh embedded PostgreSQL, seeded with the demo company, serving the built web app.
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx ../packages/server/src/main.ts`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      DATA_DIR,
      PORT,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      LOGIN_RATE_LIMIT_MAX: '1000',
      CLAMD_HOST: '127.0.0.1',
      CLAMD_PORT: '3310',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
