/**
 * The web app as a browser meets it, measured in one run on this machine:
 *  - the gzip size of the JS and CSS the first load needs (what index.html names: its script, module preloads, styles);
 *  - the largest contentful paint of /inbox/expenses as a ratio of a static page of the same weight of text served by
 *    the same server (what the app costs over plain HTML; goal ≤ 1.5×), and its first paint likewise (the outline the
 *    HTML draws, loadingFrame.html);
 *  - Lighthouse (mobile profile, Debian's Chromium) performance and accessibility on /login, every inbox tab's list and
 *    the first detail page it links to.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { once } from 'node:events';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromium, type Browser } from 'playwright-core';
import { INBOX_TAB_KEYS } from '@signoff/contract/inbox';
import { buildIfStale, startAppProcess } from './appProcess.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_WEB_DIST measures another build (a copy of the web's dist made before a change, to compare in one sitting). */
const WEB_DIST = process.env.BENCH_WEB_DIST ?? path.resolve(import.meta.dirname, '../../packages/web/dist');
const LCP_ROUNDS = Number(process.env.BENCH_LCP_ROUNDS ?? 5);
/**
 * Lighthouse runs per page: one run's performance score moves by several points from run to run on the same build (its
 * simulated first paint is either the HTML's outline or the whole first load, depending on what it observed first), so
 * a page's row is its median run, with the lowest and highest score beside it (Lighthouse's own advice on variability).
 */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ACCOUNT = { email: 'hr@acme.test', password: 'demo-password' };
/**
 * The app's server and its database run on this machine beside the browser, in a process and a session of their own (as
 * `npm start` runs them) at the lowest CPU priority: a phone does not share its cores with the server it loads from.
 * Here they did, and their 400–500 ms of CPU a cold load of a list (the render worker, V8's helpers and PostgreSQL
 * included) was time the page's thread waited for a core, which Lighthouse counts four times over (decision 0021, stops
 * 65, 66 and 68). BENCH_SERVER_NICE=0 runs them at the browser's priority.
 */
const SERVER_NICE = Number(process.env.BENCH_SERVER_NICE ?? 19);
/** The Lighthouse row of the reference page, printed above the app's pages and left out of the goals' count. */
const STATIC_ROW = 'static page (reference)';
const STATIC_URL = '/static.html';

/** The reference page: static HTML with a heading and a table, so its largest paint is text like the list's. */
const STATIC_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static</title></head><body style="font-family:system-ui,sans-serif;margin:24px"><h1>Inbox</h1><table>
${Array.from({ length: 20 }, (_, i) => `<tr><td>Requester ${i}</td><td>Expense ${i}</td><td>€ ${i}.00</td></tr>`).join('\n')}
</table></body></html>`;

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The gzip size of the scripts and styles an HTML page names (its script, module preloads, styles). */
function namedAssets(html: string, dist: string): { js: number; css: number } {
  // A stylesheet is named twice (its preload and the print-only stylesheet, server http/webPage.ts): counted once. A page
  // the server drew lists its scripts in JSON, for the page to ask for once drawn: a quoted path is counted wherever it is.
  const urls = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
  const sum = (ext: string) => urls.filter((u) => u.endsWith(ext)).reduce((total, u) => total + gzipSize(path.join(dist, u)), 0);
  return { js: sum('.js'), css: sum('.css') };
}

async function sessionCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ACCOUNT),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login answered ${res.status}`);
  return cookie;
}

/**
 * The first detail page an inbox list links to, found as a person finds it: the list drawn in the browser, its first
 * row's link. Null when the list has no row to open (or its area has no detail page).
 */
