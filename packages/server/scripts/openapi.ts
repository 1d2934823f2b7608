/**
 * Writes the OpenAPI document the server serves at /api/docs/json to the file named by the first argument, without a
 * database: the app is built with a pool that never connects (routes are registered, none is called).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: openapi.ts <output.json>');
const database = openDatabase('postgres://openapi@127.0.0.1:1/none');
const app = await buildApp({
  config: { ...configFromEnv(), logLevel: 'silent', webDistDir: undefined },
  db: database.db,
  scanner: null,
  runJobs: false,
});
await app.ready();
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();
