import { choose, expect, expectNoAxeViolations, login, test } from './support.ts';
import { sandboxUrl } from '../workers.ts';

const rows = (page: import('@playwright/test').Page) => page.getByRole('main').locator('a[href^="/inbox/documents/"]');

test('the type filter is remembered across reloads, and pages are 20 long', async ({ page }) => {
  // A busy machine (several servers on two cores) makes these flows slower than the default allows.
  test.slow();
  await login(page, 'hr@acme.test', '/inbox/documents');
  await expect(rows(page)).toHaveCount(20);
  // The next page is asked after the first page's last row (keyset paging), not by skipping 20.
  const lastOfFirst = (await rows(page).last().getAttribute('href'))!.split('/').at(-1);
  const second = page.waitForRequest((r) => r.url().includes('/api/documents/getFiles') && r.url().includes('page=1'));
  await page.getByRole('button', { name: '2', exact: true }).click();
  expect(new URL((await second).url()).searchParams.get('after')).toBe(lastOfFirst);
  // Page 1 stays on screen until page 2 has come (placeholder data), so wait for the shorter last page itself.
  await expect.poll(() => rows(page).count()).toBeLessThan(20);
  await expect(rows(page).first()).toBeVisible();

  const filter = page.getByRole('combobox', { name: 'Document type' });
  await choose(filter, page.getByRole('option', { name: /^Invoice \(\d+\)$/ }));
  await expect(rows(page).first()).toHaveText(/^invoice-/);
  // A new filter starts again from the first page.
  await expect(rows(page)).toHaveCount(7);
  for (const link of await rows(page).all()) await expect(link).toHaveText(/^invoice-\d{4}-\d{2}\.pdf$/);

  await page.reload();
  await expect(filter).toHaveValue(/^Invoice/);
  await expect(rows(page)).toHaveCount(7);
});

test('a document opens with its PDF previewed in the page, which counts a download', async ({ page }) => {
  // A busy machine (several servers on two cores) makes these flows slower than the default allows.
  test.slow();
  await login(page, 'hr@acme.test', '/inbox/documents');
  const newRow = page.getByRole('row').filter({ hasText: 'New' }).filter({ hasText: 'payslips-' });
  const name = (await newRow.getByRole('link').textContent())!;
  const pdf = page.waitForResponse((res) => /\/api\/documents\/download\/[\w-]{43}$/.test(res.url()));
  await newRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/inbox\/documents\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const frame = page.locator(`iframe[title="${name}"]`);
  await expect(frame).toBeVisible();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline/);
  await expect(page.getByText('1 download')).toBeVisible();

  await page.getByRole('link', { name: 'Back to payroll documents' }).click();
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('New', { exact: true })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a PDF is put in the page only when asked for, and only then counts a download', async ({ page }) => {
    // A busy machine (several servers on two cores) makes these flows slower than the default allows.
    test.slow();
    await login(page, 'hr@acme.test', '/inbox/documents');
    // An older payroll journal, not a new document: the tests of the new badges need those (this worker's database).
    const card = page.getByRole('listitem').filter({ hasText: 'payroll-journal-' }).nth(1);
    const name = (await card.getByRole('link').textContent())!;
    const downloads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/documents\/download\//.test(request.url())) downloads.push(request.url());
    });
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const show = page.getByRole('button', { name: 'Show preview' });
    await expect(show).toBeVisible();
    const counted = page.getByText(/^\d+ downloads?$/);
    const before = Number((await counted.textContent())!.split(' ')[0]);
    const countOf = (n: number) => `${n} download${n === 1 ? '' : 's'}`;
    await expectNoAxeViolations(page);
    await page.waitForLoadState('networkidle');
    expect(downloads).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(counted).toHaveText(countOf(before));

    const pdf = page.waitForResponse((res) => /\/api\/documents\/download\/[\w-]{43}$/.test(res.url()));
    await show.click();
    const frame = page.locator(`iframe[title="${name}"]`);
    await expect(frame).toBeVisible();
    // The keyboard goes on from the file that came in the button's place, not from the top of the page.
    await expect(frame).toBeFocused();
    expect((await pdf).status()).toBe(200);
    await expect(counted).toHaveText(countOf(before + 1));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('mark all as seen asks the browser first, then clears the new badges and the tab count', async ({ page }) => {
  // A busy machine (several servers on two cores) makes these flows slower than the default allows.
  test.slow();
  await login(page, 'hr@acme.test', '/inbox/documents');
  const badges = page.getByRole('main').getByText('New', { exact: true });
  await expect(badges.first()).toBeVisible();
  const before = await badges.count();
  const tab = page.getByRole('tab', { name: /Payroll documents/ });

  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(badges).toHaveCount(before);

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /marked as seen/ })).toBeVisible();
  expect(question).toContain('Mark every payroll document as seen?');
  await expect(badges).toHaveCount(0);
  await expect(tab).toHaveText(/^Payroll documents$/);
});

