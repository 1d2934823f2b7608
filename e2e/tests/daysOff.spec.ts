import type { APIRequestContext } from '@playwright/test';
import { expect, test, apiAs, expectFitsWidth, expectNoAxeViolations, holdCalls, login, choose, watchLayoutShifts } from './support.ts';

/** A fresh Monday-to-Friday week per call, far ahead, so every test owns its dates. */
let weeks = 0;
function freshWeek(): string[] {
  const d = new Date();
  d.setDate(d.getDate() + 90 + 7 * (weeks++ + Math.floor(Math.random() * 300)));
  while (d.getDay() !== 1) d.setDate(d.getDate() + 1);
  return [0, 1, 2, 3, 4].map((i) => {
    const x = new Date(d);
    x.setDate(d.getDate() + i);
    return `${String(x.getDate()).padStart(2, '0')}/${String(x.getMonth() + 1).padStart(2, '0')}/${x.getFullYear()}`;
  });
}

async function typeId(ctx: APIRequestContext, name: string) {
  const types = (await (await ctx.get('/api/days_off/types')).json()).data as { id: number; name: string }[];
  return types.find((t) => t.name === name)!.id;
}

/** A pending request of Evan Peeters as `email` finds it: the first by request date that adds days, or that deletes some. */
async function evansPendingRequest(email: string, type: 'add' | 'delete'): Promise<number> {
  const ctx = await apiAs(email);
  const list = await ctx.get('/api/inbox/daysOff/list?status=pending&search_term=Evan&sort_by=request_date&sort_direction=asc');
  const rows = (await list.json()).data.items as { id: number; request_type: string }[];
  await ctx.dispose();
  return rows.find((r) => r.request_type === type)!.id;
}

/** employee@acme.test (Sales, managed by manager@acme.test) asks for days off through the add-request call. */
async function requestDaysOff(
  days: number,
  type = 'Holidays',
  message = 'End-to-end test',
): Promise<{ request_id: number; dates: { id: number }[] }> {
  const ctx = await apiAs('employee@acme.test');
  const me = (await (await ctx.get('/api/me')).json()).data;
  const week = freshWeek();
  const form: Record<string, string> = {
    employee_id: String(me.employee.id),
    type: 'custom',
    custom_day_off_type_id: String(await typeId(ctx, type)),
    am_pm_hint: 'all_day',
    optional_message: message,
  };
  for (let i = 0; i < days; i++)
    Object.assign(form, { [`date_${i}`]: week[i], [`start_minutes_${i}`]: '540', [`duration_minutes_${i}`]: '480' });
  const res = await ctx.post('/api/days_off/requests/add', { form });
  expect(res.status(), await res.text()).toBe(200);
  const data = (await res.json()).data;
  await ctx.dispose();
  return data;
}

test('the list sorts, hides columns, filters by team and remembers it all', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/daysOff');
  const table = page.getByRole('table', { name: 'Days off' });
  await expect(table.getByRole('link').first()).toBeVisible();
  // The rows are the new order once the server's sorted answer is drawn: its first row leads the table.
  const sorted = page.waitForResponse((r) => r.url().includes('/api/inbox/daysOff/list') && r.url().includes('sort_by=name'));
  await page.getByRole('button', { name: 'Sort by Name' }).click();
  const first = ((await (await sorted).json()) as { data: { items: { employee_name: string }[] } }).data.items[0]!.employee_name;
  await expect(table.getByRole('link').first()).toHaveText(first);
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Team' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: /Team/ })).toHaveCount(0);

  await choose(page.getByRole('combobox', { name: 'Show' }), page.getByRole('option', { name: /^Sales/ }));
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue(/Sales/);

  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Team/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue(/Sales/);
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', /ascending|descending/);
  await choose(page.getByRole('combobox', { name: 'Show' }), page.getByRole('option', { name: 'Show everyone' }));
  await expect(table.getByRole('link').first()).toHaveText(first);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Team' }).check();
});

