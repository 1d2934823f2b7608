import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiAs, expect, login, test, withoutServerRender } from './support.ts';

/**
 * A page the browser draws asks for its data as soon as its route matches (shared/routeData.ts), beside its code, not
 * once the session has answered and the page has drawn; and it asks once: the page draws from that answer. An inbox
 * page opened directly comes drawn by the server with its answers and asks for nothing (serverRender.spec.ts): these
 * tests open the lists as the server sends them when its render is not there (over its budget, or failed).
 */

/**
 * Where the tests sign in: a page that makes none of the inbox's calls. HR's /inbox opens its first tab (sick notes),
 * whose list call, still in flight when the test moved on, was counted as the page's own.
 */
const SIGNED_IN_ON = '/me/requests';

/** Opens `path` with the session's answer held back until the page's own call has left; the order they went in. */
async function openHoldingSession(page: Page, path: string, call: string) {
  const order: string[] = [];
  const calls: string[] = [];
  let callLeft = () => {};
  const left = new Promise<void>((resolve) => (callLeft = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== call) return;
    calls.push(request.url());
    order.push('call');
    callLeft();
  });
  // Without the route's loader the page asks only once it has drawn, which it does only after the session: held for
  // at most 5 s, the session then answers and the call comes after it.
  await page.route('**/api/me', async (route) => {
    await Promise.race([left, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    order.push('session');
    await route.continue();
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.unrouteAll();
  return { order, calls };
}

/** Every inbox list HR opens, and the call that fills it. */
const LISTS: { path: string; call: string }[] = [
  { path: '/inbox/expenses', call: '/api/inbox/expenses/list' },
  { path: '/inbox/daysOff', call: '/api/inbox/daysOff/list' },
  { path: '/inbox/sickNotes', call: '/api/inbox/sickNotes/list' },
  { path: '/inbox/trainings', call: '/api/inbox/trainings/list' },
  { path: '/inbox/commute', call: '/api/inbox/commute/list' },
  { path: '/inbox/assets', call: '/api/inbox/assets/list' },
  { path: '/inbox/outplacements', call: '/api/outplacements/list' },
  { path: '/inbox/tasks', call: '/api/workflows/tasks/list' },
  { path: '/inbox/contracts', call: '/api/inbox/contracts/list' },
  { path: '/inbox/documents', call: '/api/documents/getFiles' },
  { path: '/inbox/conflicts', call: '/api/conflicts/list' },
  { path: '/inbox/calendarConflicts', call: '/api/calendarConflicts/list' },
  { path: '/inbox/carConflicts', call: '/api/carConflicts/list' },
  { path: '/inbox/reminders', call: '/api/reminders/list' },
];

for (const { path, call } of LISTS) {
  test(`${path}, drawn by the browser, asks for its first page before the session has answered, and once`, async ({ page }) => {
    await login(page, 'hr@acme.test', SIGNED_IN_ON);
    await withoutServerRender(page);
    const { order, calls } = await openHoldingSession(page, path, call);
    expect(order[0]).toBe('call');
    expect(calls).toHaveLength(1);
  });
}

test('a list drawn by the browser opens on its remembered status and search, and its route asks for that very page', async ({ page }) => {
  await login(page, 'hr@acme.test', SIGNED_IN_ON);
  await withoutServerRender(page);
  await page.evaluate(() => {
    localStorage.setItem('signoff.inbox.expenses.status', JSON.stringify('all'));
    localStorage.setItem('signoff.inbox.expenses.search', JSON.stringify(' taxi '));
  });
  const { order, calls } = await openHoldingSession(page, '/inbox/expenses', '/api/inbox/expenses/list');
  expect(order[0]).toBe('call');
  expect(calls).toHaveLength(1);
  const asked = new URL(calls[0]!).searchParams;
  expect(asked.get('status')).toBe('all');
  expect(asked.get('search_term')).toBe('taxi');
  await expect(page.getByRole('textbox', { name: /search/i })).toHaveValue(' taxi ');
});

test('the reminders list drawn by the browser opens on its remembered page, and its route asks for that very page', async ({ page }) => {
  await login(page, 'hr@acme.test', SIGNED_IN_ON);
  await withoutServerRender(page);
  await page.evaluate(() => {
    localStorage.setItem('signoff.inbox.reminders.status', JSON.stringify('all'));
    localStorage.setItem('signoff.inbox.reminders.page', JSON.stringify(1));
  });
  const { order, calls } = await openHoldingSession(page, '/inbox/reminders', '/api/reminders/list');
  expect(order[0]).toBe('call');
  expect(calls).toHaveLength(1);
  const asked = new URL(calls[0]!).searchParams;
  expect([asked.get('status'), asked.get('page'), asked.get('sent_only')]).toEqual(['all', '1', '1']);
});

test('the days-off list drawn by the browser opens on its remembered sort, and its route asks for that very page', async ({ page }) => {
  await login(page, 'hr@acme.test', SIGNED_IN_ON);
  await withoutServerRender(page);
  await page.evaluate(() => localStorage.setItem('signoff.inbox.daysOff.sort', JSON.stringify('name:asc')));
  const { order, calls } = await openHoldingSession(page, '/inbox/daysOff', '/api/inbox/daysOff/list');
  expect(order[0]).toBe('call');
  expect(calls).toHaveLength(1);
  const asked = new URL(calls[0]!).searchParams;
  expect([asked.get('sort_by'), asked.get('sort_direction'), asked.get('segment')]).toEqual(['name', 'asc', 'all']);
});

/** The scripts a cold load of `path` fetches (a context of its own: nothing cached), beside those its HTML names. */
async function scriptsOfColdLoad(browser: Browser, signedIn: BrowserContext, path: string) {
  const context = await browser.newContext({ storageState: await signedIn.storageState() });
  try {
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });
    const html = await (await page.request.get(path)).text();
    // Named in a tag's src or href, or listed in JSON for a page the server drew to ask for once drawn (webPage.ts).
    const named = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // A page the server drew asks for its scripts after its frame: the app has run them all once it has taken over.
    await expect(page.locator('html[data-app-drawn]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    return { fetched, named };
  } finally {
    await context.close();
  }
}

test('a page opened directly fetches no code its HTML did not name up front', async ({ page, browser }) => {
  // Sixteen cold loads, each in a fresh context: 1.4 minutes in one whole run, over 2 in the next on the same two busy
  // cores (several servers and browsers beside it).
  test.setTimeout(240_000);
  const hr = await apiAs('hr@acme.test');
  const expense = ((await (await hr.get('/api/inbox/expenses/list?status=all&page=0')).json()) as { data: { items: { id: number }[] } })
    .data.items[0]!;
  await hr.dispose();
  await login(page, 'hr@acme.test', SIGNED_IN_ON);
  // Without its route's files named in the HTML, a page's code came a round trip after the app's (vite.routeModules.ts).
  for (const path of [...LISTS.map((list) => list.path), `/inbox/expenses/${expense.id}`, '/me/requests']) {
    const { fetched, named } = await scriptsOfColdLoad(browser, page.context(), path);
    expect(fetched.length, path).toBeGreaterThanOrEqual(named.size);
    expect({ path, notNamed: fetched.filter((script) => !named.has(script)) }).toEqual({ path, notNamed: [] });
  }
});

test('the page names a raster icon only: an SVG icon is drawn by the page itself, in a document of its own', async ({ page }) => {
  // Chromium decodes a page's icon in the page's renderer; an SVG one is a whole document built on the page's main
  // thread as the app boots (a 54 ms task in a trace of the expenses list, stop 59).
  await page.goto('/login');
  const icons = await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThan(0);
  for (const href of icons) {
    expect(href).not.toMatch(/\.svg$/);
    const answer = await page.request.get(href);
    expect(answer.status(), href).toBe(200);
    expect(answer.headers()['content-type'], href).toMatch(/^image\//);
  }
});
