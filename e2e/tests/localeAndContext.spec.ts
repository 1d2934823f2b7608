import type { APIRequestContext } from '@playwright/test';
import { expect, test, apiAs, login, submitExpense, unique } from './support.ts';

/** employee@acme.test asks for one day off through the API: a morning (09:00, 4 hours) on the given DD/MM/YYYY day. */
async function requestMorningOff(ctx: APIRequestContext, date: string): Promise<number> {
  const me = (await (await ctx.get('/api/me')).json()).data;
  const types = (await (await ctx.get('/api/days_off/types')).json()).data as { id: number; name: string }[];
  const form = {
    employee_id: String(me.employee.id),
    type: 'custom',
    custom_day_off_type_id: String(types.find((t) => t.name === 'Holidays')!.id),
    am_pm_hint: 'custom',
    optional_message: 'Dentist',
    date_0: date,
    start_minutes_0: '540',
    duration_minutes_0: '240',
  };
  const res = await ctx.post('/api/days_off/requests/add', { form });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.request_id as number;
}

test('switching to Dutch and French writes amounts and month names the local way', async ({ page }) => {
  const title = unique('Locale dinner');
  const { request_id } = await submitExpense({ title, total: '1234.50' });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  await expect(page.getByText('€1,234.50')).toBeVisible();

  const language = page.getByRole('combobox', { name: /^(Language|Taal|Langue)$/ });
  await language.selectOption('nl');
  // \s: Intl separates with (narrow) no-break spaces.
  await expect(page.getByText(/^€\s1\.234,50$/)).toBeVisible();
  await language.selectOption('fr');
  await expect(page.getByText(/^1\s234,50\s€$/)).toBeVisible();

  const employee = await apiAs('employee@acme.test');
  const daysOffId = await requestMorningOff(employee, '15/03/2028');
  await employee.dispose();
  await page.goto(`/inbox/daysOff/${daysOffId}`);
  await page
    .getByRole('button', { name: /calendrier/i })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText('mars 2028')).toBeVisible();
  await page.keyboard.press('Escape');
  await language.selectOption('nl');
  await page
    .getByRole('button', { name: /teamkalender/i })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText('maart 2028')).toBeVisible();

  // The server sends the next page's HTML in the language chosen here, that language's wording named up front.
  const html = await (await page.request.get('/inbox/expenses')).text();
  expect(html).toMatch(/<html lang="nl"[ >]/);
  // Named as a preload, or listed for the page to ask for once drawn when the server drew it (serverRender.spec.ts).
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/messages-nl-[^"]+\.js">|"\/assets\/messages-nl-[^"]+\.js"/);
});

test('a days-off request shows its half day and the balance before and after it', async ({ page }) => {
  const employee = await apiAs('employee@acme.test');
  const id = await requestMorningOff(employee, '16/03/2028');
  await employee.dispose();
  await login(page, 'manager@acme.test', `/inbox/daysOff/${id}`);
  await expect(page.getByTestId('day-2028-03-16')).toContainText('Morning');
  await expect(page.getByTestId('day-2028-03-16')).not.toContainText('4h00');
  await expect(page.getByTestId('budget-balance')).toContainText(/Holidays: .* left now, .* after this request/);
});

test('a session that expires mid-action signs in again and comes back with the note still typed', async ({ page, context }) => {
  const { request_id } = await submitExpense({ title: unique('Expiry taxi') });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  const note = page.getByRole('textbox', { name: /note/i });
  await note.fill('Please attach the receipt next time');
  await context.clearCookies({ name: 'signoff_session' });
  await page
    .getByRole('button', { name: 'Reject' })
    .or(page.getByRole('button', { name: 'Decline' }))
    .first()
    .click();

  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('E-mail address').fill('manager@acme.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/expenses/${request_id}$`));
  await expect(page.getByRole('textbox', { name: /note/i })).toHaveValue('Please attach the receipt next time');
});