test('toggling a day, the at-least-one hint, partial approval, then the second manager finishes', async ({ page }) => {
  const { request_id } = await requestDaysOff(3);
  await login(page, 'manager@acme.test', `/inbox/daysOff/${request_id}`);
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  const decline = page.getByRole('button', { name: 'Decline', exact: true });
  await expect(accept).toHaveCount(3);

  await accept.nth(0).click();
  await expect(accept.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await accept.nth(0).click();
  await expect(accept.nth(0)).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Accept or decline at least one day before submitting.')).toBeVisible();

  await accept.nth(0).click();
  await decline.nth(1).click();
  await page.getByLabel('Note for the employee').fill('Day two is the client fair.');
  await page.getByRole('button', { name: 'Submit' }).click();
  const partial = page.getByRole('dialog', { name: 'Partial approval' });
  await expect(partial).toContainText('You decided 2 of 3 days');
  await partial.getByRole('button', { name: 'Cancel' }).click();
  await expect(partial).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Partial approval' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Days-off request processed')).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/daysOff$/);

  await page.goto('/login');
  await page.context().clearCookies();
  await login(page, 'olivier.maes@acme.test', `/inbox/daysOff/${request_id}`);
  await expect(page.getByText(/Marie Dubois \(direct manager\)/)).toBeVisible();
  await expect(page.getByText('Day two is the client fair.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Accept all open days' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Days-off request processed')).toBeVisible();
  await page.goto(`/inbox/daysOff/${request_id}`);
  await expect(page.getByText('This days-off request has already been handled')).toBeVisible();
  await expect(page.getByText(/Olivier Maes \(extra manager\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});

test('the team calendar opens 1000 wide from the overlap notice, with a legend, and browses to the holidays', async ({ page }) => {
  // Month after month, then an axe run, on a machine shared with other test runs.
  test.slow();
  // The seeded "family trip" of Evan overlaps Sales coworkers' days off.
  await login(page, 'manager@acme.test', `/inbox/daysOff/${await evansPendingRequest('manager@acme.test', 'add')}`);
  const notice = page.getByTestId('overlap-notice');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Team calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Team calendar' });
  await expect(dialog.getByRole('grid', { name: 'Team calendar' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(Math.round(box!.width)).toBe(1000);
  await expect(dialog.getByRole('list', { name: 'Legend' })).toContainText('This request');
  // Browsing on to December shows that month's company holiday.
  const shown = dialog.locator('[aria-live="polite"]');
  for (let i = 0; i < 12 && !(await shown.textContent())!.startsWith('December'); i++) {
    const before = (await shown.textContent())!;
    await dialog.getByRole('button', { name: 'Next month' }).click();
    await expect(shown).not.toHaveText(before);
  }
  await expect(dialog.getByText('Christmas Day')).toBeVisible();
  await expectNoAxeViolations(page);
  // Its code came when it first opened (lazyDialog); closing still gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(notice.getByRole('button', { name: 'Team calendar' })).toBeFocused();
});

test('a limit warning shows when the request goes over the overtime budget', async ({ page }) => {
  const { request_id } = await requestDaysOff(2, 'Overtime recovery');
  await login(page, 'manager@acme.test', `/inbox/daysOff/${request_id}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Budget limit' });
  await expect(alert).toContainText('Overtime recovery: approving this request exceeds the budget');
});

test('when the e-mail cannot be sent, a confirm-only dialog gives the reason, then the toast and the list', async ({ page }) => {
  const ctx = await apiAs('manager@acme.test');
  const rows = (await (await ctx.get('/api/inbox/daysOff/list?status=pending&search_term=Verbeke')).json()).data.items as { id: number }[];
  await login(page, 'manager@acme.test', `/inbox/daysOff/${rows[0]!.id}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Accept all open days' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'The e-mail to the employee could not be sent' });
  await expect(dialog).toContainText('Tom Verbeke has no e-mail address');
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Days-off request processed')).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/daysOff$/);
});

test('in a locked month processed days are read-only status buttons', async ({ page }) => {
  const ctx = await apiAs('manager@acme.test');
  const rows = (await (await ctx.get('/api/inbox/daysOff/list?status=all&search_term=Small%20leave')).json()).data.items as {
    id: number;
  }[];
  await login(page, 'manager@acme.test', `/inbox/daysOff/${rows[0]!.id}`);
  await expect(page.getByText('The calendar of this month is locked')).toBeVisible();
  const locked = page.getByRole('button', { name: 'Accepted' });
  await expect(locked).toBeDisabled();
  await expect(locked).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(1);
});

test('a delete request reads Delete and Don’t delete', async ({ page }) => {
  await login(page, 'manager@acme.test', `/inbox/daysOff/${await evansPendingRequest('hr@acme.test', 'delete')}`);
  await expect(page.getByRole('heading', { name: 'Request to delete days off' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: "Don't delete", exact: true })).toBeVisible();
});

test('the person pages show the profile and the calendar', async ({ page }) => {
  const { request_id } = await requestDaysOff(1);
  await login(page, 'manager@acme.test', `/inbox/daysOff/${request_id}`);
  await page.getByRole('link', { name: 'Evan Peeters', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Evan Peeters' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marie Dubois' })).toBeVisible();
  await page.getByRole('tab', { name: 'Days off' }).click();
  await expect(page).toHaveURL(/\/people\/\d+\/daysOff$/);
  await expect(page.getByRole('grid', { name: 'Calendar' })).toBeVisible();
  await expect(page.getByText(/Budgets \d{4}/)).toBeVisible();
  // The demo's holidays allow 20 days a year; the noun follows the limit.
  await expect(page.getByText(/^\d+(\.\d+)? of 20 days approved$/)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every day of a request is decided with its own buttons, each inside the screen', async ({ page }) => {
    const { request_id } = await requestDaysOff(5, 'Holidays', 'Five days, decided one by one on a phone');
    await login(page, 'manager@acme.test', `/inbox/daysOff/${request_id}`);
    const days = page.getByRole('list', { name: 'Requested days' }).getByRole('listitem');
    await expect(days).toHaveCount(5);
    const accept = page.getByRole('button', { name: 'Accept', exact: true });
    const decline = page.getByRole('button', { name: 'Decline', exact: true });
    await expect(accept).toHaveCount(5);
    // Each day's buttons inside the screen: a clipped card hides what sticks out, and only Playwright would scroll to it.
    await expectFitsWidth(page);

    // The team calendar opened from the phone fits it too, and passes axe there.
    await page.getByRole('button', { name: 'Team calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Team calendar' });
    await expect(calendar.getByRole('grid')).toBeVisible();
    await expect(calendar).toHaveCSS('opacity', '1');
    await expectFitsWidth(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);

    for (let i = 0; i < 4; i++) await accept.nth(i).click();
    await decline.nth(4).click();
    await expect(days.nth(4).getByRole('button', { name: 'Decline', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Days-off request processed')).toBeVisible();
    await page.goto(`/inbox/daysOff/${request_id}`);
    await expect(days.nth(0)).toContainText('Accepted');
    await expect(days.nth(4)).toContainText('Declined');
  });

  test('the overlap notice is drawn before the teammates’ days off are in, so their answer moves nothing', async ({ page }) => {
    const requestId = await evansPendingRequest('manager@acme.test', 'add');
    await login(page, 'manager@acme.test', '/inbox/daysOff');
    // Inserted when the answer came, the notice pushed the days and the note down: a layout shift of 0.07–0.16 on a phone.
    const layoutShift = await watchLayoutShifts(page);
    const release = await holdCalls(page, '**/api/days_off/listCoworkersDaysOff*');
    await page.goto(`/inbox/daysOff/${requestId}`);
    const notice = page.getByTestId('overlap-notice');
    await expect(notice).toContainText("Checking teammates' days off…");
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    release();
    await expect(notice).toContainText(/(Some|No) teammates are (also )?off on these days/);
    await page.waitForLoadState('networkidle');
    // On a phone the words are two lines high whatever they say: when they took one line or two, the answer moved the
    // page by 0.002. Before the inbox's tabs had one height with or without a badge, the counts arriving could move the
    // page too (0.068 in one run).
    expect(await layoutShift()).toBe(0);
  });

  test('an overlap found takes the notice no more room than the wait did, though its words are longer', async ({ page }) => {
    const requestId = await evansPendingRequest('manager@acme.test', 'add');
    await login(page, 'manager@acme.test', '/inbox/daysOff');
    const layoutShift = await watchLayoutShifts(page);
    // The answer held, then given as an overlap whatever the demo's dates make of it: its words take two lines here.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/days_off/listCoworkersDaysOff*', async (route) => {
      await held;
      const response = await route.fetch();
      const body = (await response.json()) as { data: { overlapping_events_found: boolean } };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, overlapping_events_found: true } } });
    });
    await page.goto(`/inbox/daysOff/${requestId}`);
    const notice = page.getByTestId('overlap-notice');
    await expect(notice).toContainText("Checking teammates' days off…");
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    release();
    await expect(notice).toContainText('Some teammates are also off on these days');
    await page.waitForLoadState('networkidle');
    expect(await layoutShift()).toBe(0);
  });

  test('when the teammates’ days off cannot be read, the notice says so and the calendar can still be opened', async ({ page }) => {
    const requestId = await evansPendingRequest('manager@acme.test', 'add');
    await login(page, 'manager@acme.test', '/inbox/daysOff');
    await page.route('**/api/days_off/listCoworkersDaysOff*', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`/inbox/daysOff/${requestId}`);
    const notice = page.getByTestId('overlap-notice');
    await expect(notice).toContainText("Teammates' days off could not be checked", { timeout: 20_000 });
    await expect(notice.getByRole('button', { name: 'Team calendar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  test('a delete request’s Delete and Don’t delete fit the screen too', async ({ page }) => {
    await login(page, 'manager@acme.test', `/inbox/daysOff/${await evansPendingRequest('hr@acme.test', 'delete')}`);
    await expect(page.getByRole('button', { name: 'Delete', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: "Don't delete", exact: true }).first()).toBeVisible();
    await expectFitsWidth(page);
  });
});
