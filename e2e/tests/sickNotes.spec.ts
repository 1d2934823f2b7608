import { execFileSync } from 'node:child_process';
import { clamdCommand, clamdEnv } from '../workers.ts';
import type { Page } from '@playwright/test';
import { expect, test, login, renderedCount } from './support.ts';

// These flows work through the demo's sick days of Evan Peeters (Sales) one after the other.
test.describe.configure({ mode: 'serial' });

/** Stops or starts the clamd of this worker's server (each worker has its own). */
const clamd = (command: 'stop' | 'start') => {
  const [bin, ...args] = clamdCommand(command);
  execFileSync(bin, args, { env: { ...process.env, ...clamdEnv(test.info().parallelIndex) }, stdio: 'pipe' });
};

const PDF = {
  name: 'certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};
const EICAR = {
  name: 'note.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from(['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'].join('')),
};

async function openEvansDays(page: Page) {
  await login(page, 'manager@acme.test', '/inbox/sickNotes');
  await page.getByRole('table', { name: 'Sick days waiting for upload' }).getByRole('link', { name: 'Evan Peeters' }).click();
  await expect(page.getByRole('heading', { name: 'Evan Peeters' })).toBeVisible();
}

function dayBoxes(page: Page) {
  return page.getByRole('checkbox', { name: /^\d{2}\/\d{2}\/\d{4}/ });
}

test('the sick notes tab shows its two sections and counts', async ({ page }) => {
  await login(page, 'manager@acme.test', '/inbox/sickNotes');
  const tab = page.getByRole('tab', { name: /Sick notes/ });
  await expect(tab.getByLabel(/missing/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Certificates to review' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sick days waiting for upload' }).getByRole('link', { name: 'Evan Peeters' })).toBeVisible();
});

test('reviewing a certificate: a resolution is required, declining needs a message', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/sickNotes');
  await page.getByRole('table', { name: 'Certificates to review' }).getByRole('link').first().click();
  await expect(page.getByText('Uploaded by')).toBeVisible();
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog').getByTitle(/\.pdf$/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
  await page.getByRole('radio', { name: 'Decline' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('A message is required when declining')).toBeVisible();
  await page.getByLabel('Message to the employee').fill('The dates on the certificate do not match.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Sick note declined')).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/sickNotes$/);
});

