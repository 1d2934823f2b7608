import { test as base, expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { serverUrl } from '../workers.ts';

/**
 * The number on an inbox tab's badge (0 without one), read once the tab bar has its counts: until then the bar is
 * aria-busy and every badge would read as 0.
 */
export async function inboxTabCount(page: Page, name: RegExp): Promise<number> {
  await expect(page.getByRole('tablist', { name: 'Inbox tabs' })).toHaveAttribute('aria-busy', 'false');
  return Number((await page.getByRole('tab', { name }).textContent())?.match(/\d+/)?.[0] ?? '0');
}

/**
 * Every spec's `test`: pages and API calls go to the server of the worker running it (its own database), and its page
 * fails the test if anything on it was refused by the content security policy or threw without being caught: a
 * route cannot break either quietly, whichever spec opens it.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from this pattern, and the worker's address needs none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) actOnceDrawn(page);
    const problems: string[] = [];
    // A refused eval that the script caught shows only as the document's event, not on the console.
    await page.exposeFunction('__signoffPolicyViolation', (what: string) => problems.push(`${page.url()}: refused ${what}`));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __signoffPolicyViolation: (what: string) => void }).__signoffPolicyViolation;
        void report(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
      }),
    );
    page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.name}: ${error.message}`));
    await use(page);
    expect(problems, 'policy violations and uncaught errors on the page').toEqual([]);
  },
});
export { expect };

type TBox = { x: number; y: number; height: number } | null;

/**
 * That an element the app drew is where the outline drew its stand-in (nothing jumps when the page replaces the
 * outline), within `within` px on each of x, y and the height.
 */
export function expectAtOutlinedPlace(
  drawn: TBox,
  outlined: TBox,
  what: string,
  within: { x: number; y: number; height?: number } = { x: 2, y: 2 },
): void {
  expect(drawn, what).not.toBeNull();
  expect(outlined, `${what} in the outline`).not.toBeNull();
  expect(Math.abs(drawn!.x - outlined!.x), `${what} x`).toBeLessThanOrEqual(within.x);
  expect(Math.abs(drawn!.y - outlined!.y), `${what} y`).toBeLessThanOrEqual(within.y);
  if (within.height !== undefined) expect(Math.abs(drawn!.height - outlined!.height), `${what} height`).toBeLessThanOrEqual(within.height);
}

/**
 * Adds up the layout shifts of the page's next load (those no input caused): what a person sees jump as late answers
 * arrive. Call before the load; the returned function reads the sum so far.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total);
}

/**
 * Opens `path` until the server has drawn it, and gives its HTML: on a loaded machine a render can run past its budget,
 * and the page then comes with its outline instead.
 */
export async function gotoDrawn(page: Page, path: string, options?: { waitUntil?: 'commit' }): Promise<string> {
  let html = '';
  await expect(async () => {
    html = await (await page.goto(path, options))!.text();
    expect(html, `${path} drawn by the server`).toContain('id="signoff-server-state"');
  }).toPass({ timeout: 30_000 });
  return html;
}

/** Holds the page's calls to `url` (a glob) until the returned function is called: an answer that comes late. */
export async function holdCalls(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    // A call the page gave up meanwhile (it was loaded again) has nothing left to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** The current worker's server, for calls made outside a page. */
const baseUrl = () => serverUrl(test.info().parallelIndex);

/**
 * A page's HTML as the server sends it when it does not draw the page itself (signed out, or its render failed or ran
 * over its budget): the outline, for the browser to draw the page. Asked without the session, where it never draws.
 */
export async function outlineOf(path: string, language = 'en'): Promise<string> {
  const res = await fetch(new URL(path, baseUrl()), { headers: { cookie: `signoff_language=${language}` } });
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * Waits until the app has drawn itself over a page the server drew (APP_DRAWN_ATTRIBUTE): its buttons look the same
 * before, but do nothing until then.
 */
async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-drawn]')).toBeAttached();
}

/**
 * From here on, `page.goto` and `page.reload` return only once the app has taken over a page the server drew, as they
 * return once a page the browser draws is loaded: a test's next press then reaches the app, not the server's markup.
 * Every spec's `page` does this; call it on a page a test opens itself. A load that waits only for the commit is left
 * alone, for tests that watch the page on its way.
 */
export function actOnceDrawn(page: Page): void {
  const drawnByServer = () => page.locator('#signoff-server-state').count();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && (await drawnByServer())) await appTookOver(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit' && (await drawnByServer())) await appTookOver(page);
    return response;
  };
}

/**
 * From here on, `page`'s inbox pages come as the server sends them when its render is not there: with the outline, and
 * drawn by the browser, which asks for their data itself.
 */
export async function withoutServerRender(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/inbox/'),
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const language = (await page.context().cookies()).find((cookie) => cookie.name === 'signoff_language')?.value;
      const outline = await outlineOf(new URL(route.request().url()).pathname, language);
      expect(outline, 'the outline, not a page drawn by the server').not.toContain('signoff-server-state');
      await route.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'cache-control': 'no-cache' }, body: outline });
    },
  );
}

export const PASSWORD = 'demo-password';

/** An API session for one account; the Origin header is what a same-site browser sends. */
export async function apiAs(email: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Origin: baseUrl() } });
  const res = await ctx.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

