import { expect, test, expectNoAxeViolations, login, choose } from './support.ts';

test('HR starts a workflow from /workflows and its tasks show in the inboxes', async ({ page }) => {
  // Several page loads and axe runs on a machine shared with other test runs.
  test.slow();
  await login(page, 'hr@acme.test', '/inbox/tasks');
  await page.getByRole('link', { name: 'Workflows' }).click();
  await expect(page).toHaveURL(/\/workflows$/);
  await expect(page).toHaveTitle('Workflows · Signoff');
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Start a workflow from “Onboarding”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a workflow' });
  await expect(dialog.getByLabel('Template')).toHaveValue('Onboarding');
  // Nothing is started without an employee.
  await dialog.getByRole('button', { name: 'Start workflow' }).click();
  await expect(dialog.getByText('Choose the employee')).toBeVisible();
  await choose(dialog.getByLabel('Employee'), page.getByRole('option', { name: 'Evan Peeters' }), 'Evan');
  await dialog.getByLabel('Workflow date').fill('2027-03-01');
  await dialog.getByRole('checkbox', { name: 'E-mail the people responsible for its tasks' }).uncheck();
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Start workflow' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Workflow started with 5 tasks' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Onboarding — Evan Peeters')).toBeVisible();

  // HR orders the laptop (due a week before 01/03/2027); the manager plans the first week.
  await page.goto('/inbox/tasks');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Order a laptop for Evan Peeters' })).toBeVisible();
  await expect(page.getByText('22/02/2027')).toBeVisible();
});

test('the manager, without the workflows permission, is told why /workflows is not theirs', async ({ page }) => {
  // Several page loads and axe runs on a machine shared with other test runs.
  test.slow();
  await login(page, 'manager@acme.test', '/workflows');
  await expect(page.getByText('You need the workflows permission to manage workflows').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start a workflow' })).toHaveCount(0);
});
