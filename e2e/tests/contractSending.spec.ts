import { expect, test, apiAs, dismissToast, expectNoAxeViolations, login, unique } from './support.ts';

// Several axe runs and a rebuild of the card per step: more than the default when the machine is busy.
test.describe.configure({ timeout: 120_000 });

/** A one-page PDF, as small as a parser accepts. */
const ONE_PAGE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** HR makes a contract the employee signs (confidentiality: no internal signature, or a PDF-based one) for a person with an e-mail address. */
async function newContract(name: string, kind: 'template' | 'pdf'): Promise<number> {
  const hr = await apiAs('hr@acme.test');
  const templates = (await (await hr.get('/api/contract_template/list')).json()).data.templates as { id: number; name: string }[];
  const rows = (await (await hr.get('/api/contract/list?status=all&page=0')).json()).data.items as {
    person: { id: number; name: string };
  }[];
  // Tom Verbeke has no e-mail address: he cannot be sent anything.
  const person = rows.find((r) => r.person.name !== 'Tom Verbeke')!.person;
  const res = await hr.post('/api/contracts/addToEmployee', {
    data:
      kind === 'pdf'
        ? { employee_id: person.id, contract_name: name, file_type: 'pdf' }
        : {
            employee_id: person.id,
            contract_name: name,
            contract_template_id: templates.find((t) => t.name === 'Confidentiality agreement')!.id,
          },
  });
  expect(res.status(), await res.text()).toBe(200);
  const id = (await res.json()).data.contract_id as number;
  await hr.dispose();
  return id;
}

test('HR sends a contract to the employee with a message; the card then says where it went', async ({ page }) => {
  const id = await newContract(unique('Confidentiality'), 'template');
  await login(page, 'hr@acme.test', `/inbox/contracts/${id}`);
  const card = page.getByRole('region', { name: 'Employee signature' });
  await expect(card).toContainText('Not sent yet');
  await expect(card.getByRole('combobox', { name: 'Signs' })).toHaveValue('In Signoff');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Send to employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to the employee' });
  await dialog.getByLabel('Message (optional)').fill('Welcome to the team!');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Contract sent to the employee')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('@acme.test');
  await expect(card.getByRole('button', { name: 'Send to employee' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Withdraw' })).toBeVisible();
});

test('a PDF-based contract is sent only once its PDF is uploaded', async ({ page }) => {
  const id = await newContract(unique('Uploaded'), 'pdf');
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'hr@acme.test', `/inbox/contracts/${id}`);
  const card = page.getByRole('region', { name: 'Employee signature' });
  await expect(card).toContainText('Upload the PDF of this contract before sending it.');
  await expect(card.getByRole('button', { name: 'Send to employee' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'PDF' })).toHaveCount(0);

  await card.locator('input[type="file"]').setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
  await expect(page.getByText('PDF uploaded')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send to employee' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', `/api/contract/${id}/pdf`);
  // On a phone the toast lies over the card's controls until it goes; the page is checked as it is once it has.
  await dismissToast(page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Close' }) }));
  await expect(page.getByText('PDF uploaded')).toBeHidden();
  await expectNoAxeViolations(page);
});
