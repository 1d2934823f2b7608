import { expect, test, actOnceDrawn, apiAs, login, unique, inboxTabCount } from './support.ts';

/** employee@acme.test (Sales, managed by manager@acme.test) asks for a new training through the API. */
async function askForNewTraining(name: string, cost = 350): Promise<number> {
  const ctx = await apiAs('employee@acme.test');
  const res = await ctx.post('/api/trainings/requests/add', {
    data: { new_training_name: name, new_training_cost: cost, motivation: 'It helps me in my job.' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const id = (await res.json()).data.request_id as number;
  await ctx.dispose();
  return id;
}

const trainingsCount = (page: import('@playwright/test').Page) => inboxTabCount(page, /Trainings/);

test('declining without a note is refused; with one the request is declined and the count drops', async ({ page }) => {
  const name = unique('Course');
  const id = await askForNewTraining(name);
  await login(page, 'manager@acme.test', '/inbox/trainings');
  const row = page.getByRole('link', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  // The counts arrive apart from the list; the request just submitted makes at least one.
  await expect.poll(() => trainingsCount(page)).toBeGreaterThanOrEqual(1);
  const before = await trainingsCount(page);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/inbox/trainings/${id}$`));
  await expect(page.getByText('€ 350,00').or(page.getByText('€350.00'))).toBeVisible();
  await expect(page.getByText('It helps me in my job.')).toBeVisible();

  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('A note for the requester is required when declining')).toBeVisible();
  await page.getByLabel('Note for the requester').fill('Not this year.');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Training request processed' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/trainings$/);
  await expect.poll(() => trainingsCount(page)).toBe(before - 1);

  await page.getByRole('tab', { name: 'Declined' }).click();
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByText('This training request has already been handled')).toBeVisible();
  await expect(page.getByText('Not this year.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
});

test('accepting a catalogue training; its page shows the training', async ({ page }) => {
  const ctx = await apiAs('employee@acme.test');
  const catalogue = (await (await ctx.get('/api/trainings/list')).json()).data.trainings as { id: number; name: string }[];
  const negotiation = catalogue.find((c) => c.name === 'Negotiation skills')!;
  const res = await ctx.post('/api/trainings/requests/add', { data: { training_id: negotiation.id, motivation: unique('Deals') } });
  const id = (await res.json()).data.request_id as number;
  await ctx.dispose();

  await login(page, 'manager@acme.test', `/inbox/trainings/${id}`);
  await page.getByRole('button', { name: 'Who decides' }).click();
  const help = page.getByRole('dialog', { name: 'Who decides' });
  await expect(help).toContainText('Marie Dubois');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Training request processed' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/trainings$/);

  await page.getByRole('tab', { name: 'Approved' }).click();
  await page.getByRole('link', { name: 'Negotiation skills' }).first().click();
  await expect(page).toHaveURL(/\/inbox\/trainings\/\d+$/);
  await page.getByRole('heading').getByRole('link', { name: 'Negotiation skills' }).click();
  await expect(page).toHaveURL(new RegExp(`/trainings/${negotiation.id}$`));
  await expect(page.getByRole('heading', { name: 'Negotiation skills' })).toBeVisible();
  await expect(page.getByText('Vlerick Business School')).toBeVisible();
  // The additional information is longer than 45 characters: its first 50 and an ellipsis.
  await expect(page.getByText('A one-day workshop with role plays and a personal …')).toBeVisible();
  // Funding only with trainings_fla, which Acme does not have.
  await expect(page.getByText('Falls under the training budget (FLA)')).toHaveCount(0);
});

test('HR attaches a small PDF to a training through the upload widget; a manager sees the list without the add button', async ({
  page,
  browser,
  baseURL,
}) => {
  const ctx = await apiAs('hr@acme.test');
  const catalogue = (await (await ctx.get('/api/trainings/list')).json()).data.trainings as { id: number; name: string }[];
  await ctx.dispose();
  const training = catalogue.find((c) => c.name === 'First aid at work')!;
  const pdf = {
    name: `${unique('programme').replace(/\s+/g, '-')}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  };

  await login(page, 'hr@acme.test', `/trainings/${training.id}`);
  const attachments = page.getByRole('region', { name: 'Attachments' });
  await expect(attachments).toBeVisible();
  await attachments.getByRole('button', { name: 'Add attachment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an attachment' });
  // The widget names the small PDF limit of a training's files.
  await expect(dialog.getByText(/0\.75 MB/)).toBeVisible();
  await dialog.getByLabel('File').setInputFiles(pdf);
  await expect(dialog.getByText(pdf.name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  // Acme scans uploads: the widget shows the clean scan, then closes.
  await expect(dialog.getByText('No harmful data found')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${pdf.name} was attached`)).toBeVisible();
  const link = attachments.getByRole('link', { name: pdf.name });
  await expect(link).toBeVisible();
  const row = attachments.getByRole('row').filter({ has: page.getByRole('link', { name: pdf.name }) });
  await expect(row).toContainText(`${pdf.buffer.length} B`);
  await expect(row).toContainText('Hanna Janssens');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/api/trainings/${training.id}/attachments/\\d+/content$`));
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect((await file.body()).equals(pdf.buffer)).toBe(true);

  const managerContext = await browser.newContext({ baseURL });
  const managerPage = await managerContext.newPage();
  actOnceDrawn(managerPage);
  await login(managerPage, 'manager@acme.test', `/trainings/${training.id}`);
  const seen = managerPage.getByRole('region', { name: 'Attachments' });
  await expect(seen.getByRole('link', { name: pdf.name })).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Add attachment' })).toHaveCount(0);
  await managerContext.close();
});