async function firstDetail(browser: Browser, base: string, cookie: string, tab: string): Promise<string | null> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/inbox/${tab}`);
    const link = page.locator(`main a[href^="/inbox/${tab}/"]`).first();
    return await link.getAttribute('href', { timeout: 10_000 }).catch(() => null);
  } finally {
    await context.close();
  }
}

/** First and largest contentful paint of a cold load (fresh context, empty cache), each the median of LCP_ROUNDS loads. */
async function medianPaints(
  browser: Browser,
  base: string,
  url: string,
  cookie: string | null,
  readySelector: string,
): Promise<{ fcp: number; lcp: number }> {
  const fcps: number[] = [];
  const lcps: number[] = [];
  for (let i = 0; i < LCP_ROUNDS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: base }]);
    }
    const page = await context.newPage();
    await page.goto(`${base}${url}`);
    await page.waitForSelector(readySelector);
    // LCP entries are final once the page has drawn its content; the buffered observer hands over the last one.
    const lcp = await page.evaluate<number>(`new Promise((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime))
        .observe({ type: 'largest-contentful-paint', buffered: true });
    })`);
    const fcp = await page.evaluate<number>(`performance.getEntriesByName('first-contentful-paint')[0].startTime`);
    lcps.push(lcp);
    fcps.push(fcp);
    await context.close();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { fcp: median(fcps), lcp: median(lcps) };
}

type TLighthouseRow = {
  name: string;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Speed index (ms) and cumulative layout shift: the two other parts of the score (weights 10 and 25). */
  si: number;
  cls: number;
  /** The lowest and highest performance score of the page's finished runs. */
  range: [number, number];
  runs: number;
  /** Lighthouse's reading of this machine's CPU in the run the row shows: the 4× CPU the score assumes is 4× slower than this. */
  benchmarkIndex: number;
  /** The text (or label) of the element whose paint was the largest: the outline's or the page's data's. */
  lcpElement: string;
  /** The blocking time of the page's own work in the run's trace (ownBlockingTime), null when the trace names no page. */
  ownTbt: number | null;
  error?: string;
};

/**
 * One Lighthouse run of a page, run again (twice at most) when Lighthouse could not finish it: now and then its trace of
 * the load misses the navigation's start (NO_NAVSTART, one page in a run of 28, a different one each time). A finished
 * run's score is taken as it is, never re-rolled.
 */
async function lighthouseRun(url: string, port: number) {
  let result;
  for (let attempt = 0; attempt < 3; attempt++) {
    result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
    );
    if (!result?.lhr.runtimeError) break;
  }
  return result;
}

type TLhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Lighthouse's label of the largest paint's element (its text, shortened), quoted; "?" when it named none. */
function lcpElementOf(lhr: TLhr | undefined): string {
  // The audit's details are a list whose first table names the element (the second splits its time into phases).
  const details = lhr?.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } | undefined;
  const label = details?.items?.[0]?.items?.[0]?.node?.nodeLabel;
  if (!label) return '?';
  return JSON.stringify(label.length > 40 ? `${label.slice(0, 39)}…` : label);
}

type TTraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
};

/**
 * The page's own share of the blocking time: Lighthouse's rule (each task after the first paint counted four times
 * over, less 50 ms) applied to the time the page's main thread ran in each task (the trace's thread clock), not to
 * the task's length on the wall clock, to the end of the trace. On this machine of two cores, which the page's
 * renderer shares with the browser, its GPU process, the tracing and Lighthouse itself, much of a task's length is
 * the thread waiting (decision 0021, stop 64): this reading is the page's own work, and moves far less from run to
 * run than Lighthouse's.
 */
function ownBlockingTime(traceEvents: TTraceEvent[]): number | null {
  const navigation = traceEvents.filter(
    (event) => event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  const start = navigation.at(-1);
  if (!start) return null;
  const main = traceEvents.find(
    (event) => event.name === 'thread_name' && event.pid === start.pid && event.args?.name === 'CrRendererMain',
  );
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === start.pid && event.ts >= start.ts);
  if (!main || !paint) return null;
  const blocking = traceEvents
    .filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === start.pid && event.tid === main.tid && event.ts >= paint.ts,
    )
    .reduce((total, task) => total + Math.max(0, (4 * (task.tdur ?? task.dur ?? 0)) / 1000 - 50), 0);
  return Math.round(blocking);
}

async function lighthouseScores(base: string, cookie: string, pages: [string, string][]): Promise<TLighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The window as wide as the phone Lighthouse emulates (its mobile screen, 412 × 823). After a run Lighthouse lifts
    // its emulation with the page still open, and the page then saw the window's own width: the login page, the last
    // before the signed-in ones, wrote a desktop's width in the first-draw cookie, and the first signed-in list came
    // from the server as a table and moved as the app drew its cards (a layout shift of 0.066; decision 0021, stop 68).
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--window-size=412,823'],
  });
  try {
    const out: TLighthouseRow[] = [];
    let signedIn = false;
    for (const [name, url] of pages) {
      // /login is measured signed out (and the static page, which has no use for a session, before it); the others with
      // the HR admin's session, put in the browser's cookie jar as a sign-in would (a Cookie header sent beside the jar
      // is replaced by the jar's once the page sets a cookie of its own).
      if (url !== '/login' && url !== STATIC_URL && !signedIn) {
        const [cookieName, value] = cookie.split('=') as [string, string];
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        await browser.setCookie({ name: cookieName, value, domain: new URL(base).hostname, path: '/' });
        await browser.disconnect();
        signedIn = true;
      }
      const runs: TLighthouseRow[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const result = await lighthouseRun(`${base}${url}`, chrome.port);
        const categories = result?.lhr.categories;
        // The simulated (slow 4G, 4× CPU) times behind the score, to see which one holds it back.
        const ms = (audit: string) => Math.round(result?.lhr.audits[audit]?.numericValue ?? 0);
        const performance = Math.round((categories?.performance?.score ?? 0) * 100);
        runs.push({
          name,
          performance,
          accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
          fcp: ms('first-contentful-paint'),
          lcp: ms('largest-contentful-paint'),
          tbt: ms('total-blocking-time'),
          si: ms('speed-index'),
          cls: result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
          range: [performance, performance],
          runs: 1,
          benchmarkIndex: result?.lhr.environment.benchmarkIndex ?? 0,
          lcpElement: lcpElementOf(result?.lhr),
          ownTbt: result ? ownBlockingTime(result.artifacts.Trace.traceEvents as TTraceEvent[]) : null,
          // A run Lighthouse could not finish scores 0: its reason is printed, not read as the page's score.
          error: result?.lhr.runtimeError?.message ?? (categories?.performance?.score == null ? 'no performance score' : undefined),
        });
      }
      const finished = runs.filter((row) => !row.error).sort((a, b) => a.performance - b.performance);
      if (finished.length === 0) out.push(runs[0]!);
      else
        out.push({
          ...finished[Math.floor((finished.length - 1) / 2)]!,
          // Accessibility does not vary with timing: any run's miss is a miss.
          accessibility: Math.min(...finished.map((row) => row.accessibility)),
          range: [finished[0]!.performance, finished.at(-1)!.performance],
          runs: finished.length,
        });
    }
    return out;
  } finally {
    chrome.kill();
  }
}

/** Prints the web part of `npm run bench`. */
export async function benchWeb(): Promise<void> {
  // The server's build is the one measured (startAppProcess), and the web's is copied below: both current first.
  buildIfStale();
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('Build the web app first: npm run build -w @signoff/web');
  const assets = namedAssets(fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8'), WEB_DIST);

  // A copy of the build with the reference page beside it, so both are served by the same server and its headers.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signoff-bench-web-'));
  const dist = path.join(dir, 'dist');
  fs.cpSync(WEB_DIST, dist, { recursive: true });
  fs.writeFileSync(path.join(dist, STATIC_URL), STATIC_PAGE);

  // The app with a demo company in a database of its own (its embedded PostgreSQL, started by it): the server and the
  // database it reads are both at the server's priority, neither sharing the page's cores at the browser's.
  const { base, child: server } = await startAppProcess(
    {
      DATABASE_URL: '',
      SEED_DEMO: '1',
      WEB_DIST_DIR: dist,
      DATA_DIR: dir,
      FILES_DIR: path.join(dir, 'files'),
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '100000',
      PROVIDER_SANDBOX: '0',
    },
    { nice: SERVER_NICE },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const cookie = await sessionCookie(base);
    // The server names more files in the HTML of a signed-in page (the shared libraries, the frame, the wording), so the
    // browser fetches them at once: the whole first draw of a list, not only index.html's own file.
    const listHtml = await (await fetch(`${base}/inbox/expenses`, { headers: { cookie } })).text();
    const listAssets = namedAssets(listHtml, dist);
    const staticPaints = await medianPaints(browser, base, STATIC_URL, null, 'table');
    // The list's own rows, not the outline the HTML draws first (which is all the first paint waits for).
    const appPaints = await medianPaints(browser, base, '/inbox/expenses', cookie, 'table tbody tr');

    // Every tab's list and the first detail it opens: each area is built on the same kit, and each is measured.
    const pages: [string, string][] = [['/login', '/login']];
    const noDetail: string[] = [];
    for (const tab of INBOX_TAB_KEYS) {
      pages.push([`${tab} list`, `/inbox/${tab}`]);
      const detail = await firstDetail(browser, base, cookie, tab);
      if (detail) pages.push([`${tab} detail`, detail]);
      else noDetail.push(tab);
    }
    // BENCH_PAGES (a regular expression over the rows' names) measures some pages only, to look at them more often.
    const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : null;
    let scores: TLighthouseRow[] | string;
    try {
      // The static page first: what Lighthouse reads on this machine for a page with no script at all (its blocking
      // time is the navigation's own task, decision 0021 stop 63), to read the app's rows against. Not one of the goals.
      scores = await lighthouseScores(base, cookie, [[STATIC_ROW, STATIC_URL], ...pages.filter(([name]) => !only || only.test(name))]);
    } catch (error) {
      scores = error instanceof Error ? error.message : String(error);
    }

    console.log('\nSignoff web (this build, this run)\n');
    console.log(`${'initial JS, gzip (goal ≤ 200 KB)'.padEnd(52)} ${(assets.js / 1024).toFixed(1)} KB`);
    console.log(`${'initial CSS, gzip'.padEnd(52)} ${(assets.css / 1024).toFixed(1)} KB`);
    console.log(
      `${'first draw of /inbox/expenses, JS + CSS gzip'.padEnd(52)} ${(listAssets.js / 1024).toFixed(1)} KB + ${(listAssets.css / 1024).toFixed(1)} KB`,
    );
    console.log(
      `${`LCP /inbox/expenses / static page (median of ${LCP_ROUNDS}; goal ≤ 1.5)`.padEnd(52)} ${(appPaints.lcp / staticPaints.lcp).toFixed(2)}× (${Math.round(appPaints.lcp)} / ${Math.round(staticPaints.lcp)} ms)`,
    );
    console.log(
      `${`first paint /inbox/expenses / static page (median)`.padEnd(52)} ${(appPaints.fcp / staticPaints.fcp).toFixed(2)}× (${Math.round(appPaints.fcp)} / ${Math.round(staticPaints.fcp)} ms)`,
    );
    if (typeof scores === 'string') console.log(`Lighthouse could not run: ${scores}`);
    else {
      const runsPerPage = LIGHTHOUSE_RUNS === 1 ? 'one run a page' : `the median of ${LIGHTHOUSE_RUNS} runs a page`;
      console.log(`\nLighthouse, mobile profile, ${runsPerPage} (goal: performance ≥ 90, accessibility 100)`);
      console.log(`the app's server and its database: a session of their own, at CPU priority nice ${SERVER_NICE} (BENCH_SERVER_NICE)`);
      // Lighthouse's simulated times are this machine's own times 4× over, so a slow day reads slower pages. Its
      // benchmark index is one reading of the day, of one thread only: other days with the same index read otherwise.
      const indexes = scores.map((row) => row.benchmarkIndex).filter((index) => index > 0);
      if (indexes.length) console.log(`this machine's benchmark index in the runs shown: ${Math.min(...indexes)}–${Math.max(...indexes)}`);
      console.log("(the page's own TBT: Lighthouse's rule applied to the time the page's thread ran in each task, not its length)");
      for (const row of scores)
        console.log(
          `${row.name.padEnd(26)} performance ${String(row.performance).padStart(3)} (${row.range[0]}–${row.range[1]} in ${row.runs})` +
            `   accessibility ${String(row.accessibility).padStart(3)}` +
            `   (FCP ${row.fcp} ms, LCP ${row.lcp} ms, TBT ${row.tbt} ms, SI ${row.si} ms, CLS ${row.cls.toFixed(3)};` +
            ` the page's own TBT ${row.ownTbt ?? '?'} ms)` +
            (row.error ? `   not measured: ${row.error}` : `   LCP element: ${row.lcpElement}`),
        );
      if (noDetail.length) console.log(`no row to open in the demo company's default view: ${noDetail.join(', ')}`);
      const measured = scores.filter((row) => !row.error && row.name !== STATIC_ROW);
      const below = measured.filter((row) => row.performance < 90 || row.accessibility < 100);
      console.log(`${measured.length - below.length} of ${measured.length} pages meet both goals`);
    }
  } finally {
    await browser.close();
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
