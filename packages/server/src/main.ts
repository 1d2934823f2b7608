import fs from 'node:fs';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { migrateDatabase, openDatabase, withStartupLock } from './db/client.ts';
import { migrateQueue } from './jobs/queue.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.ts';
import { createMalwareScanner } from './integrations/malwareScan.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { FileStorage } from './files/storage.ts';
import type { RunningSandbox } from '@signoff/provider-sandbox/sandbox';
import { startSigningSandbox } from './integrations/signing/sandbox.ts';
import { closeDemoPayrollMonth } from './seed/providerDelivery.ts';

const config = configFromEnv();
// The demo's stand-in for the signing provider, on a port of its own; it ends with the process.
if (config.signingProvider.url === 'sandbox')
  config.signingProvider = { ...config.signingProvider, url: (await startSigningSandbox({ apiKey: config.signingProvider.apiKey })).url };
fs.mkdirSync(config.dataDir, { recursive: true });

let embedded: EmbeddedServer | null = null;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres(config.dataDir);
  await ensureDatabase(embedded.url('postgres'), 'signoff');
  databaseUrl = embedded.url('signoff');
}

const database = openDatabase(databaseUrl);
let app: Awaited<ReturnType<typeof buildApp>>;
let sandbox: RunningSandbox | null = null;
try {
  // Without a real provider, the sandbox runs beside the app (its own port, its own schema) and the app talks to it
  // over HTTP like to any provider.
  if (!config.payrollProvider.url && config.providerSandboxPort !== null) {
    const { startSandbox } = await import('@signoff/provider-sandbox/sandbox');
    sandbox = await startSandbox({
      databaseUrl: process.env.PROVIDER_SANDBOX_DATABASE_URL || databaseUrl,
      port: config.providerSandboxPort,
      logLevel: config.logLevel,
    });
    config.payrollProvider.url = sandbox.url;
  }
  await withStartupLock(database.pool, async () => {
    await migrateDatabase(database.db);
    await migrateQueue(database.pool);
    if (config.seedDemo) await seedDemoIfEmpty(database.db, new FileStorage(config.filesDir));
  });
  app = await buildApp({ config, db: database.db, scanner: createMalwareScanner(config.clamd) });
  // The demo's provider delivers this month's payroll documents (PROVIDER_SANDBOX_DELIVERY=0: it delivers nothing by itself).
  if (sandbox && config.seedDemo && process.env.PROVIDER_SANDBOX_DELIVERY !== '0')
    await closeDemoPayrollMonth(database.db, sandbox.url, app.log);
} catch (error) {
  // Never leave an orphaned embedded PostgreSQL behind a failed start.
  if (sandbox) await sandbox.close();
  await database.close();
  if (embedded) await embedded.stop();
  throw error;
}

let stopping = false;
/**
 * Closes the server (in-flight requests finish, the job queue stops), then the pool, then the embedded PostgreSQL.
 * `on`, not `once`: a loader such as tsx exits at once when a signal finds no listener left, which used to cut this
 * short and leave the embedded PostgreSQL running. A second signal while stopping is ignored; a stuck step is cut off.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  const deadline = setTimeout(() => {
    app.log.error('shutdown took longer than 20 s; exiting');
    process.exit(1);
  }, 20_000);
  deadline.unref();
  try {
    await app.close();
    if (sandbox) await sandbox.close();
    await database.close();
  } finally {
    if (embedded) await embedded.stop();
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// npm does not pass a SIGTERM on to its script: when the npm that started this server goes, the server is re-parented
// and stops too, rather than keeping the port and the embedded PostgreSQL with nobody to stop them.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown('parent exited');
}, 1000).unref();

await app.listen({ port: config.port, host: config.host });
app.log.info(`Signoff is running on http://localhost:${config.port}${embedded ? ' (embedded PostgreSQL in ' + config.dataDir + ')' : ''}`);
if (sandbox) app.log.info(`Payroll provider sandbox on ${sandbox.url} (admin API under /admin)`);
