import type { Page } from '@playwright/test';
import { expect, test, expectNoAxeViolations, login, choose } from './support.ts';

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Loading…')).toHaveCount(0);
}

test('a reminder is closed from its modal, then reopened, and the list and badge follow', async ({ page }) => {
  // Several page loads and axe runs on a machine shared with other test runs.
  test.slow();
  await login(page, 'manager@acme.test', '/inbox/reminders');
  await expect(page).toHaveTitle('Reminders · Signoff');
  const tab = page.getByRole('tab', { name: /Reminders/ });
  const link = page.getByRole('link', { name: 'Driving licence expires' });
  await expect(link).toBeVisible();
  await expect(tab).toContainText('2');

  await link.click();
  await expect(page).toHaveURL(/\/inbox\/reminders\/\d+$/);
  const modal = page.getByRole('dialog', { name: 'Driving licence expires' });
  await expect(modal.getByText('Evan Peeters').first()).toBeVisible();
  await modal.getByRole('button', { name: 'Close reminder' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reminder closed' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/reminders$/);
  await expect(page.getByRole('link', { name: 'Driving licence expires' })).toHaveCount(0);
  await expect(tab).toContainText('1');

  await page.getByRole('tab', { name: 'Closed', exact: true }).click();
  await page.getByRole('link', { name: 'Driving licence expires' }).click();
  const closed = page.getByRole('dialog', { name: 'Driving licence expires' });
  await expect(closed.getByText('Closed')).toBeVisible();
  await closed.getByRole('button', { name: 'Reopen reminder' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reminder reopened' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/reminders$/);
  await page.getByRole('tab', { name: 'Pending', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Driving licence expires' })).toBeVisible();
  await expect(tab).toContainText('2');
});

test('a deleted document reads file-not-found and a missing contract NOT_FOUND, without an error toast', async ({ page }) => {
  // Several page loads and axe runs on a machine shared with other test runs.
  test.slow();
  await login(page, 'hr@acme.test', '/inbox/reminders');
  await expect(page.getByText('File not found: the document was deleted')).toBeVisible();
  await page.getByRole('link', { name: 'Company car lease ends' }).click();
  await expect(page.getByRole('dialog', { name: 'Company car lease ends' }).getByText('Not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /wrong|error/i })).toHaveCount(0);
});

test('the name search and the page are remembered, and /reminders lists every reminder with its filters', async ({ page }) => {
  // Several page loads and axe runs on a machine shared with other test runs.
  test.slow();
  await login(page, 'hr@acme.test', '/inbox/reminders');
  await page.getByRole('textbox', { name: 'Search' }).fill('probation');
  await expect(page.getByRole('link', { name: 'End of the probation period' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renew the work permit' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('probation');
  await page.getByRole('textbox', { name: 'Search' }).fill('');

  await page.getByRole('link', { name: 'All reminders' }).click();
  await expect(page).toHaveURL(/\/reminders$/);
  await expect(page.getByRole('heading', { name: 'All reminders' })).toBeVisible();
  // Not sent yet: on the page, not in the inbox.
  await expect(page.getByRole('link', { name: 'Yearly review' })).toBeVisible();
  await page.getByLabel('Sent', { exact: true }).selectOption('sent');
  await expect(page.getByRole('link', { name: 'Yearly review' })).toHaveCount(0);
  await page.getByLabel('Module').selectOption('training');
  await expect(page.getByRole('link', { name: 'Book the sessions for the new starters' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renew the work permit' })).toHaveCount(0);
});

test('the reminders list, its modal and the /reminders page pass axe at both widths', async ({ page }) => {
  test.slow();
  await login(page, 'hr@acme.test', '/inbox/reminders');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/inbox/reminders');
    await expect(page.getByRole('link', { name: 'Renew the work permit' })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Renew the work permit' }).click();
    await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
    await page.goto('/reminders');
    await expect(page).toHaveTitle('All reminders · Signoff');
    await settled(page);
    await expectNoAxeViolations(page);
  }
});

test('HR adds a reminder about a person for a manager, edits it, and deletes it; the manager is not offered to', async ({ page }) => {
  test.slow();
  await login(page, 'hr@acme.test', '/reminders');
  await page.getByRole('link', { name: 'Add reminder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add reminder' });
  // Nothing chosen yet: the contract's reasons, before any request.
  await dialog.getByRole('button', { name: 'Add reminder' }).click();
  await expect(dialog.getByText('Choose the person the reminder is about')).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  await settled(page);
  await expectNoAxeViolations(page);

  await choose(dialog.getByRole('combobox', { name: 'About' }), page.getByRole('option', { name: 'Evan Peeters' }), 'Evan');
  await dialog.getByRole('combobox', { name: 'Remind' }).click();
  await choose(dialog.getByRole('combobox', { name: 'Remind' }), page.getByRole('option', { name: 'Marie Dubois' }), 'Marie');
  await dialog.getByLabel('Description').fill('Check the company car handover');
  await dialog.getByLabel('Expiration date').fill('2000-01-01');
  await dialog.getByRole('button', { name: 'Add reminder' }).click();
  await expect(dialog.getByText('The expiration date cannot be before the reminder date')).toBeVisible();
  await dialog.getByLabel('Expiration date').fill('');
  await dialog.getByRole('button', { name: 'Add reminder' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reminder added' })).toBeVisible();
  await expect(page).toHaveURL(/\/reminders$/);

  await page.getByRole('textbox', { name: 'Search' }).fill('company car handover');
  await page.getByRole('link', { name: 'Check the company car handover' }).click();
  const modal = page.getByRole('dialog', { name: 'Check the company car handover' });
  await expect(modal.getByText('Marie Dubois')).toBeVisible();
  // The edit form on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await modal.getByRole('button', { name: 'Edit' }).click();
  await expect(modal.getByRole('combobox', { name: 'Remind' })).toHaveValue('Marie Dubois');
  await settled(page);
  await expectNoAxeViolations(page);
  await modal.getByLabel('Description').fill('Check the company car handover and the fuel card');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reminder saved' })).toBeVisible();
  const edited = page.getByRole('dialog', { name: 'Check the company car handover and the fuel card' });
  await edited.getByRole('button', { name: 'Delete' }).click();
  await edited.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reminder deleted' })).toBeVisible();
  await expect(page).toHaveURL(/\/reminders$/);
  await expect(page.getByRole('link', { name: /Check the company car handover/ })).toHaveCount(0);

  await page.context().clearCookies();
  await login(page, 'manager@acme.test', '/reminders');
  await expect(page.getByRole('heading', { name: 'All reminders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add reminder' })).toHaveCount(0);
});
