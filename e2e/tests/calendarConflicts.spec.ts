import type { Page } from '@playwright/test';
import { dismissToast, expect, expectNoAxeViolations, login, test } from './support.ts';

type TRow = { id: number; name_person: string; status: string };
type TEntry = { duration_minutes: number; start_minutes?: number | null };
type TDetail = { conflict: { days: { date: string; officient_state: TEntry[]; payroll_provider_state: TEntry[] }[] } };

/** The seeded Acme calendar conflict of a status that matches (the demo seed names no one by key). */
async function seeded(page: Page, status: string, match: (d: TDetail['conflict']) => boolean) {
  const list = (await (await page.request.get(`/api/calendarConflicts/list?status=${status}`)).json()) as { data: { items: TRow[] } };
  for (const row of list.data.items) {
    const detail = (await (await page.request.get(`/api/calendarConflicts/${row.id}`)).json()) as { data: TDetail };
    if (match(detail.data.conflict)) return row;
  }
  throw new Error(`no seeded ${status} calendar conflict matches`);
}
/** The two-day conflict: a morning and an afternoon in Signoff, a whole day at the provider. */
const halfDays = (c: TDetail['conflict']) => c.days.length === 2;
/** A day off only the provider has. */
const providerOnly = (c: TDetail['conflict']) => c.days.length === 1 && c.days[0]!.officient_state.length === 0;
/** A day off only Signoff has. */
const productOnly = (c: TDetail['conflict']) => c.days.length === 1 && c.days[0]!.payroll_provider_state.length === 0;
const status = (page: Page, id: number) =>
  page.request
    .get(`/api/calendarConflicts/${id}`)
    .then(async (r) => ((await r.json()) as { data: { conflict: { status: string } } }).data.conflict.status);

test('the list searches by name; the detail shows both sides with the half-day rule and passes axe', async ({ page }) => {
  test.slow(); // two pages through axe
  await login(page, 'hr@acme.test', '/inbox/calendarConflicts');
  await expect(page.getByRole('tab', { name: /Calendar conflicts/ })).toBeVisible();
  const row = await seeded(page, 'pending', halfDays);
  await expect(page.getByRole('link', { name: row.name_person })).toBeVisible();
  await expectNoAxeViolations(page);
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(row.name_person);
  await expect(page.getByRole('link', { name: row.name_person })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Calendar conflicts' }).getByRole('link')).toHaveCount(1);
  await search.fill('nobody-by-this-name');
  await expect(page.getByText('No pending calendar conflicts')).toBeVisible();
  await search.fill('');
  await page.getByRole('link', { name: row.name_person }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/calendarConflicts/${row.id}$`));
  await expect(page.getByText('Holidays: morning, 4 hours')).toBeVisible();
  await expect(page.getByText('Holidays: afternoon, 4 hours')).toBeVisible();
  await expect(page.getByText('Vacation: whole day, 8 hours')).toBeVisible();
  await expect(page.getByText('No day off')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the profile' })).toHaveAttribute('href', /\/people\/\d+$/);
  await expectNoAxeViolations(page);
});

test('confirming needs a choice; incorrect shows the note without a confirm; ignore by keyboard returns to the list', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/calendarConflicts');
  const row = await seeded(page, 'pending', providerOnly);
  await page.goto(`/inbox/calendarConflicts/${row.id}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'The form is not complete' });
  await expect(toast).toContainText('Please fill in all fields');
  // While the toast is up (faded in), so axe checks its text too; then closed, so no fading toast is half checked below.
  await expect(toast).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
  await dismissToast(toast);
  const select = page.getByRole('combobox', { name: 'Resolution' });
  await select.selectOption('incorrect');
  await expect(page.getByRole('alert').filter({ hasText: 'Please contact the payroll provider' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // By keyboard: focus the select, pick ignore, Tab to Confirm and press Enter.
  await select.selectOption('ignore');
  await select.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Conflict ignored' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/calendarConflicts$/);
  await page.getByRole('tab', { name: 'Ignored' }).click();
  await page.getByRole('link', { name: row.name_person }).click();
  await expect(page.getByText('This conflict was ignored')).toBeVisible();
  await expect(page.getByText('By Hanna Janssens.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Resolution' })).toHaveCount(0);
});

test('resolve sends Signoff’s days to the provider by the queue; the conflict closes once it took them', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/calendarConflicts');
  const row = await seeded(page, 'pending', productOnly);
  await page.getByRole('link', { name: row.name_person }).click();
  await page.getByRole('combobox', { name: 'Resolution' }).selectOption('resolve');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'the days off are being sent to the payroll provider' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/calendarConflicts$/);
  await expect.poll(() => status(page, row.id), { timeout: 30_000 }).toBe('closed');
  await page.goto(`/inbox/calendarConflicts/${row.id}`);
  await expect(page.getByText('This conflict is resolved')).toBeVisible();
  await expect(page.getByText('By Hanna Janssens.')).toBeVisible();
});

test('a manager has no calendar conflicts tab; the empty list forgets the remembered inbox tab', async ({ page }) => {
  await login(page, 'manager@acme.test', '/inbox');
  await page.evaluate(() => localStorage.setItem('signoff.inbox.lastTab', JSON.stringify('calendarConflicts')));
  await page.goto('/inbox/calendarConflicts');
  await expect(page.getByText('No pending calendar conflicts')).toBeVisible();
  await expect(page.getByText('The days off in Signoff and at the payroll provider match.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Calendar conflicts/ })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('signoff.inbox.lastTab'))).toBe('""');
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the list and a detail fit 390 px and pass axe', async ({ page }) => {
    test.slow(); // three views through axe
    await login(page, 'hr@acme.test', '/inbox/calendarConflicts');
    const row = await seeded(page, 'pending', halfDays);
    await expect(page.getByRole('link', { name: row.name_person })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    // Closed and ignored rows are set apart, and still readable.
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await expect(page.getByText('Ignored', { exact: true }).last()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: row.name_person }).click();
    await expect(page.getByText('Holidays: morning, 4 hours')).toBeVisible();
    await page.getByRole('combobox', { name: 'Resolution' }).selectOption('incorrect');
    await expect(page.getByRole('alert').filter({ hasText: 'Please contact the payroll provider' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
