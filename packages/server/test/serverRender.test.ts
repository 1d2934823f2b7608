import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_RENDER_FILE, type TFirstLoad } from '@signoff/contract/firstLoad';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The server's render of an inbox page (http/serverRender.ts), with a stand-in for the web's render beside a
 * stand-in build: what the worker is given and may do, and what a page's HTML becomes. The web's own render of real
 * pages is checked in the browser (e2e serverRender.spec.ts).
 */
const RENDER = `
let renders = 0;
let slowCall = 'none';
export async function renderPage(url, language, { lists }) {
  if (url.endsWith('/hints')) {
    const cards = matchMedia('(max-width: 767px)').matches;
    return { html: '<p>' + [lists, cards, localStorage.getItem('signoff.inbox.expenses.status')].join(' ') + '</p>', state: {}, title: '', cards };
  }
  if (url.endsWith('/hang')) return new Promise(() => {});
  renders++;
  if (url.endsWith('/slow')) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const me = await fetch('/api/me');
    slowCall = String(me.status);
    return { html: '<p>slow ' + me.status + '</p>', state: {}, title: '' };
  }
  if (url.endsWith('/count')) return { html: '<p>renders ' + renders + ', slow call ' + slowCall + '</p>', state: {}, title: '' };
  if (url.endsWith('/throw')) throw new Error('a page that cannot be drawn');
  if (url.endsWith('/write')) {
    const answer = await fetch('/api/auth/logout', { method: 'POST' });
    return { html: '<p>write ' + answer.status + '</p>', state: {}, title: '' };
  }
  if (url.endsWith('/outside')) {
    const answer = await fetch('/inbox/expenses');
    return { html: '<p>outside ' + answer.status + '</p>', state: {}, title: '' };
  }
  const me = await fetch('/api/me');
  const who = me.ok ? (await me.json()).data.user.name : String(me.status);
  return {
    html: '<p>' + language + ' ' + who + '</p>',
    state: { note: '</script><script>alert(1)</script>' },
    title: 'Expenses <of ' + who + '> · Signoff',
  };
}
`;

