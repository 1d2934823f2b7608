import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { CARD_LAYOUT_QUERY, SERVER_RENDER_FILE, type TServerDrawn } from '@signoff/contract/firstLoad';
import type { TFirstDrawHints } from '@signoff/contract/firstDrawHints';
import type { TLocale } from '@signoff/contract/format';

/**
 * How long a page's HTML waits for its render. Warm, a render asks the API and draws in about 60–130 ms; longer, the
 * page goes out with its outline as before, and the browser draws it.
 */
const RENDER_BUDGET_MS = 1_000;
/** Renders waiting in line beyond this are not started: under a burst of first loads the outline goes out at once. */
const MAX_WAITING = 4;
/**
 * How long past its page's budget a render may go on before its worker is stopped. A late render's page has gone out
 * with its outline; the worker finishes it (its calls to the API are refused from then on, so it ends soon) and takes
 * the next page warm. A new worker would first load the app's modules, and the pages in line would wait for that
 * instead: on a busy machine one late render made the next ones late too.
 */
const LATE_GRACE_MS = 2_000;
/** A new worker's first render loads the app's modules: its own, longer budget. */
const WARM_UP_BUDGET_MS = 15_000;

/**
 * The worker's own code. The web's render runs the app's modules as they are, and they read a browser's globals
 * (localStorage, navigator, document) and keep one query cache and one i18n instance: in a worker thread those are
 * its own, not the API server's, and it draws one page at a time. Its `fetch` is the API answered by this server as
 * the person whose page it is (the parent's `inject`, below): nothing leaves the process.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const store = new Map();
globalThis.window = globalThis;
globalThis.localStorage = {
  getItem: (key) => (store.has(key) ? store.get(key) : null),
  setItem: (key, value) => void store.set(key, String(value)),
  removeItem: (key) => void store.delete(key),
};
if (!globalThis.navigator) globalThis.navigator = { language: 'en' };
globalThis.document = { cookie: '', documentElement: { lang: 'en' }, getElementById: () => null };
// The browser's width, as its cookie tells it: only the card layout's query is asked before an effect.
let cards = false;
globalThis.matchMedia = (query) => ({
  matches: query === workerData.cardQuery && cards,
  media: query,
  addEventListener() {},
  removeEventListener() {},
});
const calls = new Map();
let nextCall = 0;
let current = 0;
globalThis.fetch = (input, init = {}) =>
  new Promise((resolve) => {
    const id = nextCall++;
    calls.set(id, resolve);
    parentPort.postMessage({ type: 'call', render: current, id, url: String(input), method: init.method ?? 'GET' });
  });
const renderer = import(workerData.bundle);
parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const resolve = calls.get(message.id);
    calls.delete(message.id);
    resolve?.(new Response(message.body, { status: message.status, headers: { 'content-type': 'application/json' } }));
    return;
  }
  current = message.render;
  // What this browser remembers, and nothing of the page drawn before.
  store.clear();
  for (const [key, value] of Object.entries(message.hints.remembered ?? {})) store.set(key, value);
  cards = message.hints.cards;
  try {
    const lists = message.hints.remembered !== null;
    const drawn = await (await renderer).renderPage(message.url, message.language, { lists });
    parentPort.postMessage({ type: 'drawn', render: message.render, drawn });
  } catch (error) {
    parentPort.postMessage({ type: 'drawn', render: message.render, drawn: null, error: String(error && error.stack || error) });
  }
});
`;

type TPending = { cookie: string; late: boolean; resolve: (drawn: TServerDrawn | null) => void };

/**
 * The server's render of an inbox page (a list or an item's), or null where there is none (no render in the web build, the page is not
 * one it draws, the person is signed out, or the render failed or ran over its budget). A render over its budget has its
 * page go out with the outline; the worker ends it (or is stopped LATE_GRACE_MS later) before it starts the next, what
 * it drew is dropped, and each render clears what the one before left (web `ssr/renderPage.tsx`): nothing of a late
 * render reaches another person's page.
 */
