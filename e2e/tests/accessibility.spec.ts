import type { Page } from '@playwright/test';
import { accountMenu, expect, expectFitsWidth, expectNoAxeViolations, login, submitExpense, test, unique } from './support.ts';

// Every inbox tab's list and its first detail, at a laptop's and a phone's width: axe, and nothing past the phone's edge.
// A new tab adds its key here.
const TABS = [
  { key: 'expenses', title: 'Expenses' },
  { key: 'daysOff', title: 'Days off' },
  { key: 'sickNotes', title: 'Sick notes' },
  { key: 'trainings', title: 'Trainings' },
  { key: 'commute', title: 'Commute' },
  { key: 'tasks', title: 'Tasks' },
  { key: 'assets', title: 'Assets' },
  { key: 'contracts', title: 'Contracts' },
  { key: 'documents', title: 'Payroll documents' },
  { key: 'outplacements', title: 'Outplacements' },
  { key: 'conflicts', title: 'Conflicts' },
  { key: 'calendarConflicts', title: 'Calendar conflicts' },
  { key: 'carConflicts', title: 'Car conflicts' },
  // A reminder opens as a dialog over its list (spec 01 §Reminders): focus goes into the dialog, not to the heading.
  { key: 'reminders', title: 'Reminders', opensDialog: true },
] as const;
const WIDTHS = [1440, 390] as const;

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Loading…')).toHaveCount(0);
}

test('the sign-in page passes axe and is titled', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Signoff');
    await expectNoAxeViolations(page);
  }
});

for (const tab of TABS) {
  test(`the ${tab.key} list and a detail pass axe and fit both widths, are titled, and focus the heading (or the dialog) after navigating`, async ({
    page,
  }) => {
    // Four axe runs and two page loads: slower than a flow test.
    test.slow();
    await login(page, 'hr@acme.test', `/inbox/${tab.key}`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/inbox/${tab.key}`);
      await expect(page).toHaveTitle(`${tab.title} · Signoff`);
      const row = page.getByRole('main').locator(`a[href^="/inbox/${tab.key}/"]`).first();
      await expect(row).toBeVisible();
      await settled(page);
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);

      await row.click();
      await expect(page).toHaveURL(new RegExp(`/inbox/${tab.key}/.+`));
      if ('opensDialog' in tab) {
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      } else {
        // The clicked row is gone, so focus goes to the page's heading for a screen reader to start from.
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      }
      await settled(page);
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
    }
  });
}

test('the person page, the not-found page and the act-as dialog pass axe', async ({ page }) => {
  await login(page, 'hr@acme.test', '/people/1');
  await settled(page);
  await expect(page).toHaveTitle('Person · Signoff');
  await expectNoAxeViolations(page);

  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found · Signoff');
  await expectNoAxeViolations(page);

  await accountMenu(page).click();
  // Checked once the opening transition is over, not on a half-faded menu.
  await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Act as someone…' }).click();
  await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
});

test('the note counter is read with the field and announced only near the limit; the toast passes axe', async ({ page }) => {
  const title = unique('A11y note');
  const { request_id } = await submitExpense({ title });
  await login(page, 'manager@acme.test', `/inbox/expenses/${request_id}`);
  const note = page.getByLabel('Note for the requester');
  await expect(note).toHaveAccessibleDescription('0/1000');
  await note.fill('x'.repeat(30));
  await expect(page.getByText('30/1000')).toBeVisible();
  await expect(page.getByText(/characters? left/)).toHaveCount(0);
  await note.fill('x'.repeat(990));
  await expect(page.getByText('10 characters left')).toBeAttached();

  await note.fill('The receipt is missing.');
  await page.getByRole('button', { name: 'Decline' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Expense declined' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoAxeViolations(page);
});
