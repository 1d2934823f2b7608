import { createHash } from 'node:crypto';
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
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="en"><head><title>Signoff</title>\n    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-7.css">\n  </head><body>${'<!-- padding -->'.repeat(100)}<div id="root"></div>\n  </body></html>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
    // As the web build writes them: a precompressed copy beside an asset, and what each kind of page needs first.
    fs.writeFileSync(path.join(dist, 'assets', 'vendor-Def456.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'vendor-Def456.js.br'), zlib.brotliCompressSync('precompressed'));
    fs.writeFileSync(
      path.join(dist, 'first-load.json'),
      JSON.stringify({
        pages: [
          {
            paths: '^/login$',
            scripts: ['/assets/LoginPage-1.js', '/assets/vendor-Def456.js'],
            styles: [],
            frame: '<div class="sf-login" aria-hidden="true">Signoff<div class="sf-bar"></div></div>',
          },
          {
            paths: '^/(?!login$)',
            scripts: ['/assets/Shell-2.js', '/assets/vendor-Def456.js'],
            styles: ['/assets/Shell-2.css'],
            frame:
              '<div class="sf-frame" aria-hidden="true">Signoff<div class="sf-title">%TITLE%</div><div class="sf-bar">%SEARCH%</div></div>',
          },
          { paths: '^/inbox(/|$)', scripts: [], styles: [], title: { en: 'In<box> & $& co', nl: 'Postvak', fr: 'Boîte de réception' } },
          { paths: '^/inbox/expenses$', scripts: [], styles: [], search: true },
        ],
        languages: { en: ['/assets/messages-en-3.js'], nl: ['/assets/messages-nl-4.js'], fr: ['/assets/messages-fr-5.js'] },
        searchPlaceholder: { en: 'Search by <name> & $& more', nl: 'Zoek op naam', fr: 'Rechercher par nom' },
      }),
    );
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

  it("names in a page's HTML the files its first draw needs, in the language it will show", async () => {
    const login = await app.inject({ url: '/login', headers: { 'accept-language': 'nl-BE,nl;q=0.9,en;q=0.8' } });
    expect(login.body).toContain('<html lang="nl">');
    const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    // The login page's are listed for the loader that asks for them once its outline is drawn.
    const listed = JSON.parse(/<script type="application\/json" id="signoff-scripts">([^<]+)<\/script>/.exec(login.body)![1]!);
    expect(listed).toEqual({
      entry: '/assets/index-AbC123.js',
      first: [],
      preload: ['/assets/LoginPage-1.js', '/assets/vendor-Def456.js', '/assets/messages-nl-4.js'],
    });
    expect(login.headers.vary).toContain('Accept-Language');

    // The language chosen in the app (its cookie) wins over the browser's; an unknown one falls back to English.
    const inbox = await app.inject({ url: '/inbox/expenses/12', headers: { cookie: 'signoff_language=fr', 'accept-language': 'nl' } });
    expect(inbox.body).toContain('<html lang="fr">');
    expect(preloads(inbox.body)).toEqual(['/assets/Shell-2.js', '/assets/vendor-Def456.js', '/assets/messages-fr-5.js']);
    // Its stylesheets, index.html's own first, fetched at once but for print only, so the outline it holds is painted
    // without waiting for them (the app turns them on for the screen before it draws).
    const stylesheets = [...inbox.body.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(stylesheets).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-7.css" media="print" data-app-stylesheet>',
      '<link rel="stylesheet" crossorigin href="/assets/Shell-2.css" media="print" data-app-stylesheet>',
    ]);
    expect(inbox.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-7.css">');
    expect(inbox.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/Shell-2.css">');
    expect(login.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-7.css" media="print" data-app-stylesheet>');
    const unknown = await app.inject({ url: '/inbox', headers: { 'accept-language': 'de-DE' } });
    expect(preloads(unknown.body)).toContain('/assets/messages-en-3.js');
  });

  it("draws a signed-in page's outline in the app's root, and the login page's own in its", async () => {
    for (const url of ['/people/3', '/']) {
      const page = await app.inject({ url });
      expect(page.body).toContain(
        '<div id="root"><div class="sf-frame" aria-hidden="true">Signoff<div class="sf-title"></div><div class="sf-bar"></div></div></div>',
      );
    }
    // An inbox page, a detail too: the heading it draws in the outline's title, in the page's language, as text.
    const detail = await app.inject({ url: '/inbox/expenses/7' });
    expect(detail.body).toContain('Signoff<div class="sf-title">In&lt;box&gt; &amp; $&amp; co</div><div class="sf-bar"></div></div>');
    const french = await app.inject({ url: '/inbox/sickNotes', headers: { 'accept-language': 'fr-BE,fr;q=0.9' } });
    expect(french.body).toContain('<div class="sf-title">Boîte de réception</div>');
    // A list with a search box: the box's placeholder in the outline's search bar, in the page's language, as text.
    const list = await app.inject({ url: '/inbox/expenses' });
    expect(list.body).toContain('<div class="sf-bar">Search by &lt;name&gt; &amp; $&amp; more</div>');
    const dutch = await app.inject({ url: '/inbox/expenses', headers: { cookie: 'signoff_language=nl' } });
    expect(dutch.body).toContain('<div class="sf-title">Postvak</div><div class="sf-bar">Zoek op naam</div>');
    // The login page's outline, its scripts asked by the loader once it is drawn: none named in its head.
    const login = await app.inject({ url: '/login?next=%2Finbox' });
    expect(login.body).toContain('<div id="root"><div class="sf-login" aria-hidden="true">Signoff<div class="sf-bar"></div></div></div>');
    expect(login.body).not.toContain('sf-frame');
    expect(login.body).not.toContain('<script type="module"');
    expect(login.body).not.toContain('rel="modulepreload"');
    const loader = [...login.body.matchAll(/<script>([^<]+)<\/script>/g)].map(
      ([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`,
    );
    expect(loader).toHaveLength(1);
    expect(login.headers['content-security-policy']).toContain(loader[0]);
  });

  it("sends the build's precompressed copy of an asset as it is", async () => {
    const brotli = await app.inject({ url: '/assets/vendor-Def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('precompressed');
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
