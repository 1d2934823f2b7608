import { OUTPLACEMENT_SEND_RETRIES } from '@signoff/contract/outplacements';
import type { TCommandDelivery } from './integrations/payroll/commands.ts';
import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  /** External PostgreSQL; when absent an embedded one runs in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  filesDir: string;
  webDistDir: string | undefined;
  cookieSecure: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  loginRateLimit: { max: number; windowMs: number };
  /** Failed logins one account may take in a window, from any address (ASVS: at most 100 an hour). */
  loginAccountLimit: { maxFailures: number; windowMs: number };
  /** Company-name look-ups (GET /v1/companies/suggest) one session may make in a window. */
  companySuggestRateLimit: { max: number; windowMs: number };
  smtpUrl: string | undefined;
  /** Where users reach the app, for links in e-mails. */
  publicUrl: string;
  mailFrom: string;
  clamd: { host?: string; port?: number; socket?: string };
  /**
   * The external signing provider's base URL and API key; without a URL contracts are signed in Signoff only.
   * `sandbox` starts the in-repo sandbox (integrations/signing/sandbox.ts) with the server.
   */
  signingProvider: { url: string | undefined; apiKey: string };
  seedDemo: boolean;
  logLevel: string;
  /** A request that takes at least this long is logged (warn), since requests are not logged one by one. */
  slowRequestMs: number;
  /**
   * Which proxies may tell the client's address through X-Forwarded-For: false (default: nobody, so a forged header
   * cannot buy a fresh login budget), a hop count, or addresses and CIDRs separated by commas.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  payrollProvider: {
    /** The provider's API (PAYROLL_PROVIDER_URL); main.ts sets it to the sandbox it starts when none is given. */
    url: string | undefined;
    /** How long one call to the provider may take. */
    timeoutMs: number;
    /** How a command is retried and its status awaited (spec 01 §4: 3 retries). */
    delivery: TCommandDelivery;
  };
  /** The sandbox main.ts starts beside the app when PAYROLL_PROVIDER_URL is not set (0: any free port). */
  providerSandboxPort: number | null;
};

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v === 'false') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  // ./data of the checkout, wherever npm runs the script from (the workspace script runs in packages/server).
  const dataDir = path.resolve(env.DATA_DIR ?? path.resolve(import.meta.dirname, '../../../data'));
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    webDistDir: env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    loginRateLimit: { max: int(env.LOGIN_RATE_LIMIT_MAX, 10), windowMs: 15 * 60 * 1000 },
    loginAccountLimit: { maxFailures: int(env.LOGIN_ACCOUNT_FAILURES_MAX, 100), windowMs: 60 * 60 * 1000 },
    companySuggestRateLimit: { max: int(env.COMPANY_SUGGEST_RATE_LIMIT_MAX, 60), windowMs: 60 * 1000 },
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 3000)}`).replace(/\/+$/, ''),
    mailFrom: env.MAIL_FROM ?? 'Signoff <no-reply@signoff.local>',
    clamd: {
      host: env.CLAMD_HOST || undefined,
      port: env.CLAMD_PORT ? int(env.CLAMD_PORT, 3310) : undefined,
      socket: env.CLAMD_SOCKET || undefined,
    },
    signingProvider: { url: env.SIGNING_PROVIDER_URL || undefined, apiKey: env.SIGNING_PROVIDER_API_KEY ?? 'sandbox-key' },
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    slowRequestMs: int(env.SLOW_REQUEST_MS, 1000),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    payrollProvider: {
      url: env.PAYROLL_PROVIDER_URL || undefined,
      timeoutMs: int(env.PAYROLL_PROVIDER_TIMEOUT_MS, 10_000),
      delivery: {
        retries: OUTPLACEMENT_SEND_RETRIES,
        backoffMs: int(env.PAYROLL_PROVIDER_RETRY_MS, 500),
        statusPollMs: 1000,
        statusPolls: 30,
      },
    },
    providerSandboxPort: env.PROVIDER_SANDBOX === '0' ? null : int(env.PROVIDER_SANDBOX_PORT, 0),
  };
}
