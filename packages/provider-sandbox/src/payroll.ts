import { documentPdf, ISSUER, type TSandboxPage } from './pdf.ts';

export type TSandboxEmployee = { employee: string; name: string };
/** One document of a month's set, before it is stored: what the provider lists, and its pages. */
export type TMonthDocument = { filename: string; document_type: string; period: string; employee: string | null; content: Buffer };

const eur = new Intl.NumberFormat('en-BE', { style: 'currency', currency: 'EUR' });
const money = (amount: number) => eur.format(Math.round(amount * 100) / 100);
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'employee';

/** A stable gross wage per employee (from their key), so a month's set reads the same whenever it is generated. */
function grossOf(employee: string) {
  let hash = 0;
  for (const ch of employee) hash = (hash * 31 + ch.charCodeAt(0)) % 1000;
  return 2900 + (hash % 24) * 125;
}

function monthBounds(period: string) {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const label = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const mm = String(month).padStart(2, '0');
  return { label, from: `01/${mm}/${year}`, to: `${last}/${mm}/${year}` };
}

function payslip(period: string, person: TSandboxEmployee): TSandboxPage {
  const { label, from, to } = monthBounds(period);
  const gross = grossOf(person.employee);
  const social = gross * 0.1307;
  const tax = (gross - social) * 0.2725;
  return {
    title: `Payslip ${label}`,
    subtitle: person.name,
    facts: [
      ['Employee', person.name],
      ['Employee number', person.employee],
      ['Period', `${from} – ${to}`],
      ['Statute', 'White-collar worker'],
    ],
    rows: [
      ['Gross salary', money(gross)],
      ['Social security (13.07%)', `− ${money(social)}`],
      ['Withholding tax', `− ${money(tax)}`],
      ['Net salary', money(gross - social - tax)],
    ],
  };
}

/**
 * A closed month's documents as a provider delivers them: a payslip per employee it pays, the company's payroll
 * journal and its withholding tax return (form 274), each a real PDF.
 */
export async function monthDocuments(company: string, period: string, people: TSandboxEmployee[]): Promise<TMonthDocument[]> {
  const { label } = monthBounds(period);
  const gross = people.map((p) => grossOf(p.employee));
  const total = gross.reduce((sum, g) => sum + g, 0);
  const withheld = gross.reduce((sum, g) => sum + (g - g * 0.1307) * 0.2725, 0);
  const documents: TMonthDocument[] = [];
  for (const person of people)
    documents.push({
      filename: `payslip-${period}-${slug(person.name)}-${slug(person.employee)}.pdf`,
      document_type: 'Payslip',
      period,
      employee: person.employee,
      content: await documentPdf(`Payslip ${label} — ${person.name}`, [payslip(period, person)]),
    });
  documents.push({
    filename: `payroll-journal-${period}.pdf`,
    document_type: 'Payroll journal',
    period,
    employee: null,
    content: await documentPdf(`Payroll journal ${label}`, [
      {
        title: `Payroll journal ${label}`,
        subtitle: `${ISSUER} for ${company}`,
        facts: [['People paid', String(people.length)]],
        rows: [...people.map((p, i) => [p.name, money(gross[i]!)] as [string, string]), ['Total gross', money(total)]],
      },
    ]),
  });
  documents.push({
    filename: `withholding-tax-274-${period}.pdf`,
    document_type: 'Withholding tax return',
    period,
    employee: null,
    content: await documentPdf(`Withholding tax return ${label}`, [
      {
        title: `Withholding tax return (274) ${label}`,
        subtitle: company,
        facts: [
          ['Period', label],
          ['Employees', String(people.length)],
        ],
        rows: [
          ['Taxable wages', money(total - total * 0.1307)],
          ['Withholding tax due', money(withheld)],
        ],
      },
    ]),
  });
  return documents;
}

/** The bytes of a document added through the admin API with metadata only: one page naming it. */
export function placeholderPdf(doc: { filename: string; document_type: string; period: string }): Promise<Buffer> {
  return documentPdf(doc.filename, [{ title: doc.document_type, subtitle: doc.filename, facts: [['Period', doc.period]], rows: [] }]);
}
