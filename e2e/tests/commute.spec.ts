import type { Page } from '@playwright/test';
import { expect, test, apiAs, login, inboxTabCount } from './support.ts';

type TDay = { date: string; transport_type: string; km?: number };
type TCommuteStatus = -1 | '1' | '0';

/**
 * Days of their own for each test, years away from the demo data's weeks: one week per call, Monday first. The first
 * week is drawn at random, so a second run against the same database (--repeat-each) does not meet the first's days.
 */
let nextWeek = Math.floor(Math.random() * 2000) * 4;
function week(): { iso: (day: number) => string; shown: (day: number) => string } {
  const monday = Date.UTC(2031, 0, 6) + nextWeek++ * 7 * 86_400_000;
  const at = (day: number) => new Date(monday + day * 86_400_000).toISOString().slice(0, 10);
  return { iso: at, shown: (day) => at(day).split('-').reverse().join('/') };
}

/** employee@acme.test (Evan Peeters, Sales: Marie Dubois, manager@acme.test, decides) declares days through the API. */
async function declare(days: TDay[]): Promise<{ ids: number[]; employeeId: number }> {
  const ctx = await apiAs('employee@acme.test');
  const employeeId = (await (await ctx.get('/api/me')).json()).data.employee.id as number;
  const ids: number[] = [];
  for (const day of days) {
    const res = await ctx.post('/api/commute/declare', { data: day });
    expect(res.status(), await res.text()).toBe(200);
    ids.push((await res.json()).data.request_id as number);
  }
  await ctx.dispose();
  return { ids, employeeId };
}

/** The statuses of these days as the server has them now, read through the signed-in manager's own session. */
async function statuses(page: Page, ids: number[], employeeId: number): Promise<TCommuteStatus[]> {
  const res = await page.request.get(`/api/inbox/commute/detail?request_ids=${ids.join(',')}&employee_id=${employeeId}`);
  expect(res.status(), await res.text()).toBe(200);
  const rows = (await res.json()).data.variable_commutes as { id: number; status: TCommuteStatus }[];
  return ids.map((id) => rows.find((r) => r.id === id)!.status);
}

/** The signed-in manager decides some days through the API (as another tab or approver would). */
async function decideByApi(page: Page, employeeId: number, decisions: { id: number; status: '1' | '0' }[]) {
  const res = await page.request.post('/api/inbox/commute/process', { data: { employee_id: employeeId, decisions } });
  expect(res.status(), await res.text()).toBe(200);
}

const commuteCount = (page: Page) => inboxTabCount(page, /Commute/);

const detailPath = (ids: number[], employeeId: number) => `/inbox/commute/${ids.join(',')}/${employeeId}`;
const pressed = (page: Page, name: string) =>
  expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
const notPressed = (page: Page, name: string) =>
  expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');