async function categoryId(ctx: APIRequestContext, name: string): Promise<number> {
  const res = await ctx.get('/api/expenses/listCategories?active_only=1');
  const { categories } = (await res.json()).data as { categories: { id: number; name: string }[] };
  return categories.find((c) => c.name === name)!.id;
}

/** employee@acme.test (in Sales, managed by manager@acme.test) submits an expense through the API. */
export async function submitExpense(
  fields: {
    title: string;
    category?: string;
    total?: string;
    distance?: string;
    date?: string;
    start_location?: string;
    end_location?: string;
    kind_of_ride?: 'single' | 'double';
    suggested_distance?: string;
    distance_reason?: string;
  },
  file?: { name: string; mimeType: string; buffer: Buffer },
): Promise<{ expense_id: number; request_id: number }> {
  const ctx = await apiAs('employee@acme.test');
  const category = await categoryId(ctx, fields.category ?? 'Meals');
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    category_id: String(category),
    title: fields.title,
    date: fields.date ?? '2026-11-10',
    description: `${fields.title} (end-to-end test)`,
  };
  if (fields.total ?? (!fields.distance ? '25.00' : undefined)) multipart.total = fields.total ?? '25.00';
  if (fields.distance) multipart.distance = fields.distance;
  for (const key of ['start_location', 'end_location', 'kind_of_ride', 'suggested_distance', 'distance_reason'] as const)
    if (fields[key]) multipart[key] = fields[key];
  if (file) multipart.file = file;
  const res = await ctx.post('/api/expenses/createExpense', { multipart });
  expect(res.status(), await res.text()).toBe(200);
  const data = (await res.json()).data;
  await ctx.dispose();
  return data;
}

/**
 * The link of the first expense on the list's Declined tab, read once the tab's own rows have come: the list keeps the
 * pending rows on screen while the declined ones load, and a link read then is a pending expense's.
 */
export async function firstDeclinedExpense(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Declined' }).click();
  const table = page.getByRole('table', { name: 'Expenses' });
  await expect(table.getByRole('row').nth(1)).toContainText('Declined');
  return (await table.getByRole('link').first().getAttribute('href'))!;
}

/**
 * Signs in through the form, as a person would. Each step is checked on its own, so a failure says which it was: the
 * form kept what was typed, the server accepted it, the page then drew the signed-in frame. That last step waits for
 * the page's own chunk too (the overview's charts are large), which a busy two-core machine can take long to run.
 */
export async function login(page: Page, email: string, next = '/inbox') {
  await page.goto(next);
  const emailField = page.getByLabel('E-mail address');
  await emailField.fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(emailField).toHaveValue(email);
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/auth/login') && res.request().method() === 'POST', {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  const res = await answered;
  expect(res.status(), await res.text()).toBe(200);
  try {
    await expect(page.getByRole('link', { name: 'Signoff' })).toBeVisible({ timeout: 20_000 });
  } catch (error) {
    const body = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    const shown = body.replace(/\s+/g, ' ').slice(0, 400);
    throw new Error(`${email} was signed in, but no frame was drawn at ${page.url()}; the page read: ${shown}`, { cause: error });
  }
}

/**
 * Closes a toast with its Close button and waits till it is gone (pass the toast alone: a page's own alert boxes have
 * no Close button and stay). A toast also closes itself after a few seconds,
 * which a slow step before (axe on a loaded machine) can outlast: then there is nothing left to click.
 */
export async function dismissToast(toast: Locator) {
  await toast
    .getByRole('button', { name: 'Close' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Opens a select (by clicking it, or by typing into it when `typed` is given) and picks one of its options. An opening
 * that lands while its dialog is still opening can be undone when the dialog then moves focus to its first field (the
 * dropdown closes on blur), so the list is opened again until the option can be clicked.
 */
export async function choose(select: Locator, option: Locator, typed?: string) {
  await expect(async () => {
    if (!(await option.isVisible())) await (typed === undefined ? select.click() : select.fill(typed));
    await option.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** WCAG 2.2 AA, the bar every page and open dialog must pass (issue 12). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on what the page shows now and fails with each violation's rule and elements. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Every control and table cell lies inside the viewport's width, unless it sits in a strip the user can swipe sideways
 * (the tab bar). A card that clips what sticks out hides it from a phone, while Playwright would still scroll to it.
 */
export async function expectFitsWidth(page: Page) {
  const outside = await page.evaluate(() => {
    const inSwipeStrip = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && up.scrollWidth > up.clientWidth) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll('a, button, input, select, textarea, [role=button], td, th')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || inSwipeStrip(el)) continue;
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        found.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    return { found, scrollWidth: document.documentElement.scrollWidth };
  });
  const width = page.viewportSize()!.width;
  expect(outside.found, `outside the ${width} px width on ${page.url()}`).toEqual([]);
  expect(outside.scrollWidth, `the page scrolls sideways on ${page.url()}`).toBeLessThanOrEqual(width);
}

/** The header's account menu button; it is named by the signed-in person's name, so tests find it by what it opens. */
export const accountMenu = (page: Page) => page.getByRole('banner').locator('button[aria-haspopup="menu"]');

/** How many elements match once the list has rendered; a bare count() reads 0 while the rows are still loading. */
export async function renderedCount(locator: Locator) {
  await expect(locator.first()).toBeVisible();
  return locator.count();
}

export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** A 1×1 PNG, so the preview has a real image to show. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
