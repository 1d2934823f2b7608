import { accountMenu, expect, test, login, choose } from './support.ts';

test('an admin acts as a manager, sees the banner, and comes back to their own view', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Act as someone…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Act as someone of Acme' });
  await expect(dialog).toBeVisible();
  await choose(dialog.getByRole('combobox', { name: 'Person' }), page.getByRole('option', { name: /Marie Dubois/ }), 'Marie');
  await dialog.getByRole('button', { name: 'Act as this person' }).click();

  const banner = page.getByRole('status').filter({ hasText: 'You are acting as Marie Dubois' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Hanna Janssens');
  await expect(accountMenu(page)).toContainText('Marie Dubois');
  // Acting as someone cannot be stacked: the menu no longer offers it.
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Act as someone…' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await banner.getByRole('button', { name: 'Stop acting as Marie Dubois' }).click();
  await expect(banner).toBeHidden();
  await expect(accountMenu(page)).toContainText('Hanna Janssens');
});

test('a manager is not offered to act as someone', async ({ page }) => {
  await login(page, 'manager@acme.test', '/inbox');
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Act as someone…' })).toHaveCount(0);
});