test('the whole list row opens the person’s days, with each day’s transport, date and km', async ({ page }) => {
  const w = week();
  const { ids, employeeId } = await declare([
    { date: w.iso(0), transport_type: 'bicycle', km: 12 },
    { date: w.iso(1), transport_type: 'public_train', km: 38.5 },
    { date: w.iso(2), transport_type: 'foot' },
  ]);
  await login(page, 'manager@acme.test', '/inbox/commute');
  await expect(page.getByRole('tab', { name: 'Pending', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Commute' }).getByRole('columnheader')).toHaveText([
    'Name',
    'Transport',
    'Distance',
    'Days',
  ]);

  // One row per person; its link carries every pending day of theirs, these three among them.
  const link = page.getByRole('link', { name: 'Evan Peeters', exact: true });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/inbox/commute/[\\d,]+/${employeeId}$`));
  expect(href.split('/')[3]!.split(',').map(Number)).toEqual(expect.arrayContaining(ids));

  // A click anywhere on the row (here its far end, the Days cell) follows the link.
  const row = page.getByRole('row').filter({ has: link });
  const box = (await row.boundingBox())!;
  await row.click({ position: { x: box.width - 24, y: box.height / 2 } });
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  await expect(page.getByRole('heading', { name: 'Evan Peeters' }).getByRole('link')).toHaveAttribute('href', `/people/${employeeId}`);
  await expect(page.getByTestId(`commute-day-${w.iso(0)}`)).toContainText(`Monday ${w.shown(0)}`);
  await expect(page.getByTestId(`commute-day-${w.iso(0)}`)).toContainText('Bicycle · 12 km');
  await expect(page.getByTestId(`commute-day-${w.iso(1)}`)).toContainText('Train · 38.5 km');
  await expect(page.getByTestId(`commute-day-${w.iso(2)}`)).toContainText('On foot · -');

  await page.getByRole('link', { name: 'Back to commute' }).click();
  await expect(page).toHaveURL(/\/inbox\/commute$/);
});

test('per-day decisions: the active choice again resets the day, Submit waits for a change, the count drops', async ({ page }) => {
  const w = week();
  const { ids, employeeId } = await declare([
    { date: w.iso(0), transport_type: 'car_private', km: 24.5 },
    { date: w.iso(1), transport_type: 'public_bus', km: 9 },
    { date: w.iso(2), transport_type: 'public_metro', km: 7 },
  ]);
  await login(page, 'manager@acme.test', detailPath(ids, employeeId));
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect.poll(() => commuteCount(page)).toBeGreaterThanOrEqual(3);
  const before = await commuteCount(page);

  const acceptFirst = page.getByRole('button', { name: `Accept ${w.shown(0)}` });
  await acceptFirst.click();
  await pressed(page, `Accept ${w.shown(0)}`);
  await expect(submit).toBeEnabled();
  await expect(page.getByText('1 of 3 pending days decided')).toBeVisible();
  // Pressing the active choice again gives the day back its pending state: nothing left to send.
  await acceptFirst.click();
  await notPressed(page, `Accept ${w.shown(0)}`);
  await notPressed(page, `Decline ${w.shown(0)}`);
  await expect(submit).toBeDisabled();

  // By keyboard: Accept the first day, Decline the second (the third stays pending).
  await acceptFirst.focus();
  await page.keyboard.press('Enter');
  await pressed(page, `Accept ${w.shown(0)}`);
  await page.getByRole('button', { name: `Decline ${w.shown(1)}` }).focus();
  await page.keyboard.press('Space');
  await pressed(page, `Decline ${w.shown(1)}`);
  await expect(page.getByText('2 of 3 pending days decided')).toBeVisible();

  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Commute request processed' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/commute$/);
  await expect.poll(() => commuteCount(page)).toBe(before - 2);
  expect(await statuses(page, ids, employeeId)).toEqual(['1', '0', -1]);
});

test('decided days show their status and cannot change; once all are handled, the already-handled message', async ({ page }) => {
  const w = week();
  const { ids, employeeId } = await declare([
    { date: w.iso(0), transport_type: 'car_private', km: 24.5 },
    { date: w.iso(1), transport_type: 'public_bus', km: 9 },
    { date: w.iso(2), transport_type: 'public_metro', km: 7 },
  ]);
  await login(page, 'manager@acme.test', detailPath(ids, employeeId));
  await decideByApi(page, employeeId, [
    { id: ids[0]!, status: '1' },
    { id: ids[1]!, status: '0' },
  ]);
  await page.reload();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId(`commute-day-${w.iso(0)}`).getByText('Approved')).toBeVisible();
  await expect(page.getByTestId(`commute-day-${w.iso(1)}`).getByText('Declined')).toBeVisible();
  await expect(page.getByRole('button', { name: `Accept ${w.shown(0)}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Decline ${w.shown(2)}` }).click();
  await expect(page.getByText('1 of 1 pending days decided')).toBeVisible();
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Commute request processed' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/commute$/);
  expect(await statuses(page, ids, employeeId)).toEqual(['1', '0', '0']);

  // Every day handled: the already-handled message, and nothing to submit.
  await page.goto(detailPath(ids, employeeId));
  await expect(page.getByRole('status').filter({ hasText: 'These commute requests have already been handled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'All pending days' })).toHaveCount(0);
  await expect(page.getByTestId(`commute-day-${w.iso(2)}`).getByText('Declined')).toBeVisible();

  // So does the person's row under Declined: every day in it is handled.
  await page.getByRole('link', { name: 'Back to commute' }).click();
  // The rows are the declined ones once their answer is drawn (until then the list keeps the previous status's rows).
  const declined = page.waitForResponse((r) => r.url().includes('/api/inbox/commute/list') && r.url().includes('status=declined'));
  await page.getByRole('tab', { name: 'Declined', exact: true }).click();
  const rows = ((await (await declined).json()) as { data: { items: { name: string; request_ids: number[]; employee_id: number }[] } }).data
    .items;
  const evans = rows.find((r) => r.name === 'Evan Peeters')!;
  const link = page.getByRole('link', { name: 'Evan Peeters', exact: true });
  await expect(link).toHaveAttribute('href', detailPath(evans.request_ids, evans.employee_id));
  await link.click();
  await expect(page.getByRole('status').filter({ hasText: 'These commute requests have already been handled' })).toBeVisible();
  await expect(page.getByTestId(`commute-day-${w.iso(1)}`).getByText('Declined')).toBeVisible();
});

test('a day decided elsewhere meanwhile: Submit is refused with the reason, the page shows that day, the rest goes through', async ({
  page,
}) => {
  const w = week();
  const { ids, employeeId } = await declare([
    { date: w.iso(0), transport_type: 'bicycle', km: 8 },
    { date: w.iso(1), transport_type: 'bicycle', km: 8 },
  ]);
  await login(page, 'manager@acme.test', detailPath(ids, employeeId));
  await page.getByRole('button', { name: `Accept ${w.shown(0)}` }).click();
  await page.getByRole('button', { name: `Accept ${w.shown(1)}` }).click();
  // Another approver declines the first day while this page is open.
  await decideByApi(page, employeeId, [{ id: ids[0]!, status: '0' }]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'has already been handled by someone else' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${detailPath(ids, employeeId)}$`));
  await expect(page.getByTestId(`commute-day-${w.iso(0)}`).getByText('Declined')).toBeVisible();
  // The open day keeps its choice, so sending again needs one click.
  await pressed(page, `Accept ${w.shown(1)}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Commute request processed' })).toBeVisible();
  expect(await statuses(page, ids, employeeId)).toEqual(['0', '1']);
});

test('Decline all and Accept all set the pending days only; a day decided before keeps its status', async ({ page }) => {
  const w = week();
  const { ids, employeeId } = await declare([
    { date: w.iso(0), transport_type: 'bicycle', km: 5 },
    { date: w.iso(1), transport_type: 'public_bus_metro_tram' },
    { date: w.iso(2), transport_type: 'public_transport_combination', km: 31 },
    { date: w.iso(3), transport_type: 'public_train', km: 40 },
  ]);
  await login(page, 'manager@acme.test', detailPath(ids, employeeId));
  await decideByApi(page, employeeId, [{ id: ids[0]!, status: '0' }]);
  await page.reload();
  await expect(page.getByTestId(`commute-day-${w.iso(0)}`).getByText('Declined')).toBeVisible();
  await expect(page.getByTestId(`commute-day-${w.iso(1)}`)).toContainText('Bus, metro or tram · -');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  await page.getByRole('button', { name: `Accept ${w.shown(1)}` }).click();
  // The header menu, by keyboard: it opens on Enter, the arrow keys move, Enter picks.
  await page.getByRole('button', { name: 'All pending days' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Decline all' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeHidden();
  for (const day of [1, 2, 3]) await pressed(page, `Decline ${w.shown(day)}`);
  await expect(page.getByText('3 of 3 pending days decided')).toBeVisible();
  await expect(page.getByRole('button', { name: `Accept ${w.shown(0)}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'All pending days' }).click();
  await page.getByRole('menuitem', { name: 'Accept all' }).click();
  for (const day of [1, 2, 3]) await pressed(page, `Accept ${w.shown(day)}`);
  await page.getByRole('button', { name: `Decline ${w.shown(3)}` }).click();
  await pressed(page, `Decline ${w.shown(3)}`);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Commute request processed' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/commute$/);
  expect(await statuses(page, ids, employeeId)).toEqual(['0', '1', '1', '0']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and the days fit 390 px, and a decision goes through', async ({ page }) => {
    const w = week();
    const { ids, employeeId } = await declare([
      { date: w.iso(0), transport_type: 'public_transport_combination', km: 62 },
      { date: w.iso(1), transport_type: 'public_bus_metro_tram', km: 18 },
    ]);
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await login(page, 'manager@acme.test', '/inbox/commute');
    // The list kit draws cards here; the whole card opens the person's days (a tap on its far corner, not on the name).
    await expect(page.getByRole('table')).toHaveCount(0);
    const link = page.getByRole('link', { name: 'Evan Peeters', exact: true });
    const card = page.getByRole('list', { name: 'Commute' }).getByRole('listitem').filter({ has: link });
    await expect(card.getByText('Days', { exact: true })).toBeVisible();
    expect(await fitsWidth()).toBe(true);
    const box = (await card.boundingBox())!;
    await card.click({ position: { x: box.width - 12, y: box.height - 12 } });
    await expect(page).toHaveURL(new RegExp(`/inbox/commute/[\\d,]+/${employeeId}$`));

    await page.goto(detailPath(ids, employeeId));
    const decline = page.getByRole('button', { name: `Decline ${w.shown(1)}` });
    await expect(decline).toBeInViewport({ ratio: 1 });
    expect(await fitsWidth()).toBe(true);
    await page.getByRole('button', { name: 'All pending days' }).click();
    await page.getByRole('menuitem', { name: 'Accept all' }).click();
    await decline.click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Commute request processed' })).toBeVisible();
    await expect(page).toHaveURL(/\/inbox\/commute$/);
    expect(await statuses(page, ids, employeeId)).toEqual(['1', '0']);
  });
});
