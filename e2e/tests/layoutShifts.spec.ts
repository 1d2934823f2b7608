import { expect, login, test, watchLayoutShifts } from './support.ts';

/**
 * Every inbox list and the first page it links to, opened directly as HR, stay where they are first drawn while
 * their answers arrive: a section under a list's skeleton, a card drawn after its own call or a tab bar that grows
 * with its counts would each move what the person is about to read or click (a layout shift).
 */
for (const width of [390, 1440]) {
  test(`no inbox list or detail page moves while it loads, at ${width} px`, async ({ page }) => {
    // Up to fourteen lists and as many detail pages, each opened and waited on till the network is quiet.
    test.slow();
    await page.setViewportSize({ width, height: 844 });
    await login(page, 'hr@acme.test', '/inbox/expenses');
    const tabBar = page.getByRole('tablist', { name: 'Inbox tabs' });
    await expect(tabBar).toHaveAttribute('aria-busy', 'false');
    // Mantine names a tab `…-tab-<value>`, and a tab's value is its list's path.
    const tabs = await tabBar.getByRole('tab').evaluateAll((els) => els.map((el) => el.id.split('-tab-').pop()!));
    // Twelve tabs always; the calendar and car conflict tabs only while they hold something.
    expect(tabs.length).toBeGreaterThanOrEqual(12);
    const layoutShift = await watchLayoutShifts(page);
    const moved: Record<string, number> = {};
    const open = async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shift = await layoutShift();
      if (shift > 0) moved[path] = shift;
    };
    let details = 0;
    for (const tab of tabs) {
      await open(`/inbox/${tab}`);
      const href = await page
        .locator(`main a[href^="/inbox/${tab}/"]`)
        .first()
        .getAttribute('href', { timeout: 1_000 })
        .catch(() => null);
      if (href === null) continue;
      details += 1;
      await open(href);
    }
    // Most lists have a row to open; a list an earlier spec emptied on this worker's database has none.
    expect(details).toBeGreaterThanOrEqual(10);
    expect(moved).toEqual({});
  });
}