test('the forward e-mail modal saves one valid address with a toast; Cancel leaves it', async ({ page }) => {
  // A busy machine (several servers on two cores) makes these flows slower than the default allows.
  test.slow();
  await login(page, 'hr@acme.test', '/inbox/documents');
  const open = async () => {
    await page.getByRole('button', { name: 'Forward documents' }).click();
    await page.getByRole('menuitem', { name: 'Forward e-mail for Payslip…' }).click();
    const modal = page.getByRole('dialog', { name: 'Forward e-mail for Payslip' });
    await expect(modal).toBeVisible();
    return modal;
  };
  let modal = await open();
  const email = modal.getByRole('textbox', { name: 'E-mail address' });
  await expect(email).toHaveValue('');
  await email.fill('payroll@acme.test, boss@acme.test');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Enter one valid e-mail address')).toBeVisible();
  await email.fill('payroll@acme.test');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Forward e-mail saved' })).toBeVisible();
  await expect(modal).toBeHidden();

  modal = await open();
  await expect(modal.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('payroll@acme.test');
  await modal.getByRole('textbox', { name: 'E-mail address' }).fill('other@acme.test');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  modal = await open();
  await expect(modal.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('payroll@acme.test');
});

test('the upload dialog, opened from the keyboard, gives focus back to its button each time it closes', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/documents');
  const button = page.getByRole('button', { name: 'Upload document' });
  // The first time, its code is fetched as it opens (lazyDialog); the page also mounts it only while it is open.
  for (let round = 0; round < 2; round++) {
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload a payroll document' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  }
});

test('a read-only user sees the documents without the controls that change them', async ({ page }) => {
  // A busy machine (several servers on two cores) makes these flows slower than the default allows.
  test.slow();
  await login(page, 'readonly@acme.test', '/inbox/documents');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as seen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Forward documents' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload document' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fetch from provider' })).toHaveCount(0);
});

test('leaving to an external site asks first', async ({ page }) => {
  // A busy machine (several servers on two cores) makes these flows slower than the default allows.
  test.slow();
  await login(page, 'hr@acme.test', '/inbox/documents');
  await page.getByRole('link', { name: 'Belgian social security portal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leaving Signoff' });
  await expect(dialog).toContainText('www.socialsecurity.be');
  await expect(dialog.getByRole('link', { name: 'Go to external site' })).toHaveAttribute('href', 'https://www.socialsecurity.be/');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/inbox\/documents$/);
});

// Last in the file: it adds documents, which the counts above must not see.
test('HR fetches what the payroll provider delivered: a toast, then the delivered PDFs in the list', async ({ page }) => {
  // A busy machine (several servers on two cores) makes these flows slower than the default allows.
  test.slow();
  // The provider closes a month (no employees it pays here: the company's journal and tax return).
  const closed = await page.request.post(`${sandboxUrl(test.info().parallelIndex)}/admin/companies/acme/months/2020-01/close`, {
    data: { employees: [] },
  });
  expect(closed.ok()).toBe(true);
  await login(page, 'hr@acme.test', '/inbox/documents');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/inbox/documents');
    const fetch = page.getByRole('button', { name: 'Fetch from provider' });
    await fetch.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Fetching new documents from the payroll provider. They appear here in a moment.')).toBeVisible();
    await expect(rows(page).filter({ hasText: 'payroll-journal-2020-01.pdf' })).toHaveCount(1, { timeout: 30_000 });
    await expect(rows(page).filter({ hasText: 'withholding-tax-274-2020-01.pdf' })).toHaveCount(1);
    await expectNoAxeViolations(page);
  }
});
