import { startSandbox } from './sandbox.ts';

// The sandbox on its own: PROVIDER_SANDBOX_PORT and PROVIDER_SANDBOX_DATABASE_URL (npm start runs it beside the app).
const databaseUrl = process.env.PROVIDER_SANDBOX_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set PROVIDER_SANDBOX_DATABASE_URL to the PostgreSQL the sandbox keeps its state in');
const sandbox = await startSandbox({
  databaseUrl,
  port: Number(process.env.PROVIDER_SANDBOX_PORT ?? 3001),
  host: process.env.HOST ?? '127.0.0.1',
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`Payroll provider sandbox on ${sandbox.url}`);
