import { defineConfig } from '@playwright/test';
import { WORKERS, workerServer } from './workers.ts';

/**
 * Spec files run in parallel, E2E_WORKERS at a time (2 by default: this machine and CI have two cores). Each worker has
 * a server of its own, with its own freshly seeded embedded PostgreSQL and its own clamd (the scanner tests stop and
 * start theirs), so one worker's decisions never change what another sees and the suite's time stays flat as specs
 * are added. E2E_PORT moves the whole set of ports, so two runs can share a machine; E2E_WEB_DIST_DIR serves a web
 * build other than packages/web/dist.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_PORT ? `.tmp/test-results-${process.env.E2E_PORT}` : 'test-results',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  // Two workers share two cores with their servers and browsers: a long flow takes longer than it would alone.
  timeout: WORKERS > 1 ? 60_000 : 30_000,
  expect: { timeout: WORKERS > 1 ? 10_000 : 7_000 },
  globalTeardown: './teardown.ts',
  use: {
    headless: true,
    viewport: { width: 1280, height: 900 },
    // Toasts and dialogs appear and go at once (the theme honours the setting): axe never reads a toast half faded out,
    // whose text would then be half its contrast.
    reducedMotion: 'reduce',
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
  // The real server on a fresh embedded PostgreSQL, seeded with the demo company, serving the built web app.
  webServer: Array.from({ length: WORKERS }, (_, index) => workerServer(index)),
});
