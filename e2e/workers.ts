import path from 'node:path';

/** How many spec files run at once; each worker gets the server (and scanner) of its parallel index. */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const CLAMD_SCRIPT = path.resolve(import.meta.dirname, '../.ci/clamd.sh');

export const serverUrl = (index: number) => `http://localhost:${BASE_PORT + index}`;
/** The payroll-provider sandbox each worker's server starts beside itself (its admin API sets failures and delays). */
const sandboxPort = (index: number) => BASE_PORT + 50 + index;
export const sandboxUrl = (index: number) => `http://127.0.0.1:${sandboxPort(index)}`;

/** The environment that points .ci/clamd.sh at one worker's own clamd. */
export const clamdEnv = (index: number) => ({
  CLAMD_HOST: '127.0.0.1',
  CLAMD_PORT: String(BASE_PORT + 1210 + index),
  SIGNOFF_CLAMD_DIR: `/tmp/signoff-clamd-e2e-${BASE_PORT + index}`,
});

export const clamdCommand = (command: 'start' | 'stop') => ['bash', CLAMD_SCRIPT, command] as const;

export function workerServer(index: number) {
  const dataDir = `.tmp/e2e-data-${BASE_PORT + index}`;
  const clamd = clamdEnv(index);
  return {
    command: `bash ${CLAMD_SCRIPT} >/dev/null && rm -rf ${dataDir} && node --import tsx ../packages/server/src/main.ts`,
    url: `${serverUrl(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      ...clamd,
      DATA_DIR: dataDir,
      PORT: String(BASE_PORT + index),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      PROVIDER_SANDBOX_PORT: String(sandboxPort(index)),
      // The demo's start-up delivery of this month's payroll documents would land while specs count documents.
      PROVIDER_SANDBOX_DELIVERY: '0',
      // Retries a second apart at most, so a provider failing four times is seen within a few seconds.
      PAYROLL_PROVIDER_RETRY_MS: '200',
      // The login limit is tested at the server level; here many tests log the same accounts in from one address.
      LOGIN_RATE_LIMIT_MAX: '1000',
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
