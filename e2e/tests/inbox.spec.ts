import {
  accountMenu,
  expect,
  holdCalls,
  login,
  expectAtOutlinedPlace,
  outlineOf,
  submitExpense,
  test,
  unique,
  watchLayoutShifts,
  withoutServerRender,
} from './support.ts';

test('a manager logs in, sees the expenses tab with its pending count, and /inbox reopens the last tab', async ({ page }) => {
  await submitExpense({ title: unique('Counted') });
  await login(page, 'manager@acme.test');
  // /inbox opens the first visible tab in the spec's order (or the remembered one); the expenses tab is there.
  await expect(page).toHaveURL(/\/inbox\/\w+$/);
  const tab = page.getByRole('tab', { name: /Expenses/ });
  await expect(tab.getByText(/^\d+$/)).toBeVisible();
  expect(Number(await tab.getByText(/^\d+$/).textContent())).toBeGreaterThan(0);
  await tab.click();
  await expect(page).toHaveURL(/\/inbox\/expenses$/);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Pending', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Expenses' }).getByRole('columnheader')).toHaveText([
    'Requester',
    'Submitted on',
    'Description',
    'Amount',
    'Status',
  ]);

  // The last chosen tab is remembered: /inbox now opens expenses.
  await page.goto('/inbox');
  await expect(page).toHaveURL(/\/inbox\/expenses$/);
});

test('a wrong password shows the reason in a red box', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('manager@acme.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail address or password is not correct');
});

test('the tab count drops after a decision', async ({ page }) => {
  const { request_id } = await submitExpense({ title: unique('Count') });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  const badge = page.getByRole('tab', { name: /Expenses/ }).getByText(/^\d+$/);
  const before = Number(await badge.textContent());
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page).toHaveURL(/\/inbox\/expenses$/);
  await expect(badge).toHaveText(String(before - 1));
});

test('the status filter is remembered after a reload and resets the page', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/expenses');
  await page.getByRole('tab', { name: 'Approved', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Approved', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Approved', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table').getByText('Approved').first()).toBeVisible();
  await expect(page.getByRole('table').getByText('Pending')).toHaveCount(0);

  // HR sees every expense of the company: more than one page (20) under All. Changing the status goes back to page 1.
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  // Paging forward asks for the page after the shown page's last row (the list kit's cursor).
  const rowLinks = page.getByRole('table').locator('a[href^="/inbox/expenses/"]');
  await expect(rowLinks).toHaveCount(20);
  const lastShown = (await rowLinks.last().getAttribute('href'))!.split('/').at(-1);
  const second = page.waitForRequest((r) => r.url().includes('/api/inbox/expenses/list') && r.url().includes('page=1'));
  await page.getByRole('button', { name: 'Next page' }).click();
  expect(new URL((await second).url()).searchParams.get('after')).toBe(lastShown);
  await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('tab', { name: 'Declined', exact: true }).click();
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(21);
});

test('the search narrows the list to matching requesters or titles', async ({ page }) => {
  const title = unique('Searchable');
  await submitExpense({ title });
  await login(page, 'manager@acme.test', '/inbox/expenses');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(title);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Search' }).fill('no such thing at all');
  await expect(page.getByText('No expenses')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
});

test('an unknown request shows the server’s reason in a red box', async ({ page }) => {
  await login(page, 'manager@acme.test', '/inbox/expenses/999999');
  await expect(page.getByRole('alert')).toContainText('does not exist or you do not have access to it');
});

test('another team’s manager cannot open a Sales request', async ({ page }) => {
  const { request_id } = await submitExpense({ title: unique('Private') });
  await login(page, 'elise.wouters@acme.test', `/inbox/expenses/${request_id}`);
  await expect(page.getByRole('alert')).toContainText('does not exist');
});

test('a read-only user sees the request but no Accept or Decline', async ({ page }) => {
  const { request_id } = await submitExpense({ title: unique('Read only') });
  await login(page, 'readonly@acme.test', `/inbox/expenses/${request_id}`);
  await expect(page.getByRole('heading', { name: /Read only/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit category' })).toHaveCount(0);
});

test('the Expenses tab leads from a detail back to the list, and logging out returns to the login page', async ({ page }) => {
  const { request_id } = await submitExpense({ title: unique('Tab back') });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  await expect(page.getByRole('heading', { name: /Tab back/ })).toBeVisible();
  await page.getByRole('tab', { name: /Expenses/ }).click();
  await expect(page).toHaveURL(/\/inbox\/expenses$/);

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/inbox/expenses');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await login(page, 'manager@acme.test', '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an account with two companies switches between them from the header', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/expenses');
  await expect(page.getByRole('banner').getByText('Acme', { exact: true })).toBeVisible();
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: /Globex/ }).click();
  await expect(page.getByRole('banner').getByText('Globex', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: /Expenses/ }).click();
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page.getByRole('link', { name: /Globex lunch/ }).first()).toBeVisible();

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: /Acme/ }).click();
  await expect(page.getByRole('banner').getByText('Acme', { exact: true })).toBeVisible();
});

