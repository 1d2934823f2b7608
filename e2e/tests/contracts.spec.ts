import type { Page } from '@playwright/test';
import { expect, test, apiAs, login, unique, inboxTabCount } from './support.ts';

/** A signature as the pad sends it: a 120x40 PNG data URL (a 1 px image is refused as too small). */
const SIGNATURE_PNG = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAIAAAC6iKlyAAAA7UlEQVR42u2aQQ6DQAwD/ZL+/5f0WqmqRIuTOHR8ZtejQSsgQgdpiVCAaEQTRCMa0QTRiCYLRT8+J1/feXhlUubr/hZe4aCZun8g1zil5cp8eA2C1i0JhFc46PvaRZZfF6ofdHCHwWptAR10bSnVIssjrl112mW52bWxSKXEdUYaXHsrtNdF6f72zVX0ltpzuotaKrbV9ueVvasIXjd4AzMeyjp4GWsGv5WvV1fDy3VLxycSlu/7Onj9+dynbUCoi/WBI+NMeJ3EvfFgvgdeFuIjMlHkukh8xCcEnt8NEI1ogmhEIxoFiEY0QXRsnqSFVZWeq3Y7AAAAAElFTkSuQmCC`;

// Each flow logs in and signs through several pages: more than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 60_000 });

/** HR makes a fresh employment contract (Marie signs first, Olivier second) for a Sales person, through the API. */
async function newEmploymentContract(name: string): Promise<number> {
  const hr = await apiAs('hr@acme.test');
  const templates = (await (await hr.get('/api/contract_template/list')).json()).data.templates as { id: number; name: string }[];
  const employment = templates.find((t) => t.name === 'Employment contract')!;
  const rows = (await (await hr.get('/api/inbox/contracts/list?status=all')).json()).data.items as {
    person: { id: number };
    template_name: string;
  }[];
  const person = rows.find((r) => r.template_name === 'Employment contract')!.person;
  const res = await hr.post('/api/contracts/addToEmployee', {
    data: { employee_id: person.id, contract_name: name, contract_template_id: employment.id },
  });
  expect(res.status(), await res.text()).toBe(200);
  const id = (await res.json()).data.contract_id as number;
  await hr.dispose();
  return id;
}

const contractsCount = (page: Page) => inboxTabCount(page, /Contracts/);

test('the internal signer draws a signature on the pad with the mouse; the contract leaves their count', async ({ page }) => {
  const name = unique('Employment');
  const id = await newEmploymentContract(name);
  await login(page, 'manager@acme.test', '/inbox/contracts');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect.poll(() => contractsCount(page)).toBeGreaterThanOrEqual(1);
  const before = await contractsCount(page);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/inbox/contracts/${id}$`));
  await expect(page.getByRole('article').getByRole('heading', { name: 'Employment contract' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', `/api/contract/${id}/pdf`);
  const signers = page.getByRole('list', { name: 'Signers' });
  await expect(signers.getByRole('listitem')).toHaveCount(3);
  await expect(signers.getByRole('listitem').filter({ hasText: 'Olivier Maes' })).toContainText('Waiting for the first signer');

  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign this contract' });
  const submit = dialog.getByRole('button', { name: 'Sign contract' });
  await expect(submit).toBeDisabled();
  // Two strokes with the mouse, as a person signs.
  const pad = dialog.getByRole('img', { name: /Signature pad/ });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 30 + i * 18, box.y + box.height * (0.6 - Math.sin(i / 2) * 0.25), { steps: 3 });
  await page.mouse.up();
  await page.mouse.move(box.x + 60, box.y + box.height * 0.8);
  await page.mouse.down();
  await page.mouse.move(box.x + 260, box.y + box.height * 0.75, { steps: 8 });
  await page.mouse.up();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('alert').filter({ hasText: 'Contract signed' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/contracts$/);
  await expect.poll(() => contractsCount(page)).toBe(before - 1);
});

test('the second signer signs after the first, with the typed name and the keyboard alone', async ({ page }) => {
  const id = await newEmploymentContract(unique('Employment'));
  const marie = await apiAs('manager@acme.test');
  const signed = await marie.post('/api/contract/signInternally', {
    data: { contract_id: id, name: 'Marie Dubois', base64_signature: SIGNATURE_PNG },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  await marie.dispose();

  await login(page, 'olivier.maes@acme.test', `/inbox/contracts/${id}`);
  await expect(page.getByRole('list', { name: 'Signers' }).getByRole('listitem').filter({ hasText: 'Marie Dubois' })).toContainText(
    'Signed',
  );
  await page.getByRole('button', { name: 'Sign', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign this contract' });
  // The segmented control is a radio group: the arrow key moves from Draw to Type.
  await dialog.getByRole('radio', { name: 'Draw' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Type' })).toBeChecked();
  await expect(dialog.getByText('Olivier Maes', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign contract' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Contract signed' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/contracts$/);

  await page.goto(`/inbox/contracts/${id}`);
  await expect(page.getByRole('list', { name: 'Signers' }).getByRole('listitem').filter({ hasText: 'Olivier Maes' })).toContainText(
    'Signed',
  );
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
});

test('closed contracts are set apart in grey in the closed tab; a contract of another team is not found', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/contracts');
  await page.getByRole('tab', { name: 'Closed' }).click();
  const closed = page.getByRole('row').filter({ hasText: 'Telework addendum' });
  await expect(closed.first()).toBeVisible();
  // Set apart by a grey background (Mantine's gray 1), not by fading: faded text would fail contrast.
  await expect(closed.first()).toHaveCSS('background-color', 'rgb(241, 243, 245)');
  await expect(closed.first()).toHaveCSS('opacity', '1');
  await page.context().clearCookies();
  await login(page, 'elise.wouters@acme.test', '/inbox/contracts/1');
  await expect(page.getByText(/does not exist or you do not have access to it/)).toBeVisible();
});
