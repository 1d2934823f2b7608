import type { Page } from '@playwright/test';
import {
  expect,
  test,
  apiAs,
  expectNoAxeViolations,
  firstDeclinedExpense,
  gotoDrawn,
  login,
  PNG_1PX,
  submitExpense,
  unique,
  choose,
} from './support.ts';

test('declining without a note is refused, with a note it is declined', async ({ page }) => {
  const title = unique('Decline me');
  const { request_id } = await submitExpense({ title });
  await login(page, 'manager@acme.test', '/inbox/expenses');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/expenses/${request_id}$`));

  // Declining without a note never reaches the server: the field says why and the request stays pending.
  const processCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/inbox/expenses/process')) processCalls.push(r.url());
  });
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('A note for the requester is required when declining')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/inbox/expenses/${request_id}$`));
  await page.getByLabel('Note for the requester').fill('   ');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('A note for the requester is required when declining')).toBeVisible();
  expect(processCalls).toEqual([]);
  await page.reload();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();

  await page.getByLabel('Note for the requester').fill('Please attach the receipt.');
  await expect(page.getByText('26/1000')).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Expense declined')).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/expenses$/);

  await page.getByRole('tab', { name: 'Declined' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByText('This expense has already been handled')).toBeVisible();
  await expect(page.getByText('Please attach the receipt.')).toBeVisible();
  await page.getByRole('button', { name: 'Approval details' }).click();
  await expect(page.getByRole('dialog', { name: 'Approval details' })).toContainText('Declined by Marie Dubois');
});

