import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

/** How the server hands out the built web app: headers only, so no database is needed (the pool never connects). */
describe('serving the web app', () => {
  let database: Database;
  let app: FastifyInstance;
  let dist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'signoff-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Signoff</title>${'<!-- padding -->'.repeat(100)}`);
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
    fs.writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    database = openDatabase('postgres://nobody@127.0.0.1:1/none');
    app = await buildApp({
      // Trusting the proxy lets the test say which scheme the browser used, as a TLS-terminating proxy does.
      config: { ...configFromEnv({}), logLevel: 'silent', webDistDir: dist, trustProxy: true },
      db: database.db,
      scanner: null,
      runJobs: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('asks the browser to upgrade to https only when the page came over https', async () => {
    const overHttp = await app.inject({ url: '/inbox/expenses' });
    expect(overHttp.statusCode).toBe(200);
    expect(overHttp.headers['content-security-policy']).toContain("default-src 'self'");
    expect(overHttp.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');

    const overHttps = await app.inject({ url: '/inbox/expenses', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['content-security-policy']).toContain("default-src 'self'");
    expect(overHttps.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('keeps hashed assets for a year and has index.html checked every time', async () => {
    const asset = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/inbox/expenses/12']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses what it sends when the browser accepts it', async () => {
    const gzipped = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const brotli = await app.inject({ url: '/inbox', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('<title>Signoff</title>');
    const plain = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a missing file with 404, not with the app page under its name', async () => {
    const favicon = await app.inject({ url: '/favicon.ico' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/icon/);
    for (const url of ['/assets/index-Old999.js', '/robots.txt']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/^text\/html/);
    }
  });
});