export function serverRenderer(
  app: FastifyInstance,
  webDist: string,
): ((url: string, cookie: string, language: TLocale, hints: TFirstDrawHints) => Promise<TServerDrawn | null>) | null {
  const bundle = path.join(webDist, SERVER_RENDER_FILE);
  if (!fs.existsSync(bundle)) return null;
  let worker: Worker | null = null;
  let nextRender = 1;
  let line: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const pending = new Map<number, TPending>();

  const start = () => {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bundle: pathToFileURL(bundle).href, cardQuery: CARD_LAYOUT_QUERY },
    });
    started.on(
      'message',
      (message: {
        type: string;
        render: number;
        id?: number;
        url?: string;
        method?: string;
        drawn?: TServerDrawn | null;
        error?: string;
      }) => {
        const render = pending.get(message.render);
        if (message.type === 'call') {
          // Only the render under way may ask, only for the API, only to read, only as its own person, and only while
          // its page waits for it.
          const allowed = render && !render.late && message.method === 'GET' && message.url!.startsWith('/api/');
          if (!allowed) return started.postMessage({ type: 'answer', id: message.id, status: 403, body: '{}' });
          void app
            .inject({ method: 'GET', url: message.url!, headers: { cookie: render.cookie, accept: 'application/json' } })
            .then((answer) => started.postMessage({ type: 'answer', id: message.id, status: answer.statusCode, body: answer.body }))
            .catch(() => started.postMessage({ type: 'answer', id: message.id, status: 500, body: '{}' }));
          return;
        }
        if (message.error) app.log.warn({ error: message.error }, 'server render failed');
        pending.delete(message.render);
        // A late render's page has gone out with its outline: what it drew is dropped.
        render?.resolve(render.late ? null : (message.drawn ?? null));
      },
    );
    started.on('error', (error) => app.log.warn({ error }, 'server render worker failed'));
    // A worker that died is replaced at the next page; the page it was drawing goes out with its outline at once.
    started.on('exit', () => {
      if (worker !== started) return;
      worker = null;
      for (const [render, turn] of pending) {
        pending.delete(render);
        turn.resolve(null);
      }
    });
    started.unref();
    return started;
  };
  const stop = () => {
    void worker?.terminate();
    worker = null;
  };
  app.addHook('onClose', async () => stop());

  /**
   * One render in the worker, its page answered by `deadline` (with null if the render is not done by then). Renders run
   * one after the other: the next starts when this one has ended, or once it has run LATE_GRACE_MS past its deadline
   * and its worker has been stopped.
   */
  const inLine = (url: string, cookie: string, language: TLocale, hints: TFirstDrawHints, deadline: number) => {
    let answer!: (drawn: TServerDrawn | null) => void;
    const page = new Promise<TServerDrawn | null>((resolve) => (answer = resolve));
    const pageTimer = setTimeout(() => answer(null), deadline - Date.now());
    line = line.then(
      () =>
        new Promise<void>((ended) => {
          if (Date.now() >= deadline) return ended();
          worker ??= start();
          const render = nextRender++;
          const turn: TPending = { cookie, late: false, resolve: () => {} };
          const lateTimer = setTimeout(() => (turn.late = true), deadline - Date.now());
          const stuckTimer = setTimeout(
            () => {
              if (!pending.delete(render)) return;
              stop();
              turn.resolve(null);
            },
            deadline - Date.now() + LATE_GRACE_MS,
          );
          turn.resolve = (drawn) => {
            clearTimeout(pageTimer);
            clearTimeout(lateTimer);
            clearTimeout(stuckTimer);
            answer(drawn);
            ended();
          };
          pending.set(render, turn);
          worker.postMessage({ type: 'render', render, url, language, hints });
        }),
    );
    return page;
  };
  // A new worker first loads the app's modules and its wording by drawing a page for nobody (without a cookie the
  // session's call answers 401, and nothing is drawn), so the first person's page does not pay for it.
  const warmUp = () => {
    worker = start();
    void inLine('/inbox', '', 'en', { cards: false, remembered: {} }, Date.now() + WARM_UP_BUDGET_MS);
  };
  warmUp();

  return (url, cookie, language, hints) => {
    if (waiting >= MAX_WAITING) return Promise.resolve(null);
    waiting++;
    if (!worker) warmUp();
    return inLine(url, cookie, language, hints, Date.now() + RENDER_BUDGET_MS).finally(() => waiting--);
  };
}