test('the language picker switches the interface to Dutch and French', async ({ page }) => {
  await login(page, 'manager@acme.test', '/inbox/expenses');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
  await expect(page.getByRole('tab', { name: /Onkosten/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Openstaand', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('fr');
  await expect(page.getByRole('tab', { name: /Notes de frais/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a page the server does not draw shows its outline while the code arrives, then the page in its place, at both widths', async ({
  page,
}) => {
  await login(page, 'manager@acme.test', '/inbox/expenses');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await withoutServerRender(page);
    // The shared libraries held back, as a slow link does (routing also keeps them out of the browser's cache).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/vendor-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/inbox/expenses');
    const frame = page.locator('#root > .sf-frame');
    await expect(frame.getByText('Signoff', { exact: true })).toBeVisible();
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    // A list with a search box shows the box's placeholder where the box will be (the expenses list's largest text).
    await expect(frame.getByText('Search by name or description', { exact: true })).toBeVisible();
    // An inbox page's heading is in the outline already, as text, where the page draws it.
    const outlinedTitle = await frame.getByText('Inbox', { exact: true }).boundingBox();
    const outlined = await frame.getByText('Signoff', { exact: true }).boundingBox();
    release();
    const brand = page.getByRole('link', { name: 'Signoff' });
    await expect(brand).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: 'Inbox' });
    await expect(heading).toBeVisible();
    await expect(frame).toHaveCount(0);
    // The brand and the heading stay where the outline drew them: nothing jumps when the app takes over.
    expectAtOutlinedPlace(await brand.boundingBox(), outlined, `brand at ${width} px`, { x: 2, y: 4 });
    expectAtOutlinedPlace(await heading.boundingBox(), outlinedTitle, `heading at ${width} px`, { x: 2, y: 2, height: 1 });
    await page.unrouteAll();
  }
});

test("each list's outline holds the search box's placeholder exactly when the list draws a search box", async ({ page }) => {
  // Fourteen lists opened one after the other: 45–60 s on a CI-like machine, against the default 60 s.
  test.slow();
  // The build reads which lists have one from their source (vite.firstLoad.ts); this holds it to what they draw.
  await login(page, 'hr@acme.test', '/inbox/expenses');
  const outlined: string[] = [];
  const drawn: string[] = [];
  // Every tab of the inbox's tab bar, as HR sees it once the counts are in.
  const tabBar = page.getByRole('tablist', { name: 'Inbox tabs' });
  await expect(tabBar).toHaveAttribute('aria-busy', 'false');
  // Mantine names a tab `…-tab-<value>`, and a tab's value is its list's path.
  const tabs = await tabBar.getByRole('tab').evaluateAll((els) => els.map((el) => el.id.split('-tab-').pop()!));
  // Twelve tabs always; the calendar and car conflict tabs only while they hold something, and an earlier test on
  // this worker's database may have settled the last of them.
  expect(tabs.length).toBeGreaterThanOrEqual(12);
  for (const tab of tabs) {
    const html = await outlineOf(`/inbox/${tab}`);
    if (html.includes('>Search by name or description<')) outlined.push(tab);
    await page.goto(`/inbox/${tab}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('textbox', { name: 'Search' });
    if ((await box.count()) > 0) {
      drawn.push(tab);
      // The outline's wording is the box's own.
      await expect(box).toHaveAttribute('placeholder', 'Search by name or description');
    }
  }
  expect(drawn).toContain('expenses');
  expect(outlined).toEqual(drawn);
});

test('a page the server does not draw keeps its outline until the session is known, then draws the page, with no spinner between', async ({
  page,
}) => {
  await login(page, 'manager@acme.test', '/inbox/expenses');
  await withoutServerRender(page);
  await page.addInitScript(() => {
    const w = window as unknown as { sawLoader: boolean };
    w.sawLoader = false;
    // A loader before the page's heading is the auth gate's; the page's own skeletons, after it, are not counted.
    new MutationObserver(() => {
      if (!document.querySelector('h1') && document.querySelector('[aria-label="Loading"]')) w.sawLoader = true;
    }).observe(document, { subtree: true, childList: true });
  });
  // The session's answer comes long after the app's code, as from a slow server.
  const release = await holdCalls(page, '**/api/me');
  const listCall = page.waitForResponse(/\/api\/inbox\/expenses\/list/);
  await page.goto('/inbox/expenses');
  // The page's code has run (its route asked for the list) and every script and style is in.
  await listCall;
  await page.waitForLoadState('load');
  const frame = page.locator('#root > .sf-frame');
  await expect(frame.getByText('Signoff', { exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
  await expect(frame).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sawLoader: boolean }).sawLoader)).toBe(false);
});

test('a page the server does not draw keeps its outline until the tab counts are in, and nothing moves when they come, at both widths', async ({
  page,
}) => {
  // HR's reminders: on a phone the tabs left of it widen with their badges; at 1440 px the conflict tabs (shown only
  // with a count) and the badges wrap the bar into a second row.
  await login(page, 'hr@acme.test', '/inbox/reminders');
  const layoutShift = await watchLayoutShifts(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await withoutServerRender(page);
    const release = await holdCalls(page, '**/api/inbox/counts');
    const listCall = page.waitForResponse(/\/api\/reminders\/list/);
    await page.goto('/inbox/reminders');
    // The list's answer is in before the counts'.
    await listCall;
    await expect(page.locator('#root > .sf-frame')).toBeVisible();
    release();
    await expect(page.getByRole('list', { name: 'Reminders' }).or(page.getByRole('table', { name: 'Reminders' }))).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Inbox tabs' })).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('tab', { name: /Calendar conflicts/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(), `layout shift at ${width} px`).toBe(0);
    await page.unrouteAll();
  }
});

test('the outline shows before the stylesheets are in, and the app draws only once they are', async ({ page }) => {
  await login(page, 'manager@acme.test', '/inbox/expenses');
  await withoutServerRender(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w-]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  // Routed, the shared libraries come from the network (not the cache), so their answer can be waited for.
  await page.route(/\/assets\/vendor-[\w-]+\.js$/, (route) => route.continue());
  const scriptsIn = page.waitForResponse(/\/assets\/vendor-[\w-]+\.js$/);
  await page.goto('/inbox/expenses', { waitUntil: 'commit' });
  const frame = page.locator('#root > .sf-frame');
  await expect(frame.getByText('Signoff', { exact: true })).toBeVisible();
  // Painted, not only laid out: a stylesheet in the head would hold the first paint until it is in.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint')))
    .toBe(true);
  // The code is in, but waits for the stylesheets: the app never draws unstyled.
  await scriptsIn;
  await page.waitForTimeout(500);
  await expect(frame).toHaveCount(1);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(frame).toHaveCount(0);
  // Styled: the header is Mantine's 60 px bar.
  expect((await page.locator('header').first().boundingBox())?.height).toBe(60);
  await page.unrouteAll();
});
