import type { Page } from '@playwright/test';
import {
  expect,
  test,
  actOnceDrawn,
  apiAs,
  dismissToast,
  expectNoAxeViolations,
  login,
  PNG_1PX,
  submitExpense,
  unique,
  choose,
} from './support.ts';

/** A Monday in 2029–2030 no other spec asks for, so the request never overlaps another. */
function freshMonday(): string {
  const day = new Date(Date.UTC(2029, 0, 1 + 7 * Math.floor(Math.random() * 90)));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
const plusDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function newRequest(page: Page, kind: string) {
  await page.getByRole('button', { name: 'New request' }).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an employee submits an expense with a receipt and days off; the manager decides; the employee sees the outcome', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two people, two forms, an upload with its scan and four axe runs: a long flow.
    test.slow();
    const title = unique('Client lunch');
    const from = freshMonday();
    const to = plusDays(from, 1);

    // Evan decides nothing: signing in lands him on his own requests.
    await login(page, 'employee@acme.test');
    await expect(page).toHaveURL(/\/me\/requests$/);
    await expect(page.getByRole('heading', { name: 'My requests', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    // The expense: details, then the receipt through the upload widget, which sends the whole expense.
    await newRequest(page, 'Expense');
    const expenseDialog = page.getByRole('dialog', { name: 'New expense' });
    await expenseDialog.getByLabel('Date').fill('2026-11-10');
    await choose(expenseDialog.getByRole('combobox', { name: 'Category' }), page.getByRole('option', { name: 'Meals', exact: true }));
    await expenseDialog.getByRole('textbox', { name: 'Amount (€)' }).fill('42.50');
    await expenseDialog.getByRole('textbox', { name: 'What was it for?' }).fill(title);
    await expectNoAxeViolations(page);
    await expenseDialog.getByRole('button', { name: 'Next: the receipt' }).click();
    await expenseDialog.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expenseDialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Request sent to your manager')).toBeVisible();
    await expect(expenseDialog).toBeHidden();
    const expenseCard = page.getByRole('listitem').filter({ hasText: title });
    await expect(expenseCard).toContainText('Pending');
    await expect(expenseCard).toContainText('€');

    // The days off: two days, the balance before and after, sent with the keyboard.
    await newRequest(page, 'Days off');
    const daysOffDialog = page.getByRole('dialog', { name: 'New days-off request' });
    await choose(
      daysOffDialog.getByRole('combobox', { name: 'Type of day off' }),
      page.getByRole('option', { name: 'Holidays', exact: true }),
    );
    await daysOffDialog.getByLabel('First day').fill(from);
    // A single day may be half a day; a range may not.
    await expect(daysOffDialog.getByRole('radio', { name: 'Afternoon' })).toBeEnabled();
    await daysOffDialog.getByLabel('Last day').fill(to);
    await expect(daysOffDialog.getByRole('radio', { name: 'Afternoon' })).toBeDisabled();
    const balance = daysOffDialog.getByTestId('my-days-off-balance');
    await expect(balance).toContainText('2 working days');
    await expect(balance).toContainText(/Holidays: .* left now, .* after this request/);
    await daysOffDialog.getByLabel('Message to your manager (optional)').fill('Family trip');
    await expectNoAxeViolations(page);
    await daysOffDialog.getByLabel('Last day').press('Enter');
    await expect(daysOffDialog).toBeHidden();
    const daysOffCard = page.getByRole('listitem').filter({ hasText: 'Holidays' }).first();
    await expect(daysOffCard).toContainText('Pending');
    await expect(daysOffCard).toContainText('2 days');

    const employee = await apiAs('employee@acme.test');
    const mine = (await (await employee.get('/api/me/requests?kind=daysOff')).json()).data.items as { id: number; date_from: string }[];
    await employee.dispose();
    const daysOffId = mine.find((r) => r.date_from === from)!.id;

    // The manager approves the expense and declines the days off with a message, in the inbox.
    const managerContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const manager = await managerContext.newPage();
    actOnceDrawn(manager);
    await login(manager, 'manager@acme.test', '/inbox/expenses');
    await manager.getByRole('link', { name: title }).click();
    await manager.getByRole('button', { name: 'Accept' }).click();
    await expect(manager.getByText('Expense approved')).toBeVisible();
    await manager.goto(`/inbox/daysOff/${daysOffId}`);
    await manager.getByRole('button', { name: 'Actions' }).click();
    await manager.getByRole('menuitem', { name: 'Decline all open days' }).click();
    await manager.getByLabel('Note for the employee').fill('The client fair is that week.');
    await manager.getByRole('button', { name: 'Submit' }).click();
    await expect(manager.getByText('Days-off request processed')).toBeVisible();
    await managerContext.close();

    // Evan sees both outcomes, the decline with its message.
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Approved');
    const declined = page.getByTestId(`my-request-daysOff-${daysOffId}`);
    await expect(declined).toContainText('Declined');
    await expect(declined).toContainText('Message from your approver');
    await expect(declined).toContainText('The client fair is that week.');

    // The filters narrow the list.
    await choose(page.getByRole('combobox', { name: 'Status' }), page.getByRole('option', { name: 'Declined', exact: true }));
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    await expect(declined).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is cards, the account menu leads to it, and a commute declaration and an asset request can be filed', async ({ page }) => {
    test.slow();
    await login(page, 'employee@acme.test', '/inbox/tasks');
    await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'My requests' }).click();
    await expect(page).toHaveURL(/\/me\/requests$/);
    await expect(page.getByRole('heading', { name: 'My requests', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your requests' })).toBeVisible();
    await expectNoAxeViolations(page);

    await newRequest(page, 'Commute');
    const dialog = page.getByRole('dialog', { name: 'New commute declaration' });
    await dialog.getByLabel('Day').fill('2026-03-05');
    await choose(
      dialog.getByRole('combobox', { name: 'How you came to work' }),
      page.getByRole('option', { name: 'Bicycle', exact: true }),
    );
    await dialog.getByRole('textbox', { name: 'Distance (km, optional)' }).fill('7');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: 'Bicycle' }).first()).toContainText('7 km');

    // An asset that is not in the catalogue: named and priced.
    await newRequest(page, 'Assets');
    const assetDialog = page.getByRole('dialog', { name: 'New asset request' });
    await choose(
      assetDialog.getByRole('combobox', { name: 'What you need' }),
      page.getByRole('option', { name: 'Something else', exact: true }),
    );
    const desk = unique('Standing desk');
    await assetDialog.getByRole('textbox', { name: 'Name of the asset' }).fill(desk);
    await assetDialog.getByRole('textbox', { name: 'Price (€)' }).fill('350');
    await assetDialog.getByRole('button', { name: 'Submit' }).click();
    await expect(assetDialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: desk })).toContainText('Pending');

    // A filter with nothing to show says so.
    await choose(page.getByRole('combobox', { name: 'Kind' }), page.getByRole('option', { name: 'Assets', exact: true }));
    await choose(page.getByRole('combobox', { name: 'Status' }), page.getByRole('option', { name: 'Partly approved', exact: true }));
    await expect(page.getByText('No requests match these filters.')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a pending expense is withdrawn after a confirmation; one decided meanwhile says so and stays', async ({ page }) => {
    test.slow();
    const taxi = unique('Taxi I did not take');
    const lunch = unique('Lunch decided meanwhile');
    await submitExpense({ title: taxi });
    const decided = await submitExpense({ title: lunch });
    await login(page, 'employee@acme.test', '/me/requests');
    const taxiCard = page.getByRole('listitem').filter({ hasText: taxi });
    const withdrawTaxi = taxiCard.getByRole('button', { name: `Withdraw “${taxi}”` });

    // Asked first; keeping it changes nothing.
    await withdrawTaxi.click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this expense?' });
    await expect(dialog).toContainText(`“${taxi}” will no longer wait for a decision.`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(taxiCard).toContainText('Pending');

    await withdrawTaxi.click();
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const done = page.getByRole('alert').filter({ hasText: 'Expense withdrawn' });
    await expect(done).toBeVisible();
    await expect(taxiCard).toHaveCount(0);
    await dismissToast(done);

    // The manager approves the lunch while the page still offers to withdraw it.
    const lunchCard = page.getByRole('listitem').filter({ hasText: lunch });
    const manager = await apiAs('manager@acme.test');
    const approved = await manager.post('/api/inbox/expenses/process', {
      data: { request_id: decided.request_id, status: 'approved', note: 'Fine' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await manager.dispose();
    await lunchCard.getByRole('button', { name: `Withdraw “${lunch}”` }).click();
    await page.getByRole('dialog', { name: 'Withdraw this expense?' }).getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This expense has already been handled by someone else' })).toBeVisible();
    await expect(lunchCard).toContainText('Approved');
    await expect(lunchCard.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a training that is not in the catalogue is asked for, refused while incomplete, and reaches the manager', async ({ page }) => {
    await login(page, 'employee@acme.test', '/me/requests');
    await newRequest(page, 'Training');
    const dialog = page.getByRole('dialog', { name: 'New training request' });
    // Nothing filled in: each required field says what it needs, and nothing is sent.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Name the training')).toBeVisible();
    await expect(dialog.getByText('Enter the cost (0 or more)')).toBeVisible();
    await expectNoAxeViolations(page);

    const training = unique('Negotiation skills');
    await dialog.getByRole('textbox', { name: 'Training you would like to follow' }).fill(training);
    await dialog.getByRole('textbox', { name: 'Cost (€)' }).fill('480');
    await dialog.getByRole('textbox', { name: 'Why (optional)' }).fill('Our Q3 contracts need it.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: training })).toContainText('Pending');

    // The manager's trainings inbox holds it, under the name the employee gave.
    const manager = await apiAs('manager@acme.test');
    const res = await manager.get('/api/inbox/trainings/list?status=pending&page=0');
    const { items } = (await res.json()).data as { items: { new_training_name: string | null; requester: { name: string } }[] };
    expect(items.find((item) => item.new_training_name === training)?.requester.name).toBe('Evan Peeters');
  });
});
