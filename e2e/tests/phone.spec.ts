import { expect, gotoDrawn, test, login, watchLayoutShifts } from './support.ts';

// A phone: lists become cards that keep every column, and the header stays one bar.
test.use({ viewport: { width: 390, height: 844 } });

test('the expenses list is a list of cards with the amount and the status, each opening its expense', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/expenses');
  const cards = page.getByRole('list', { name: 'Expenses' });
  await expect(cards).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const first = cards.getByRole('listitem').first();
  await expect(first.getByText('Amount', { exact: true })).toBeVisible();
  await expect(first.getByText('Status', { exact: true })).toBeVisible();
  await expect(first.getByText(/€/)).toBeVisible();
  // Nothing sticks out sideways: the page is as wide as the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/inbox\/expenses\/\d+$/);
  // Beside a title that wraps, the status badge keeps its whole word (it read "P…").
  const badge = page.getByText('Pending', { exact: true }).first();
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a list opened on a phone is drawn as cards from its first draw, and as a table once the window is wide', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/trainings');
  // A table drawn first and swapped for cards after mounting cost a slow phone every row twice, the second time in
  // one long task.
  await page.addInitScript(() => {
    const seen = { table: false };
    Object.assign(window, { __tableSeen: seen });
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof Element && (node.matches('table') || node.querySelector('table'))) seen.table = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/inbox/expenses');
  await expect(page.getByRole('list', { name: 'Expenses' }).getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __tableSeen: { table: boolean } }).__tableSeen.table)).toBe(false);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('table', { name: 'Expenses' }).getByRole('row').nth(1)).toBeVisible();
});

test('the days-off and sick-notes lists are cards too, and the header does not cover the title', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/daysOff');
  await expect(page.getByRole('list', { name: 'Days off' }).getByRole('listitem').first()).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const title = await page.getByRole('heading', { name: 'Inbox', level: 1 }).boundingBox();
  expect(header!.y + header!.height).toBeLessThanOrEqual(title!.y);

  await page.getByRole('tab', { name: /Sick notes/ }).click();
  await expect(page.getByRole('list', { name: 'Certificates to review' }).getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a training request fits the phone: the whole status and its help button, then the decision', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/trainings');
  await page.getByRole('list', { name: 'Trainings' }).getByRole('listitem').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/inbox\/trainings\/\d+$/);
  const help = page.getByRole('button', { name: 'Who decides' });
  const box = await help.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  // The badge is not cut to "PEN…": its text fits its box.
  const badge = page.getByText('Pending', { exact: true }).first();
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a tab opened directly is scrolled into the tab bar, and the page stays as wide as the phone', async ({ page }) => {
  // Payroll documents is HR's last tab: without the scroll it sits far past the phone's right edge.
  await login(page, 'hr@acme.test', '/inbox/documents');
  const tabs = page.getByRole('tablist', { name: 'Inbox tabs' });
  const active = tabs.getByRole('tab', { name: /Payroll documents/ });
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(active).toBeInViewport({ ratio: 1 });
  await expect(tabs.getByRole('tab', { name: /Sick notes/ })).not.toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a reminder opened directly stays where it opened while its content arrives', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/reminders');
  await page.getByRole('list', { name: 'Reminders' }).getByRole('listitem').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/inbox\/reminders\/\d+$/);
  // Centred, the modal's top moved up as it grew from its loader to the reminder: a layout shift of 0.15 on a phone.
  const layoutShift = await watchLayoutShifts(page);
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('button', { name: /Close reminder|Reopen reminder/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift()).toBe(0);
});

test("a settled item's card is set apart as its row is: a closed contract on grey, a closed reminder's text dimmed", async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/contracts');
  await page.getByRole('tab', { name: 'Closed' }).click();
  const contract = page.getByRole('list', { name: 'Contracts' }).getByRole('listitem').filter({ hasText: 'Telework addendum' });
  // Mantine's gray 1, as the table's row; the text keeps its full contrast.
  await expect(contract.first()).toHaveCSS('background-color', 'rgb(241, 243, 245)');
  await expect(contract.first()).toHaveCSS('opacity', '1');

  await page.goto('/inbox/reminders');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  const cards = page.getByRole('list', { name: 'Reminders' }).getByRole('listitem');
  // The app's dimmed grey (Mantine's gray 7, 8.2:1 on white) for the closed one, the body's text colour for an open one.
  await expect(cards.filter({ hasText: 'Holiday credits expire' }).first()).toHaveCSS('color', 'rgb(73, 80, 87)');
  await expect(cards.filter({ hasText: 'First-month check-in' }).first()).toHaveCSS('color', 'rgb(0, 0, 0)');
});

test('a long list comes from the server with a screenful of cards, and the rest once the app took over, nothing moving', async ({
  page,
}) => {
  // Twenty documents a page: parsed, styled and laid out at once, they were a phone's longest task of the first load.
  await login(page, 'hr@acme.test', '/inbox/documents');
  const layoutShift = await watchLayoutShifts(page);
  const html = await gotoDrawn(page, '/inbox/documents');
  // FIRST_DRAW_CARDS (web shared/list/useCardsByScreen.ts).
  expect(html.match(/role="listitem"/g)).toHaveLength(8);
  const cards = page.getByRole('list', { name: 'Payroll documents' }).getByRole('listitem');
  await expect(cards).toHaveCount(20);
  // The server's eighth card ends below the phone's screen, so the cards and the pager added under it move nothing seen.
  expect((await cards.nth(7).boundingBox())!.y).toBeGreaterThan(844);
  await page.waitForLoadState('networkidle');
  expect(await layoutShift()).toBe(0);
});