describe('the server draws an inbox page', () => {
  let t: TestApp;
  let dist: string;
  let hr: string;
  let manager: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'signoff-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="en"><head><title>Signoff</title>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-4.js">\n    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-3.css">\n  </head><body><div id="root"></div>\n  </body></html>`,
    );
    // React's file, which the entry imports and which imports nothing of the entry's: run before it (vite.firstLoad.ts).
    const firstLoad: TFirstLoad = { pages: [], languages: { en: [], nl: [], fr: [] }, evaluateFirst: ['/assets/react-4.js'] };
    fs.writeFileSync(path.join(dist, 'first-load.json'), JSON.stringify(firstLoad));
    fs.mkdirSync(path.join(dist, path.dirname(SERVER_RENDER_FILE)), { recursive: true });
    fs.writeFileSync(path.join(dist, SERVER_RENDER_FILE), RENDER);
    t = await createTestApp({ config: { webDistDir: dist } });
    hr = await t.login('hr@acme.test');
    manager = await t.login('manager@acme.test');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string, userAgent?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
    });
  const firstDraw = (hints: unknown) => `signoff_first_draw=${encodeURIComponent(JSON.stringify(hints))}`;

  it("draws it as the person asking, in their language, into the page's HTML, kept by no cache", async () => {
    const res = await page('/inbox/expenses/1', hr);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The head and the outline come first (the styles for print until the app turns them on), and the page after,
    // with its title (the head has none), then the scripts, at low priority.
    const [head, rest] = res.body.split('<div id="signoff-outline" style="position:absolute;inset:0;overflow:hidden">') as [string, string];
    expect(head).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css" media="print" data-app-stylesheet>');
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('<title>');
    expect(rest).toContain('<title>Expenses &lt;of Hanna Janssens&gt; · Signoff</title>');
    // The scripts are listed for the inline script after them to ask for once the page is drawn: the entry, the files it
    // runs first, each in a task of its own (React's), and every file it imports.
    expect(rest).toContain(
      '<style>#root{display:block}</style><style>#signoff-outline{visibility:hidden}</style><script type="application/json" id="signoff-scripts">{"entry":"/assets/index-1.js","first":["/assets/react-4.js"],"preload":["/assets/react-4.js","/assets/vendor-2.js"]}</script><script>(function(){',
    );
    expect(rest).not.toContain('<script type="module"');
    expect(rest).not.toContain('modulepreload"');
    // The page waits for its styles (the parser waits at a script for the stylesheets before it), is hidden until it is
    // parsed whole, then shown as the outline is hidden.
    expect(rest).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/index-3.css"><script>[^<]+<\/script><style>#root\{display:none\}<\/style><div id="root"><p>en Hanna Janssens<\/p><\/div>/,
    );
    // The answers it was drawn from, beside it: no text in them can close their element.
    expect(rest).toContain(
      '<script type="application/json" id="signoff-server-state">{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script><style>#root{display:block}</style><style>#signoff-outline{visibility:hidden}</style>',
    );
    expect(res.body).not.toContain('<script>alert(1)');
    // The policy allows the page's two inline scripts by their hashes, and only them.
    const hashes = [...rest.matchAll(/<script>([^<]+)<\/script>/g)].map(
      ([, inline]) => `'sha256-${createHash('sha256').update(inline!).digest('base64')}'`,
    );
    expect(hashes).toHaveLength(2);
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${hashes.join(' ')};`);

    const dutch = await page('/inbox/expenses/1', `${hr}; signoff_language=nl`);
    expect(dutch.body).toContain('<p>nl Hanna Janssens</p>');
  });

  it("asks the API as each page's own person, when pages are asked for at once", async () => {
    const pages = await Promise.all([hr, manager, hr, manager].map((cookie) => page('/inbox/daysOff/2', cookie)));
    expect(pages.map((res) => /<p>en ([^<]+)<\/p>/.exec(res.body)?.[1])).toEqual([
      'Hanna Janssens',
      'Marie Dubois',
      'Hanna Janssens',
      'Marie Dubois',
    ]);
  });

  it("gives the render what the browser's cookie says it remembers and how wide it is, and nothing of the page before", async () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    const phone =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
    const remembered = { 'signoff.inbox.expenses.status': '"approved"' };
    // The root says when the rows were drawn as cards, for the browser's hydration to draw them so too.
    const drawn = async (cookie: string, userAgent = desktop) =>
      /<div id="root"[^>]*>.*?<\/div>/.exec((await page('/inbox/expenses/hints', cookie, userAgent)).body)?.[0];
    const cards = (text: string) => `<div id="root" data-drawn-as-cards><p>${text}</p></div>`;
    const table = (text: string) => `<div id="root"><p>${text}</p></div>`;
    expect(await drawn(`${hr}; ${firstDraw({ cards: true, remembered })}`)).toBe(cards('true true "approved"'));
    expect(await drawn(`${hr}; ${firstDraw({ cards: false, remembered: {} })}`)).toBe(table('true false '));
    // A browser that has not written the cookie yet: nothing remembered, and its user agent tells a phone.
    expect(await drawn(hr)).toBe(table('true false '));
    expect(await drawn(hr, phone)).toBe(cards('true true '));
    // What it remembers did not fit in the cookie: no list is drawn.
    expect(await drawn(`${hr}; ${firstDraw({ cards: false, remembered: null })}`)).toBe(table('false false '));
    // A cookie that is not what the web writes counts as none.
    for (const bad of [
      'signoff_first_draw=%7B',
      firstDraw({ cards: 'yes', remembered }),
      firstDraw({ cards: true, remembered: { other: '1' } }),
    ])
      expect(await drawn(`${hr}; ${bad}`)).toBe(table('true false '));
  });

  it('draws nothing for a signed-out load or a page that is not an inbox tab: the outline goes out', async () => {
    for (const [url, cookie] of [
      ['/inbox/expenses/1', undefined],
      ['/inbox', hr],
      ['/me/requests', hr],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('signoff-server-state');
      expect(res.body, url).not.toContain('signoff-outline');
    }
  });

  it('never serves the render itself', async () => {
    for (const url of [`/${SERVER_RENDER_FILE}`, '/.server/', '/assets/../.server/renderPage.js'])
      expect((await page(url, hr)).statusCode, url).toBe(404);
  });

  it('lets the render read the API only: a write or any other path is refused', async () => {
    expect((await page('/inbox/expenses/write', hr)).body).toContain('<p>write 403</p>');
    expect((await page('/inbox/expenses/outside', hr)).body).toContain('<p>outside 403</p>');
    // The session was not signed out by the refused write.
    expect((await page('/inbox/expenses/1', hr)).body).toContain('<p>en Hanna Janssens</p>');
  });

  it('sends the outline when a render fails or runs over its budget, and draws the next page again', async () => {
    const failed = await page('/inbox/expenses/throw', hr);
    expect(failed.statusCode).toBe(200);
    // The outline sent first is hidden, and the root holds it for the app to draw over.
    expect(failed.body).toContain(
      '<title>Signoff</title><style>#signoff-outline{visibility:hidden}</style><div id="root"></div><script type="module" crossorigin src="/assets/index-1.js"></script>',
    );
    expect(failed.body).not.toContain('signoff-server-state');
    expect((await page('/inbox/expenses/1', hr)).body).toContain('<p>en Hanna Janssens</p>');

    const started = Date.now();
    const late = await page('/inbox/expenses/hang', hr);
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(5_000);
    // The worker that hung is stopped a while after, and a new one draws the pages from then on.
    let next = '';
    for (let attempt = 0; attempt < 40 && !next.includes('<p>en Marie Dubois</p>'); attempt++) {
      next = (await page('/inbox/expenses/1', manager)).body;
      if (!next.includes('<p>en Marie Dubois</p>')) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(next).toContain('<p>en Marie Dubois</p>');
  });

  it('lets a late render end in its worker, its calls refused past the budget, and then draws the next page', async () => {
    const before = Number(/<p>renders (\d+),/.exec((await page('/inbox/expenses/count', hr)).body)?.[1]);
    expect(before).toBeGreaterThan(0);
    const late = await page('/inbox/expenses/slow', hr);
    expect(late.body).toContain('<div id="root"></div>');
    expect(late.body).not.toContain('<p>slow');
    // The next page waits for the late render to end (half a second), then is drawn in the same worker: its count of
    // renders goes on from before (a new worker would start again from its warm-up's). The late render's call to the
    // API, made past its budget, was refused.
    const after = await page('/inbox/expenses/count', hr);
    expect(after.body).toContain(`<p>renders ${before + 2}, slow call 403</p>`);
  });

  it('sends the head and the outline before the render is done', async () => {
    // A page whose render never ends (it runs over its budget): the first part is out long before.
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const started = Date.now();
    const firstPart = await new Promise<{ text: string; at: number }>((resolve, reject) => {
      const address = t.app.server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port: address.port, path: '/inbox/expenses/hang', headers: { cookie: hr } }, (res) => {
          res.setEncoding('utf8');
          res.once('data', (text: string) => resolve({ text, at: Date.now() - started }));
          res.resume();
        })
        .on('error', reject);
    });
    expect(firstPart.text).toContain('<div id="signoff-outline"');
    expect(firstPart.text).not.toContain('<div id="root">');
    expect(firstPart.at).toBeLessThan(500);
  });
});
