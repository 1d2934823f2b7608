import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  apiAs,
  expect,
  expectAtOutlinedPlace,
  expectNoAxeViolations,
  firstDeclinedExpense,
  gotoDrawn,
  holdCalls,
  login,
  submitExpense,
  test,
  unique,
  watchLayoutShifts,
} from './support.ts';

/**
 * An inbox page opened directly, a list or an item's page, comes drawn by the server (server http/serverRender.ts, web
 * src/ssr/renderPage.tsx): the person sees it at the first paint, before the scripts have run, and the browser asks
 * for nothing the server drew it from. A list is drawn as the browser remembers it and as wide as it is. Nobody's page
 * holds what is not theirs.
 */

/** The page's HTML as the server sends it to `as` (after one render of it, so the render worker has its code). */
async function htmlOf(as: APIRequestContext, path: string) {
  await as.get(path);
  const res = await as.get(path);
  return { html: await res.text(), cacheControl: res.headers()['cache-control'] };
}

/**
 * Opens `path` as `as` in a browser that runs no script: only what the server drew (loaded again if a render ran past
 * its budget and the outline came instead: the test reads the drawn page, not the fallback).
 */
async function withoutScripts(browser: Browser, baseURL: string | undefined, as: APIRequestContext, path: string, width: number) {
  const context = await browser.newContext({
    baseURL,
    storageState: await as.storageState(),
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await gotoDrawn(page, path);
  return { page, close: () => context.close() };
}

test('an expense opened directly is drawn by the server, at both widths, and the browser asks for nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Drawn by the server ${Date.now()}`;
  const { request_id } = await submitExpense({ title, total: '31.40' });
  const path = `/inbox/expenses/${request_id}`;
  const hr = await apiAs('hr@acme.test');

  const { html, cacheControl } = await htmlOf(hr, path);
  expect(html).toContain(title);
  expect(html).toContain('id="signoff-server-state"');
  // It holds the person's data: no cache keeps it.
  expect(cacheControl).toBe('no-store');

  for (const width of [390, 1440]) {
    const bare = await withoutScripts(browser, baseURL, hr, path, width);
    await expect(bare.page.getByRole('heading', { name: title })).toBeVisible();
    await expect(bare.page.getByText('€31.40')).toBeVisible();
    await expect(bare.page.getByRole('button', { name: 'Accept' })).toBeVisible();
    // The outline the server sent before the page is hidden once the page is in, its boxes kept (its text stays the
    // page's largest paint when the page comes before the outline's frame is on screen: server http/webPage.ts).
    const outline = bare.page.locator('#signoff-outline');
    await expect(outline).toBeHidden();
    expect(await outline.evaluate((element) => element.getClientRects().length), 'still laid out').toBe(1);
    await bare.close();
  }

  await login(page, 'hr@acme.test', '/me/requests');
  await page.waitForLoadState('networkidle');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  const shifts = await watchLayoutShifts(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls, 'what the server drew the page from is in its HTML').toEqual([]);
  expect(await shifts()).toBe(0);
  await expect(page.locator('#signoff-outline'), 'removed once the app took over').toHaveCount(0);
  // The app took over: the decision works as on any page.
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Expense approved')).toBeVisible();
});

test('nobody is drawn a page that is not theirs, and a signed-out load gets the outline', async ({ baseURL, playwright }) => {
  const title = `Not yours ${Date.now()}`;
  const { request_id } = await submitExpense({ title });
  const path = `/inbox/expenses/${request_id}`;

  // The employee who asked has no inbox item of their own, Engineering's lead none of Sales', and another company's HR
  // none of Acme's: each is drawn, as themselves, the app's page for an item they cannot see, without the item.
  for (const email of ['employee@acme.test', 'elise.wouters@acme.test', 'hr@globex.test']) {
    const theirs = await htmlOf(await apiAs(email), path);
    expect(theirs.html, email).toContain('id="signoff-server-state"');
    expect(theirs.html, email).not.toContain(title);
  }

  const signedOut = await htmlOf(await playwright.request.newContext({ baseURL }), path);
  expect(signedOut.html).not.toContain(title);
  expect(signedOut.html).not.toContain('signoff-server-state');
  expect(signedOut.cacheControl).toBe('no-cache');
});

test('the server draws the page in the language the person chose: its wording and its money', async ({ browser, baseURL }) => {
  const title = `Getekend door de server ${Date.now()}`;
  const { request_id } = await submitExpense({ title, total: '1234.50' });
  const path = `/inbox/expenses/${request_id}`;
  const hr = await apiAs('hr@acme.test');
  const state = await hr.storageState();
  const session = state.cookies[0]!;
  const context = await browser.newContext({
    baseURL,
    storageState: { ...state, cookies: [...state.cookies, { ...session, name: 'signoff_language', value: 'nl' }] },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  // Loaded again if a render ran past its budget and the outline came instead (two at once on a server just started).
  await gotoDrawn(page, path);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Goedkeuren' })).toBeVisible();
  await expect(page.getByText('€ 1.234,50')).toBeVisible();
  await context.close();
});

test('a list opened directly is drawn by the server as this browser left it, at both widths, and the browser asks for nothing', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = unique('Listed by the server');
  await submitExpense({ title, total: '12.30' });
  await login(page, 'manager@acme.test', '/inbox/expenses');
  // What a person left the list on: every status, and a search.
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(title);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  const shifts = await watchLayoutShifts(page);
  for (const [width, rows] of [
    [390, page.getByRole('list', { name: 'Expenses' })],
    [1440, page.getByRole('table', { name: 'Expenses' })],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    // On a loaded machine a render can run past its 1 s budget, and the outline goes out instead (the server's tests
    // cover that): the load is tried again until the server drew it, and what it drew is then checked whole.
    await expect(async () => {
      calls.length = 0;
      const html = await (await page.goto('/inbox/expenses'))!.text();
      expect(html, `the HTML at ${width} px holds the list`).toContain('id="signoff-server-state"');
      expect(html).toContain(title);
      // Titled as the app titles it, before any script has run.
      expect(html).toContain('<title>Expenses · Signoff</title>');
      await expect(rows.getByRole('link', { name: title })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(title);
      await page.waitForLoadState('networkidle');
      expect(calls, `at ${width} px, what the server drew the list from is in its HTML`).toEqual([]);
      expect(await shifts(), `layout shift at ${width} px`).toBe(0);
    }).toPass({ timeout: 45_000 });

    // Without scripts the rows are there all the same, as the width draws them.
    const bare = await browser.newContext({
      storageState: await page.context().storageState(),
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
    });
    const barePage = await bare.newPage();
    const bareRows = barePage.getByRole(width === 390 ? 'list' : 'table', { name: 'Expenses' });
    await expect(async () => {
      await barePage.goto(page.url());
      await expect(bareRows.getByRole('link', { name: title })).toBeVisible({ timeout: 2_000 });
      await expect(bareRows.getByText('€12.30')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await bare.close();
  }
  // The app took over: its rows lead to the item.
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('the app takes over a page the server drew by hydrating it: the same elements, and a list drawn for another width turns to this one', async ({
  page,
}) => {
  await login(page, 'hr@acme.test', '/me/requests');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The browser's cookie still says it is wide: a window narrowed and the page reloaded before the cookie caught up.
  const hints = encodeURIComponent(JSON.stringify({ cards: false, remembered: {} }));
  await page.context().addCookies([{ name: 'signoff_first_draw', value: hints, domain: new URL(page.url()).hostname, path: '/' }]);
  // The app's code waits until the server's markup has been looked at.
  const release = await holdCalls(page, '**/assets/*.js');
  await gotoDrawn(page, '/inbox/expenses', { waitUntil: 'commit' });
  const search = await page.getByRole('textbox', { name: 'Search' }).elementHandle();
  await expect(page.getByRole('table', { name: 'Expenses' })).toBeVisible();
  const serverId = await search!.getAttribute('id');
  expect(serverId).toMatch(/^mantine-/);
  release();
  await expect(page.locator('html[data-app-drawn]')).toBeAttached();
  // Hydrated, not drawn again: the server's elements are the app's, and nothing was reported as drawn differently
  // (React reports a mismatch as an error, which fails every test through its page).
  expect(await search!.evaluate((element) => element.isConnected)).toBe(true);
  // Its id stays the server's (React's, not one Mantine makes up after mounting), and still names it.
  await page.waitForLoadState('networkidle');
  expect(await search!.getAttribute('id')).toBe(serverId);
  await expect(page.getByRole('list', { name: 'Expenses' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Expenses' })).toHaveCount(0);
  await search!.fill('Lunch');
  await expect(page.getByRole('list', { name: 'Expenses' }).getByRole('link', { name: /Lunch/ }).first()).toBeVisible();
});

test("a page the server drew leaves the contract's schemas unbuilt until the app uses them", async ({ page }) => {
  // Every proxy the page makes is counted, and whether anything has reached through it yet: the browser's build makes
  // each schema of the contract a stand-in that builds it on first use (web vite.lazySchemas.ts). Zod and the other
  // libraries make a few proxies of their own, each used at once.
  await page.addInitScript(() => {
    const NativeProxy = window.Proxy;
    const proxies = { made: 0, used: 0 };
    Object.assign(window, { proxies });
    window.Proxy = new NativeProxy(NativeProxy, {
      construct(target, [object, handler]: [object, ProxyHandler<object>]) {
        proxies.made += 1;
        let used = false;
        const counted = Object.fromEntries(
          Object.entries(handler).map(([trap, run]: [string, (...args: unknown[]) => unknown]) => [
            trap,
            (...args: unknown[]) => {
              if (!used) proxies.used += 1;
              used = true;
              return run(...args);
            },
          ]),
        );
        return Reflect.construct(target, [object, counted]);
      },
    });
  });
  const proxies = () => page.evaluate(() => (window as unknown as { proxies: { made: number; used: number } }).proxies);
  await login(page, 'hr@acme.test', '/me/requests');
  await gotoDrawn(page, '/inbox/expenses');
  await page.waitForLoadState('networkidle');
  const drawn = await proxies();
  // The expenses list's page loads some 90 of the contract's schemas and builds almost none: it parses no answer
  // before the user acts. Built when each module ran, every one would be a schema already, and no stand-in unused.
  expect(drawn.made - drawn.used, JSON.stringify(drawn)).toBeGreaterThan(50);
  // Opening an expense parses its answer: the schemas it needs are built then, and the page works as before.
  await page.getByRole('table', { name: 'Expenses' }).getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  const opened = await proxies();
  expect(opened.used, JSON.stringify({ drawn, opened })).toBeGreaterThan(drawn.used);
});

test('a reminder opened directly comes as its list drawn by the server, and its dialog opens over it once the app took over', async ({
  page,
}) => {
  await login(page, 'manager@acme.test', '/inbox/reminders');
  const href = await page.getByRole('link', { name: 'Driving licence expires' }).getAttribute('href');
  expect(href).toMatch(/^\/inbox\/reminders\/\d+$/);
  await expect(async () => {
    const html = await (await page.goto(href!))!.text();
    expect(html, 'the list under the dialog, drawn by the server').toContain('id="signoff-server-state"');
    expect(html).toContain('Driving licence expires');
  }).toPass({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Driving licence expires' });
  await expect(dialog.getByText('Evan Peeters').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/inbox\/reminders$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Driving licence expires' })).toBeVisible();
});

test("a list whose page draws with more than its rows (the days-off segment select, the documents' types) comes with all of it, and asks for nothing after", async ({
  page,
}) => {
  await login(page, 'hr@acme.test', '/me/requests');
  await page.waitForLoadState('networkidle');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  for (const [path, ready] of [
    ['/inbox/daysOff', page.getByLabel('Show', { exact: true }).first()],
    ['/inbox/documents', page.getByLabel('Document type', { exact: true }).first()],
  ] as const) {
    await expect(async () => {
      calls.length = 0;
      const html = await (await page.goto(path))!.text();
      expect(html, `${path} drawn by the server`).toContain('id="signoff-server-state"');
      await expect(ready).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(calls, `${path}: what the page draws with is in its HTML`).toEqual([]);
    }).toPass({ timeout: 30_000 });
  }
});

test("the outline the server sends before its render shows the page's heading where the drawn page puts it, at both widths", async ({
  page,
}) => {
  const hr = await apiAs('hr@acme.test');
  await page.context().addCookies((await hr.storageState()).cookies);
  const path = '/inbox/expenses';
  // What the browser has while the server draws: the first part, up to the title the second part starts with.
  const html = await (await hr.get(path)).text();
  const firstPart = html.slice(0, html.indexOf('<title>'));
  expect(firstPart).toContain('id="signoff-outline"');
  expect(firstPart).not.toContain('id="root"');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: firstPart }), { times: 1 });
    await page.goto(path);
    const outline = page.locator('#signoff-outline');
    await expect(outline.getByText('Inbox', { exact: true })).toBeVisible();
    await expect(outline.getByText('Search by name or description', { exact: true })).toBeVisible();
    const outlined = await outline.getByText('Inbox', { exact: true }).boundingBox();

    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1, name: 'Inbox' });
    await expect(heading).toBeVisible();
    await expect(outline).toHaveCount(0);
    expectAtOutlinedPlace(await heading.boundingBox(), outlined, `heading at ${width} px`);
  }
});

/**
 * Holds the browser's frames until the returned function lets them go: what a page does before its first frame is all it
 * does. `hidden` makes the page say nobody is looking at it (a background tab, which draws no frame).
 */
async function holdFrames(page: Page, { hidden = false } = {}): Promise<() => Promise<void>> {
  await page.addInitScript((hidden) => {
    const held: FrameRequestCallback[] = [];
    const requestFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => held.push(callback);
    Object.assign(window, {
      releaseFrames: () => {
        window.requestAnimationFrame = requestFrame;
        for (const callback of held.splice(0)) callback(performance.now());
      },
    });
    if (hidden) Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
  }, hidden);
  return () => page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
}

/** The scripts the page asks for from now on, as they are asked. */
function scriptsAsked(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('the login page paints its outline from the HTML alone, its heading where the page puts it, and asks for its scripts once that is drawn', async ({
  browser,
  baseURL,
}) => {
  for (const width of [390, 1440]) {
    const bare = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 844 } });
    const outlinePage = await bare.newPage();
    await outlinePage.goto('/login');
    const outlined = await outlinePage.getByText('Signoff', { exact: true }).boundingBox();
    await bare.close();

    const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
    const page = await context.newPage();
    const releaseFrames = await holdFrames(page);
    const scripts = scriptsAsked(page);
    const layoutShift = await watchLayoutShifts(page);
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(scripts, 'nothing asked before the frame').toEqual([]);
    await releaseFrames();
    const heading = page.getByRole('heading', { level: 1, name: 'Signoff' });
    await expect(heading).toBeVisible();
    await expect(page.locator('.sf-login')).toHaveCount(0);
    expectAtOutlinedPlace(await heading.boundingBox(), outlined, `heading at ${width} px`);
    expect(await layoutShift()).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  }
});

test('a drawn page asks for its scripts once the frame that shows it is drawn, and at once in a tab nobody looks at', async ({
  browser,
  baseURL,
}) => {
  // Room for the page to be asked again while a render that ran late ends (below).
  test.setTimeout(120_000);
  const hr = await apiAs('hr@acme.test');
  for (const hidden of [false, true]) {
    const context = await browser.newContext({ baseURL, storageState: await hr.storageState() });
    const page = await context.newPage();
    const releaseFrames = await holdFrames(page, { hidden });
    // A render under load may run over its budget, and the page then comes as its outline with its scripts named (the
    // next render waits for the late one to end): the page is asked again, a while apart, until the server has drawn it.
    await page.route('**/inbox/expenses', async (route) => {
      for (let attempt = 1; ; attempt++) {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('id="signoff-scripts"') || attempt === 8) return route.fulfill({ response, body });
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    });
    const scripts = scriptsAsked(page);
    await page.goto('/inbox/expenses');
    await expect(page.locator('#signoff-scripts'), 'drawn by the server').toBeAttached({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    if (hidden) await expect.poll(() => scripts.length, 'asked without waiting for a frame').toBeGreaterThan(0);
    else {
      await page.waitForLoadState('networkidle');
      expect(scripts, 'nothing asked before the frame').toEqual([]);
    }
    await releaseFrames();
    await expect(page.locator('html[data-app-drawn]'), 'the app took over').toBeAttached();
    await context.close();
  }
});

test("a drawn page asks for its scripts one file a task, runs nothing until all have arrived, then React's file before the entry", async ({
  page,
}) => {
  // What the loader adds to the head, in the order it adds it, each with the number of the observer's call that saw it:
  // the observer is called once per task that changed the head (at its microtasks' end), so one file a task is one
  // call a file. React's DOM tells the developer tools' hook when its code runs (checkDCE, its production build too).
  await page.addInitScript(() => {
    const added: { what: string; call: number }[] = [];
    let calls = 0;
    new MutationObserver((records) => {
      calls += 1;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.type === 'module') added.push({ what: `script ${node.src}`, call: calls });
          else if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
            added.push({ what: `preload ${node.href}`, call: calls });
            node.addEventListener('load', () => added.push({ what: `loaded ${node.href}`, call: calls }));
          }
    }).observe(document, { childList: true, subtree: true });
    Object.assign(window, {
      scriptsAdded: added,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: { isDisabled: true, checkDCE: () => added.push({ what: 'React ran', call: calls }) },
    });
  });
  await login(page, 'hr@acme.test', '/inbox/expenses');
  await gotoDrawn(page, '/inbox/daysOff');
  await expect(page.locator('html[data-app-drawn]'), 'the app took over').toBeAttached();
  const listed = JSON.parse((await page.locator('#signoff-scripts').textContent())!) as {
    entry: string;
    first: string[];
    preload: string[];
  };
  const added = await page.evaluate(() => (window as unknown as { scriptsAdded: { what: string; call: number }[] }).scriptsAdded);
  const origin = new URL(page.url()).origin;
  const preloads = added.filter((entry) => entry.what.startsWith('preload '));
  expect(preloads.map((entry) => entry.what)).toEqual([listed.entry, ...listed.preload].map((file) => `preload ${origin}${file}`));
  expect(new Set(preloads.map((entry) => entry.call)).size, 'each file asked in a task of its own').toBe(preloads.length);
  expect(
    listed.first.some((file) => /\/react-[^/]+\.js$/.test(file)),
    "React's file is run first",
  ).toBe(true);
  // React ran (React's DOM and its client each tell the hook) once every file was asked for and had arrived, and before
  // the entry was added, last.
  const asked = added.filter((entry) => !entry.what.startsWith('loaded '));
  const after = asked.slice(preloads.length).map((entry) => entry.what);
  expect(after.at(-1)).toBe(`script ${origin}${listed.entry}`);
  expect(after.slice(0, -1).length).toBeGreaterThan(0);
  expect(new Set(after.slice(0, -1))).toEqual(new Set(['React ran']));
  const reactRan = added.findIndex((entry) => entry.what === 'React ran');
  const loaded = added.slice(0, reactRan).filter((entry) => entry.what.startsWith('loaded '));
  expect(new Set(loaded.map((entry) => entry.what.replace('loaded ', ''))), 'every file had arrived before any ran').toEqual(
    new Set(preloads.map((entry) => entry.what.replace('preload ', ''))),
  );
});

test("a drawn page's own files run one a task, each after the files it imports, and the app takes over", async ({ page }) => {
  // Each of the page's files, as served, ends by noting that it ran, and whether a file ran before it in the same task:
  // modules run as one graph run one after the other with no microtask between, so the note's microtask has not yet
  // cleared the flag the previous one set.
  const imports = new Map<string, string[]>();
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const file = new URL(route.request().url()).pathname;
    imports.set(
      file,
      [...body.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(([, imported]) => `/assets/${imported}`),
    );
    const note =
      ';{const w=globalThis;(w.__ran??=[]).push({file:new URL(import.meta.url).pathname,alone:!w.__inTask});' +
      'w.__inTask=true;queueMicrotask(()=>{w.__inTask=false})}';
    await route.fulfill({ status: response.status(), contentType: 'text/javascript', body: `${body}\n${note}` });
  });
  await login(page, 'hr@acme.test', '/inbox/expenses');
  await gotoDrawn(page, '/inbox/sickNotes');
  await expect(page.locator('html[data-app-drawn]'), 'the app took over').toBeAttached();
  await expect(page.getByRole('heading', { name: 'Sick days waiting for upload' })).toBeVisible();
  const listed = JSON.parse((await page.locator('#signoff-scripts').textContent())!) as {
    entry: string;
    first: string[];
    preload: string[];
  };
  // The wording's file is asked for by the boot beside them (i18n), so it may run before its turn.
  const own = listed.preload.filter((file) => file !== listed.entry && !listed.first.includes(file) && !/\/messages-/.test(file));
  expect(own.some((file) => /\/vendor-[^/]+\.js$/.test(file)) && own.some((file) => /\/SickNotesListPage-/.test(file))).toBe(true);
  for (const [index, file] of own.entries())
    for (const imported of imports.get(file) ?? [])
      if (own.includes(imported))
        expect(own.indexOf(imported), `${imported}, which ${file} imports, is listed before it`).toBeLessThan(index);
  const ran = await page.evaluate(() => (window as unknown as { __ran: { file: string; alone: boolean }[] }).__ran);
  const ranOwn = ran.filter((entry) => own.includes(entry.file));
  expect(
    ranOwn.map((entry) => entry.file),
    'in the order listed',
  ).toEqual(own);
  expect(
    ranOwn.filter((entry) => !entry.alone).map((entry) => entry.file),
    'each in a task of its own',
  ).toEqual([]);
});

test("a list's count is written without an Intl formatter, in the server's draw and the app's alike", async ({ page }) => {
  // The first Intl number or date formatter a page builds loads the locale's data: 24–35 ms of the documents list's
  // hydration (0021, stop 70).
  await page.addInitScript(() => {
    const built: string[] = [];
    for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'ListFormat'] as const) {
      const original = Intl[name];
      Object.defineProperty(Intl, name, {
        configurable: true,
        value: new Proxy(original, {
          construct(target, args) {
            built.push(name);
            return Reflect.construct(target, args);
          },
        }),
      });
    }
    Object.assign(window, { intlBuilt: built });
  });
  await login(page, 'hr@acme.test', '/inbox/expenses');
  await gotoDrawn(page, '/inbox/documents');
  const count = page.getByText(/^\d+ items?$/);
  await expect(count, 'drawn by the server').toBeVisible();
  const drawn = await count.textContent();
  await expect(page.locator('html[data-app-drawn]'), 'the app took over').toBeAttached();
  await expect(page.getByText(drawn!, { exact: true }), 'the same count once the app drew').toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)).toEqual([]);
});

test('a browser that does not know module preloads, and so never reports them loaded, still gets the app', async ({ page }) => {
  // Such a browser fetches nothing for rel=modulepreload and fires no load event for it. Chromium knows it, so this one is
  // told otherwise, and a preload's onload is swallowed: were the loader to wait for those events, the app would never
  // take over.
  await page.addInitScript(() => {
    const supports = DOMTokenList.prototype.supports;
    DOMTokenList.prototype.supports = function (token: string) {
      return token === 'modulepreload' ? false : supports.call(this, token);
    };
    Object.defineProperty(HTMLLinkElement.prototype, 'onload', { set() {}, get: () => null, configurable: true });
  });
  await login(page, 'hr@acme.test', '/inbox/expenses');
  await gotoDrawn(page, '/inbox/daysOff');
  await expect(page.locator('html[data-app-drawn]'), 'the app took over').toBeAttached({ timeout: 15_000 });
});

test('hydrating a page the server drew is one commit in its task: no menu, select, tooltip or portal has React draw again inside it', async ({
  page,
}) => {
  // React hands every commit to the developer tools' hook when there is one, in its production build too. This one counts
  // the commits that come in the same task as the first (hydration's), before that task's microtasks: a state set while
  // committing (Mantine's portals and floating-ui's targets set theirs there) is drawn at once, synchronously, and takes
  // every effect of the page's first draw into that one long task with it (decision 0021, stop 62).
  await page.addInitScript(() => {
    const seen = { commits: 0, inFirstTask: 0 };
    let firstTaskOpen = false;
    Object.assign(window, {
      commitsSeen: seen,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: () => {
          seen.commits += 1;
          if (seen.commits === 1) {
            firstTaskOpen = true;
            queueMicrotask(() => (firstTaskOpen = false));
          } else if (firstTaskOpen) seen.inFirstTask += 1;
        },
      },
    });
  });
  await login(page, 'hr@acme.test', '/inbox/expenses');
  const handled = await firstDeclinedExpense(page);
  // The header's account menu is on every page; the days-off list has a select, the columns' menu and a table's scrolling,
  // the documents' list a select and the forwarding menu, a handled expense its details' tooltip.
  for (const [path, ready] of [
    ['/inbox/daysOff', page.getByRole('button', { name: 'Columns' })],
    ['/inbox/documents', page.getByLabel('Document type', { exact: true }).first()],
    [handled, page.getByRole('button', { name: 'Approval details' })],
  ] as const) {
    await gotoDrawn(page, path);
    await expect(ready).toBeVisible();
    await expect(page.locator('html[data-app-drawn]')).toBeAttached();
    const seen = await page.evaluate(() => (window as unknown as { commitsSeen: { commits: number; inFirstTask: number } }).commitsSeen);
    expect(seen.commits, `${path}: the hook saw hydration's commit`).toBeGreaterThan(0);
    expect(seen.inFirstTask, `${path}: commits in hydration's task after it`).toBe(0);
  }
});

test('a page the server drew applies each of its stylesheets once, and a page the browser draws turns them on', async ({ page }) => {
  // Each app stylesheet on for the screen, by its file: a drawn page's second part names them again for the screen, and
  // turning the head's print-only copies on too applied every rule twice and restyled the whole page (0021, stop 67).
  const expectEachOnScreenOnce = async () => {
    const count = await page.evaluate(() => {
      const count: Record<string, number> = {};
      for (const sheet of document.styleSheets)
        if (sheet.href && !sheet.media.mediaText.includes('print')) count[sheet.href] = (count[sheet.href] ?? 0) + 1;
      return count;
    });
    expect(Object.keys(count).length).toBeGreaterThan(0);
    expect(
      Object.values(count).every((times) => times === 1),
      JSON.stringify(count),
    ).toBe(true);
  };
  await login(page, 'hr@acme.test', '/inbox/expenses');
  await gotoDrawn(page, '/inbox/daysOff');
  await expect(page.locator('html[data-app-drawn]')).toBeAttached();
  await expectEachOnScreenOnce();

  // The login page's HTML holds its outline, not a drawn page: its print-only stylesheets are what the app turns on.
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await expectEachOnScreenOnce();
});

test("the theme's colours come from a stylesheet, the same on a page the server drew and on one the browser draws", async ({ page }) => {
  // Mantine's provider worked its CSS variables out on every page's first render and wrote them into a style element;
  // the build writes them into the app's stylesheet instead (web vite.mantineVariables.ts), so no page holds that
  // element and every page has the theme's values: its dimmed grey and error red that read at AA, its primary shade 8.
  const expectTheme = async () => {
    const theme = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return {
        styleElements: document.querySelectorAll('style[data-mantine-styles="true"]').length,
        dimmed: root.getPropertyValue('--mantine-color-dimmed').trim(),
        error: root.getPropertyValue('--mantine-color-error').trim(),
        primary: root.getPropertyValue('--mantine-primary-color-filled').trim(),
        font: root.getPropertyValue('--mantine-font-family').trim(),
      };
    });
    expect(theme).toEqual({
      styleElements: 0,
      dimmed: '#495057',
      error: '#c84242',
      // Indigo's shade 8.
      primary: '#3b5bdb',
      font: expect.stringMatching(/^system-ui/),
    });
  };
  await login(page, 'hr@acme.test', '/inbox/expenses');
  await gotoDrawn(page, '/inbox/daysOff');
  await expect(page.locator('html[data-app-drawn]')).toBeAttached();
  await expectTheme();
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await expectTheme();
});
