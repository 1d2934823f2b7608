import { Readable } from 'node:stream';
import dayjs, { type Dayjs } from 'dayjs';
import { asc, eq } from 'drizzle-orm';
import { formatEur } from '@signoff/contract/format';
import type { Tx } from '../../db/client.ts';
import type { FileStorage } from '../../files/storage.ts';
import { files } from '../../db/schema/files.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';
import { companyDocumentReads, companyDocuments, documentForwardEmails } from '../../db/schema/documents.ts';
import type { TAreaSeed } from '../../seed/types.ts';
import { payrollDocumentPdf, type TPayrollPage } from './pdf.ts';

const ISSUER = 'Payroll provider (sandbox)';
/** Months of deliveries in the demo: enough for two pages of 20. */
const MONTHS = 7;

type TDelivery = { type: string; filename: string; title: string; pages: TPayrollPage[]; at: Dayjs; reference: string };

function payslips(month: Dayjs, people: { name: string }[]): TPayrollPage[] {
  return people.map((person, i) => {
    const gross = 3200 + i * 275;
    const social = Math.round(gross * 0.1307 * 100) / 100;
    const tax = Math.round((gross - social) * 0.2725 * 100) / 100;
    return {
      title: `Payslip ${month.format('MMMM YYYY')}`,
      subtitle: person.name,
      facts: [
        ['Employee', person.name],
        ['Period', `${month.startOf('month').format('DD/MM/YYYY')} – ${month.endOf('month').format('DD/MM/YYYY')}`],
        ['Statute', 'White-collar worker'],
      ],
      rows: [
        ['Gross salary', formatEur(gross)],
        ['Social security (13.07%)', `− ${formatEur(social)}`],
        ['Withholding tax', `− ${formatEur(tax)}`],
        ['Net salary', formatEur(Math.round((gross - social - tax) * 100) / 100)],
      ],
    };
  });
}

function deliveriesOf(month: Dayjs, people: { name: string }[], company: string): TDelivery[] {
  const key = month.format('YYYY-MM');
  const at = month.endOf('month').subtract(2, 'day').hour(9);
  const total = people.reduce((sum, _p, i) => sum + 3200 + i * 275, 0);
  const list: TDelivery[] = [
    {
      type: 'Payslip',
      filename: `payslips-${key}.pdf`,
      title: `Payslips ${month.format('MMMM YYYY')}`,
      pages: payslips(month, people),
      at,
      reference: `payslips-${key}`,
    },
    {
      type: 'Payroll journal',
      filename: `payroll-journal-${key}.pdf`,
      title: `Payroll journal ${month.format('MMMM YYYY')}`,
      pages: [
        {
          title: `Payroll journal ${month.format('MMMM YYYY')}`,
          subtitle: company,
          facts: [['People paid', String(people.length)]],
          rows: people.map((p, i) => [p.name, formatEur(3200 + i * 275)] as [string, string]).concat([['Total gross', formatEur(total)]]),
        },
      ],
      at: at.add(1, 'hour'),
      reference: `journal-${key}`,
    },
    {
      type: 'Invoice',
      filename: `invoice-${key}.pdf`,
      title: `Invoice ${key}`,
      pages: [
        {
          title: `Invoice ${month.format('YYYYMM')}-0042`,
          subtitle: `${ISSUER} to ${company}`,
          facts: [
            ['Invoice date', at.format('DD/MM/YYYY')],
            ['Due date', at.add(30, 'day').format('DD/MM/YYYY')],
          ],
          rows: [
            [`Payroll processing, ${people.length} payslips`, formatEur(people.length * 14.5)],
            ['Monthly subscription', formatEur(85)],
            ['VAT 21%', formatEur(Math.round((people.length * 14.5 + 85) * 0.21 * 100) / 100)],
          ],
        },
      ],
      at: at.add(2, 'hour'),
      reference: `invoice-${key}`,
    },
  ];
  // The quarterly social security declaration (DmfA) comes with the quarter's last month.
  if (month.month() % 3 === 2)
    list.push({
      type: 'Social security declaration',
      filename: `dmfa-${month.format('YYYY')}-q${Math.floor(month.month() / 3) + 1}.pdf`,
      title: `Social security declaration Q${Math.floor(month.month() / 3) + 1} ${month.format('YYYY')}`,
      pages: [
        {
          title: `DmfA Q${Math.floor(month.month() / 3) + 1} ${month.format('YYYY')}`,
          subtitle: company,
          facts: [['Workers declared', String(people.length)]],
          rows: [
            ['Gross wages of the quarter', formatEur(total * 3)],
            ['Employer contributions (25%)', formatEur(Math.round(total * 3 * 0.25 * 100) / 100)],
          ],
        },
      ],
      at: at.add(3, 'hour'),
      reference: `dmfa-${month.format('YYYY-MM')}`,
    });
  return list;
}

