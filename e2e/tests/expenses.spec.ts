import { expect, test } from '@playwright/test';
import { login, PNG_1PX, submitExpense, unique } from './support.ts';

test('declining without a note is refused, with a note it is declined', async ({ page }) => {
  const title = unique('Decline me');
  const { request_id } = await submitExpense({ title });
  await login(page, 'manager@acme.test', '/inbox/expenses');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/expenses/${request_id}$`));

  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('A note for the requester is required when declining')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/inbox/expenses/${request_id}$`));

  await page.getByLabel('Note for the requester').fill('Please attach the receipt.');
  await expect(page.getByText('26/1000')).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Expense declined')).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/expenses$/);

  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByText('This expense has already been handled')).toBeVisible();
  await expect(page.getByText('Please attach the receipt.')).toBeVisible();
  await page.getByRole('button', { name: 'Approval details' }).click();
  await expect(page.getByRole('dialog', { name: 'Approval details' })).toContainText('Rejected by Marie Dubois');
});

test('approve, then choose the payout now: another way, with reason and status', async ({ page }) => {
  const { request_id } = await submitExpense({ title: unique('Pay me') });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Expense approved')).toBeVisible();
  await page.getByRole('button', { name: 'Now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Payout method' });
  await dialog.getByRole('combobox', { name: 'Payout type' }).click();
  await page.getByRole('option', { name: 'Pay out', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Another way' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Give the reason for paying out another way')).toBeVisible();
  await expect(dialog.getByText('Choose a payout status')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid in cash at the office');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid out', exact: true }).click();
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
  await dialog.getByRole('combobox', { name: 'Payout type' }).click();
  await page.getByRole('option', { name: 'Pay out', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Through the payroll provider' }).click();
  await dialog.getByRole('combobox', { name: 'Payroll period' }).click();
  await page.getByRole('listbox', { name: 'Payroll period' }).getByRole('option').first().click();
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
  const { request_id } = await submitExpense({ title: unique('Mileage'), category: 'Mileage', distance: '100' });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  await expect(page.getByText('€42.80')).toBeVisible();
  await expect(page.getByText('€0.4280')).toBeVisible();
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
  const loaded = await preview.getByRole('img', { name: 'receipt.png' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 1);
  expect(loaded).toBe(true);
});

test('HR creates an expense category from the settings page', async ({ page }) => {
  const name = unique('Parking');
  await login(page, 'hr@acme.test', '/settings/expenseCategories/new');
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('Give the category a name')).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText(`Category “${name}” created`)).toBeVisible();
});
