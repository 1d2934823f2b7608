import type { Page } from '@playwright/test';
import { expect, test, actOnceDrawn, apiAs, dismissToast, expectNoAxeViolations, login, unique } from './support.ts';

// Several axe runs, a drawn signature and HR's view after: more than the default when the machine is busy.
test.describe.configure({ timeout: 120_000 });

/** HR makes Evan Peeters (employee@acme.test) a confidentiality agreement and sends it to him to sign in Signoff. */
async function sentToEvan(name: string): Promise<number> {
  const evan = await apiAs('employee@acme.test');
  const evanId = (await (await evan.get('/api/me')).json()).data.employee.id as number;
  await evan.dispose();
  const hr = await apiAs('hr@acme.test');
  const templates = (await (await hr.get('/api/contract_template/list')).json()).data.templates as { id: number; name: string }[];
  const added = await hr.post('/api/contracts/addToEmployee', {
    data: {
      employee_id: evanId,
      contract_name: name,
      contract_template_id: templates.find((t) => t.name === 'Confidentiality agreement')!.id,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const id = (await added.json()).data.contract_id as number;
  const sent = await hr.post('/api/contracts/sendToEmployee', { data: { contract_id: id } });
  expect(sent.status(), await sent.text()).toBe(200);
  await hr.dispose();
  return id;
}

/** Two strokes with the mouse on the pad, as a person signs. */
async function drawSignature(page: Page, pad: ReturnType<Page['getByRole']>) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const right = Math.min(box.width - 20, 260);
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 20 + (i * (right - 20)) / 12, box.y + box.height * (0.6 - Math.sin(i / 2) * 0.25), { steps: 3 });
  await page.mouse.up();
  await page.mouse.move(box.x + 40, box.y + box.height * 0.8);
  await page.mouse.down();
  await page.mouse.move(box.x + right, box.y + box.height * 0.75, { steps: 8 });
  await page.mouse.up();
}

test('the employee opens the e-mail link on a phone, reads the contract, draws a signature and signs; HR sees it signed', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = unique('Confidentiality');
  const id = await sentToEvan(name);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'employee@acme.test', `/contracts/${id}/sign`);
  await expect(page).toHaveURL(new RegExp(`/contracts/${id}/sign$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Acme asks you to read this contract and sign it.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Contract text' })).toContainText('Evan Peeters');
  await expect(page.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', `/api/contract/${id}/employeePdf`);
  const signers = page.getByRole('list', { name: 'Signers' });
  await expect(signers.getByRole('listitem').filter({ hasText: 'Evan Peeters' })).toContainText('Waiting for signature');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('sign-390-to-sign.png'), fullPage: true });

  await page.getByRole('button', { name: 'Sign', exact: true }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Sign this contract' });
  await expect(dialog.getByLabel('Your name')).toHaveValue('Evan Peeters');
  const submit = dialog.getByRole('button', { name: 'Sign contract' });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);
  await drawSignature(page, dialog.getByRole('img', { name: /Signature pad/ }));
  await expect(submit).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('sign-390-dialog.png') });
  await submit.click();

  await expect(page.getByRole('alert').filter({ hasText: 'Thank you, the contract is signed' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You signed this contract')).toBeVisible();
  await expect(page.getByText(/Signed as Evan Peeters on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
  await expect(signers.getByRole('listitem').filter({ hasText: 'Evan Peeters' })).toContainText('Signed');
  // The toast lies over the page on a phone until it goes; the page is checked as it stays.
  await dismissToast(page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Close' }) }));
  await expectNoAxeViolations(page);

  // Signed: coming back shows the signed state, not a second chance to sign.
  await page.reload();
  await expect(page.getByText('You signed this contract')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('sign-390-signed.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByText('You signed this contract')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('sign-1440-signed.png'), fullPage: true });

  // HR's sending card reads it signed.
  const hrContext = await browser.newContext({ baseURL });
  const hrPage = await hrContext.newPage();
  actOnceDrawn(hrPage);
  await login(hrPage, 'hr@acme.test', `/inbox/contracts/${id}`);
  const card = hrPage.getByRole('region', { name: 'Employee signature' });
  await expect(card).toContainText('Signed');
  await expect(card).toContainText('Evan Peeters');
  await expect(hrPage.getByRole('list', { name: 'Signers' }).getByRole('listitem').filter({ hasText: 'Evan Peeters' })).toContainText(
    'Signed',
  );
  await hrContext.close();
});

test("HR opening the employee's link, and the employee opening another's, get the not-found page", async ({ page, browser, baseURL }) => {
  const id = await sentToEvan(unique('Confidentiality'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, 'hr@acme.test', `/contracts/${id}/sign`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The one waiting to be signed at 1440 px, as Evan sees it.
  const evanContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const evan = await evanContext.newPage();
  actOnceDrawn(evan);
  await login(evan, 'employee@acme.test', `/contracts/${id}/sign`);
  await expect(evan.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(2);
  await expectNoAxeViolations(evan);
  await evan.screenshot({ path: test.info().outputPath('sign-1440-to-sign.png'), fullPage: true });

  // Another person's contract, and one that does not exist, are not found for Evan either.
  const hr = await apiAs('hr@acme.test');
  const rows = (await (await hr.get('/api/contract/list?status=all&page=0')).json()).data.items as { id: number; name: string }[];
  await hr.dispose();
  const others = rows.find((r) => r.name !== 'Evan Peeters')!;
  for (const other of [others.id, 999999999]) {
    await evan.goto(`/contracts/${other}/sign`);
    await expect(evan.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  await evanContext.close();
});