async function store(tx: Tx, storage: FileStorage, companyId: number, uploaderId: number, delivery: TDelivery) {
  const content = await payrollDocumentPdf({ title: delivery.title, issuer: ISSUER, pages: delivery.pages });
  const stored = await storage.save(Readable.from(content), { maxBytes: content.length + 1, filename: delivery.filename });
  const [file] = await tx
    .insert(files)
    .values({
      companyId,
      storageName: stored.storageName,
      originalName: delivery.filename,
      mimeType: stored.detectedMime,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      relatedObject: 'document',
      documentType: delivery.type,
      uploadedByUserId: uploaderId,
      createdAt: delivery.at.toDate(),
    })
    .returning({ id: files.id });
  const [doc] = await tx
    .insert(companyDocuments)
    .values({
      companyId,
      fileId: file!.id,
      documentType: delivery.type,
      source: 'provider',
      providerReference: delivery.reference,
      uploadedAt: delivery.at.toDate(),
    })
    .returning({ id: companyDocuments.id });
  return doc!.id;
}

async function peopleOf(tx: Tx, companyId: number, count: number) {
  return tx
    .select({ name: employees.name })
    .from(employees)
    .where(eq(employees.companyId, companyId))
    .orderBy(asc(employees.id))
    .limit(count);
}

/**
 * Seven months of what a payroll provider delivers (payslips, the payroll journal, its invoice, and the quarterly
 * social security declaration) as real PDFs, until the provider's own adapter delivers them. HR has opened all but
 * the last month's; invoices are forwarded to accounting, the last one failed and shows why.
 */
export const seedDocuments: TAreaSeed = async (tx, { acme, globex }, storage) => {
  const people = await peopleOf(tx, acme.companyId, 8);
  const now = dayjs();
  const ids: { id: number; type: string; month: number }[] = [];
  for (let m = MONTHS; m >= 1; m--) {
    const month = now.subtract(m, 'month').startOf('month');
    for (const delivery of deliveriesOf(month, people, 'Acme'))
      ids.push({ id: await store(tx, storage, acme.companyId, acme.users.hr, delivery), type: delivery.type, month: m });
  }
  const opened = ids.filter((d) => d.month > 1);
  await tx.insert(companyDocumentReads).values(
    opened.map((d, i) => ({
      companyId: acme.companyId,
      documentId: d.id,
      userId: acme.users.hr,
      downloads: 1 + (i % 3),
      lastDownloadedAt: now.subtract(d.month, 'month').toDate(),
    })),
  );
  await tx.insert(documentForwardEmails).values({
    companyId: acme.companyId,
    documentType: 'Invoice',
    email: 'accounting@acme.test',
    updatedByUserId: acme.users.hr,
  });
  const invoices = ids.filter((d) => d.type === 'Invoice');
  for (const invoice of invoices.slice(0, -2))
    await tx
      .update(companyDocuments)
      .set({
        forwardStatus: 'sent',
        forwardedTo: 'accounting@acme.test',
        forwardedAt: now.subtract(invoice.month, 'month').add(1, 'day').toDate(),
        forwardCount: 1,
      })
      .where(eq(companyDocuments.id, invoice.id));
  const failed = invoices.at(-2);
  if (failed)
    await tx
      .update(companyDocuments)
      .set({ forwardError: 'Mail server said: 452 Mailbox full, try again later' })
      .where(eq(companyDocuments.id, failed.id));

  // A file names who stored it; the provider's deliveries name the company's HR admin.
  const [globexHr] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'hr@globex.test'));
  const globexPeople = await peopleOf(tx, globex.companyId, 3);
  for (const delivery of deliveriesOf(now.subtract(1, 'month').startOf('month'), globexPeople, 'Globex'))
    await store(tx, storage, globex.companyId, globexHr!.id, delivery);
};