test('approve, then choose the payout now: another way, with reason and status', async ({ page }) => {
  const { request_id } = await submitExpense({ title: unique('Pay me') });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Expense approved')).toBeVisible();
  await page.getByRole('button', { name: 'Now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Payout method' });
  await choose(dialog.getByRole('combobox', { name: 'Payout type' }), page.getByRole('option', { name: 'Pay out', exact: true }));
  await choose(dialog.getByRole('combobox', { name: 'Method' }), page.getByRole('option', { name: 'Another way' }));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Give the reason for paying out another way')).toBeVisible();
  await expect(dialog.getByText('Choose a payout status')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid in cash at the office');
  await choose(dialog.getByRole('combobox', { name: 'Status' }), page.getByRole('option', { name: 'Paid out', exact: true }));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payout method saved')).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/expenses$/);

  await page.goto(`/inbox/expenses/${request_id}`);
  await expect(page.getByText('Pay out · Another way')).toBeVisible();
});

test('approve, then choose the payroll provider in an open period', async ({ page }) => {
  const { request_id } = await submitExpense({ title: unique('Payroll') });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payout method' });
  await choose(dialog.getByRole('combobox', { name: 'Payout type' }), page.getByRole('option', { name: 'Pay out', exact: true }));
  await choose(dialog.getByRole('combobox', { name: 'Method' }), page.getByRole('option', { name: 'Through the payroll provider' }));
  await choose(
    dialog.getByRole('combobox', { name: 'Payroll period' }),
    page.getByRole('listbox', { name: 'Payroll period' }).getByRole('option').first(),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payout method saved')).toBeVisible();
  await page.goto(`/inbox/expenses/${request_id}`);
  await expect(page.getByText('Pay out · Through the payroll provider')).toBeVisible();
});

test('approve and choose the payout later', async ({ page }) => {
  const { request_id } = await submitExpense({ title: unique('Later') });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page).toHaveURL(/\/inbox\/expenses$/);
  await page.goto(`/inbox/expenses/${request_id}`);
  await expect(page.getByText('Approved by Marie Dubois')).toBeVisible();
  await expect(page.getByText('Undecided')).toBeVisible();
});

test('the pencil moves a mileage expense to another kilometre category and reprices it', async ({ page }) => {
  const { request_id } = await submitExpense({
    title: unique('Mileage'),
    category: 'Mileage',
    distance: '100',
    start_location: 'Ghent office',
    end_location: 'Client in Leuven',
    kind_of_ride: 'single',
  });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  await expect(page.getByText('€42.80')).toBeVisible();
  await expect(page.getByText('€0.4280')).toBeVisible();
  await expect(page.getByText('100 km')).toBeVisible();
  await expect(page.getByText('Ghent office')).toBeVisible();
  await expect(page.getByText('Client in Leuven')).toBeVisible();
  await expect(page.getByText('Single ride')).toBeVisible();
  await page.getByRole('button', { name: 'Edit category' }).click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  // Only categories with the same way of input are offered.
  await expect(page.getByRole('listbox', { name: 'Category' }).getByRole('option')).toHaveText(['Client mileage']);
  await page.getByRole('option', { name: 'Client mileage' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category changed')).toBeVisible();
  await expect(page.getByText('€35.00')).toBeVisible();
  await expect(page.getByText('€0.3500')).toBeVisible();
});

test('the category picker shows the way of input and its groups as headers, filters as one types and works by keyboard', async ({
  page,
}) => {
  const { request_id } = await submitExpense({ title: unique('Picker'), category: 'Meals' });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('button', { name: 'Edit category' }).click();
    const input = page.getByRole('combobox', { name: 'Category' });
    await expect(input).toBeFocused();
    const list = page.getByRole('listbox', { name: 'Category' });
    // Section (the way of input) → group → option; headers are groups' names, never options.
    const section = list.getByRole('group', { name: 'Total amount' });
    await expect(section.getByRole('group', { name: 'Company categories' }).getByRole('option', { name: 'Office supplies' })).toBeVisible();
    await expect(list.getByRole('option', { name: 'Total amount' })).toHaveCount(0);
    await expect(list.getByRole('option', { name: 'Company categories' })).toHaveCount(0);
    // Acme has default categories off: no default group, and the current category is not offered again.
    await expect(list.getByRole('group', { name: 'Default categories' })).toHaveCount(0);
    await expect(list.getByRole('option', { name: 'Meals' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Escape closes the list and leaves the choice as it was.
    await input.press('Escape');
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Cancel' }).click();
  }

  await page.getByRole('button', { name: 'Edit category' }).click();
  const input = page.getByRole('combobox', { name: 'Category' });
  const list = page.getByRole('listbox', { name: 'Category' });
  // Typing filters; typing a group's name keeps its whole group.
  await input.pressSequentially('supp');
  await expect(list.getByRole('option')).toHaveText(['Office supplies']);
  await input.fill('');
  await input.pressSequentially('company');
  await expect(list.getByRole('option', { name: 'Travel tickets' })).toBeVisible();
  await input.fill('');
  await input.pressSequentially('trav');
  // The arrow moves onto the option (announced through aria-activedescendant), Enter picks it.
  await input.press('ArrowDown');
  const option = list.getByRole('option', { name: 'Travel tickets' });
  await expect(option).toHaveAttribute('data-combobox-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await input.press('Enter');
  await expect(list).toBeHidden();
  await expect(input).toHaveValue('Travel tickets');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category changed')).toBeVisible();
  await expect(page.getByText('Travel tickets')).toBeVisible();
});

test('approving an expense without a category is blocked while default categories are off', async ({ page }) => {
  await login(page, 'manager@acme.test', '/inbox/expenses');
  await page.getByRole('textbox', { name: 'Search' }).fill('Headphones');
  await page.getByRole('link', { name: 'Headphones' }).click();
  await expect(page.getByRole('link', { name: 'Create an expense category' })).toHaveAttribute('href', '/settings/expenseCategories/new');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Invalid', { exact: true })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
});

test('the attached receipt opens in a preview', async ({ page }) => {
  const { request_id } = await submitExpense({ title: unique('Receipt') }, { name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1PX });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  await expect(page.getByText('receipt.png')).toBeVisible();
  await page.getByRole('button', { name: 'View' }).click();
  const preview = page.getByRole('dialog', { name: 'receipt.png' });
  await expect(preview.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  const loaded = await preview
    .getByRole('img', { name: 'receipt.png' })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 1);
  expect(loaded).toBe(true);
});

test('an expense page mounts a dialog only when it opens; closed, it gives focus back to its button, and opens again', async ({ page }) => {
  const { request_id } = await submitExpense({ title: unique('Dialogs') }, { name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1PX });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  const view = page.getByRole('button', { name: 'View' });
  const preview = page.getByRole('dialog', { name: 'receipt.png' });
  for (const time of ['first', 'second']) {
    await view.click();
    await expect(preview, `opened the ${time} time`).toBeVisible();
    // The page has two more dialogs (the payout and asking for it), neither open; before, each was mounted closed (3
    // here), and a closed Mantine modal mounted its portal and drew again inside the commit of the page's first draw.
    await expect(page.locator('.mantine-Modal-root')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
    await expect(view).toBeFocused();
  }
});

test('HR follows the no-category warning to create a category, with the contract’s validation, and comes back', async ({ page }) => {
  const name = unique('Lunch allowance');
  await login(page, 'hr@acme.test', '/inbox/expenses');
  await page.getByRole('tab', { name: 'Pending', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill('Headphones');
  await page.getByRole('link', { name: 'Headphones' }).click();
  // The click only starts the navigation: read the address once the detail page is there.
  await expect(page).toHaveURL(/\/inbox\/expenses\/\d+$/);
  const expenseUrl = page.url();
  await page.getByRole('link', { name: 'Create an expense category' }).click();
  await expect(page).toHaveURL(/\/settings\/expenseCategories\/new$/);
  await expect(page.getByRole('heading', { name: 'New expense category' })).toBeVisible();

  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('Give the category a name')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page.getByRole('combobox', { name: 'How the amount is entered' }), page.getByRole('option', { name: 'Day allowance' }));
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('A day allowance needs a price per day')).toBeVisible();
  await page.getByRole('textbox', { name: 'Price per day' }).fill('17.5');
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText(`Category “${name}” created`)).toBeVisible();
  await expect(page).toHaveURL(expenseUrl);

  const hr = await apiAs('hr@acme.test');
  const { categories } = (await (await hr.get('/api/expenses/listCategories?active_only=1')).json()).data as {
    categories: { name: string; way_of_input: string; price_per_day: number | null }[];
  };
  expect(categories.find((c) => c.name === name)).toMatchObject({ way_of_input: 'day-allowance', price_per_day: 17.5 });
  await hr.dispose();
});

test('a manager without the expense-categories permission is told so instead of getting a form', async ({ page }) => {
  await login(page, 'manager@acme.test', '/settings/expenseCategories/new');
  await expect(page.getByText('You cannot create expense categories')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create category' })).toHaveCount(0);
});

test('deciding a request somebody else decided meanwhile shows the already-handled banner', async ({ page }) => {
  const { request_id } = await submitExpense({ title: unique('Race') });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();

  const hr = await apiAs('hr@acme.test');
  const res = await hr.post('/api/inbox/expenses/process', { data: { request_id, status: 'approved', note: 'Done by HR' } });
  expect(res.status(), await res.text()).toBe(200);
  await hr.dispose();

  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This expense has already been handled' })).toBeVisible();
  await expect(page.getByText('Approved by Hanna Janssens')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Choose the payout method now?' })).toHaveCount(0);
});

/** Opens a new pending expense as its manager and checks its note box's height empty, with eight lines, and emptied. */
async function checkNoteBoxGrows(page: Page) {
  const title = unique('Long note');
  await submitExpense({ title });
  await login(page, 'manager@acme.test', '/inbox/expenses');
  await page.getByRole('link', { name: title }).click();
  const note = page.getByLabel('Note for the requester');
  const size = () =>
    note.evaluate((el) => ({
      height: el.clientHeight,
      scrolls: el.scrollHeight > el.clientHeight,
      line: parseFloat(getComputedStyle(el).lineHeight),
    }));
  const empty = await size();
  expect(empty.height).toBeGreaterThanOrEqual(3 * empty.line);
  expect(empty.height).toBeLessThan(4 * empty.line);

  await note.fill(Array.from({ length: 8 }, (_, i) => `Line ${i + 1}`).join('\n'));
  await expect.poll(async () => (await size()).height).toBeGreaterThanOrEqual(8 * empty.line);
  expect((await size()).scrolls).toBe(false);

  await note.fill('');
  await expect.poll(async () => (await size()).height).toBe(empty.height);
}

test('the note box starts three lines high, grows with its text without a scroll bar, and shrinks back', async ({ page }) => {
  await checkNoteBoxGrows(page);
});

test('where the browser cannot size a text box itself (Firefox), Mantine measures it and it grows the same way', async ({ page }) => {
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((...args: [string, string?]) =>
      args[0] === 'field-sizing' ? false : supports(...(args as [string, string]))) as typeof CSS.supports;
  });
  await checkNoteBoxGrows(page);
  // The measured box, not the browser's sizing, is what grew.
  expect(await page.getByLabel('Note for the requester').evaluate((el) => getComputedStyle(el).getPropertyValue('field-sizing'))).not.toBe(
    'content',
  );
});

test("a handled expense's details icon, on a page the server drew, shows its tooltip on hover and on keyboard focus, and still opens the details", async ({
  page,
}) => {
  // The tooltip is the app's (shared/Tooltip.tsx): its target is handed to it after hydration, and the tooltip's handlers
  // are passed on to the icon beside the icon's own click.
  await login(page, 'hr@acme.test', '/inbox/expenses');
  const href = await firstDeclinedExpense(page);
  await gotoDrawn(page, href);
  await expect(page.locator('html[data-app-drawn]')).toBeAttached();
  const icon = page.getByRole('button', { name: 'Approval details' });
  const tooltip = page.getByRole('tooltip', { name: 'Approval details' });
  await icon.hover();
  await expect(tooltip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
  await icon.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(icon).toBeFocused();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Approval details' })).toBeVisible();
});