test('reviewing a certificate: accept', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/sickNotes');
  const rows = page.getByRole('table', { name: 'Certificates to review' }).getByRole('link');
  const before = await renderedCount(rows);
  await rows.first().click();
  await page.getByRole('radio', { name: 'Accept' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Sick note accepted')).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/sickNotes$/);
  await expect(rows).toHaveCount(before - 1);
});

test('uploading a sick note for the selected days, scanned for harmful data', async ({ page }) => {
  await openEvansDays(page);
  const days = dayBoxes(page);
  const total = await renderedCount(days);
  await expect(page.getByRole('button', { name: 'Upload sick note' })).toBeDisabled();
  await days.first().check();
  await page.getByRole('button', { name: 'Upload sick note' }).click();
  const dialog = page.getByRole('dialog', { name: /Upload sick note for 1 day/ });
  await dialog.getByLabel('File').setInputFiles(PDF);
  await expect(dialog.getByText('certificate.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('No harmful data found')).toBeVisible();
  await expect(page.getByText('Certificate uploaded')).toBeVisible();
  await expect(days).toHaveCount(total - 1);

  // With more than one day selected, the first-sick-day reason is not offered.
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Ignore sick note' }).click();
  const ignore = page.getByRole('dialog', { name: /Ignore sick note for 2 day/ });
  await expect(ignore.getByRole('radio', { name: /First sick day/ })).toBeDisabled();
  await expect(ignore.getByRole('radio', { name: 'Other reason' })).toBeEnabled();
  await ignore.getByRole('button', { name: 'Cancel' }).click();
});

test('an infected file is refused and the widget asks for a different file', async ({ page }) => {
  await openEvansDays(page);
  await dayBoxes(page).first().check();
  await page.getByRole('button', { name: 'Upload sick note' }).click();
  const dialog = page.getByRole('dialog', { name: /Upload sick note/ });
  await dialog.getByLabel('File').setInputFiles(EICAR);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Harmful data detected');
  await dialog.getByRole('button', { name: 'Upload a different file' }).click();
  await expect(dialog.getByRole('button', { name: 'Choose a file' })).toBeVisible();
});

test('more than one file at once is refused with a red box that resets', async ({ page }) => {
  await openEvansDays(page);
  await dayBoxes(page).first().check();
  await page.getByRole('button', { name: 'Upload sick note' }).click();
  const dialog = page.getByRole('dialog', { name: /Upload sick note/ });
  await dialog.getByLabel('File').setInputFiles([PDF, { ...PDF, name: 'second.pdf' }]);
  await expect(dialog.getByRole('alert')).toContainText('Upload one file at a time');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('when the scan fails the user can try again, three times, then upload once the scanner is back', async ({ page }) => {
  await openEvansDays(page);
  const days = dayBoxes(page);
  const total = await renderedCount(days);
  await days.first().check();
  await page.getByRole('button', { name: 'Upload sick note' }).click();
  const dialog = page.getByRole('dialog', { name: /Upload sick note/ });
  await dialog.getByLabel('File').setInputFiles(PDF);
  clamd('stop');
  try {
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('The scan for harmful data failed');
    const retry = dialog.getByRole('button', { name: 'Try again' });
    for (let i = 0; i < 3; i++) {
      await expect(retry).toBeEnabled();
      await retry.click();
      await expect(dialog.getByRole('alert')).toContainText('The scan for harmful data failed');
    }
    await expect(retry).toBeDisabled();
  } finally {
    clamd('start');
  }
  await dialog.getByRole('button', { name: 'Upload a different file' }).click();
  await dialog.getByLabel('File').setInputFiles(PDF);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('No harmful data found')).toBeVisible();
  await expect(days).toHaveCount(total - 1);
});

test('ignoring the remaining days with a reason finishes the person', async ({ page }) => {
  await openEvansDays(page);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Ignore sick note' }).click();
  const dialog = page.getByRole('dialog', { name: /Ignore sick note/ });
  // Evan had one first sick day this year: an info note, not a warning.
  await expect(dialog.getByText(/had 1 first sick day/)).toBeVisible();
  await expect(dayBoxes(page)).toHaveCount(1);
  await expect(dialog.getByRole('radio', { name: /First sick day/ })).toBeEnabled();
  await dialog.getByRole('radio', { name: 'Certificate received on paper' }).check();
  await dialog.getByRole('button', { name: 'Ignore', exact: true }).click();
  // The toast, not the page's own empty-state line that shows the same words for a moment before the redirect.
  await expect(page.getByRole('alert').filter({ hasText: 'All sick days are processed' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/sickNotes$/);
  await expect(page.getByRole('table', { name: 'Sick days waiting for upload' }).getByRole('link', { name: 'Evan Peeters' })).toHaveCount(
    0,
  );
});

test('a person with three first sick days this year gets the warning, and the first-day reason for one day only', async ({ page }) => {
  await login(page, 'hr@acme.test', '/inbox/sickNotes');
  const links = page.getByRole('table', { name: 'Sick days waiting for upload' }).getByRole('link');
  const n = await renderedCount(links);
  let found = false;
  for (let i = 0; i < n && !found; i++) {
    await links.nth(i).click();
    await dayBoxes(page).first().check();
    // The dialog asks for the year's count when it opens; its answer, not a moment of quiet, says which notice to expect.
    const counted = page.waitForResponse((r) => r.url().includes('/api/inbox/sickNotes/firstSickDayCount'));
    await page.getByRole('button', { name: /^Ignore / }).click();
    const dialog = page.getByRole('dialog');
    const { count } = ((await (await counted).json()) as { data: { count: number } }).data;
    if (count >= 3) {
      found = true;
      await expect(dialog.getByText(`already had ${count} first sick days`)).toBeVisible();
      await expect(dialog.getByRole('radio', { name: /First sick day/ })).toBeEnabled();
    }
    await page.goBack();
  }
  expect(found).toBe(true);
});
