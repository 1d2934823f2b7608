import { renderPdf } from '../../files/pdf.ts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/** One page of a payroll document: a heading, lines of facts and a table of amounts. */
export type TPayrollPage = { title: string; subtitle: string; facts: [string, string][]; rows: [string, string][] };

/** A payroll provider's document as the demo delivers it: one page per part (a payslip per person, a journal, an invoice). */
export async function payrollDocumentPdf(input: { title: string; issuer: string; pages: TPayrollPage[] }): Promise<Buffer> {
  const content: Content[] = input.pages.flatMap((page, index) => [
    { text: page.title, style: 'h1', ...(index > 0 ? { pageBreak: 'before' as const } : {}) },
    { text: page.subtitle, style: 'subtitle' },
    {
      layout: 'noBorders',
      margin: [0, 0, 0, 14],
      table: { widths: [140, '*'], body: page.facts.map(([label, value]) => [{ text: label, color: '#444444' }, value]) },
    },
    {
      layout: 'lightHorizontalLines',
      table: {
        headerRows: 1,
        widths: ['*', 110],
        body: [
          [
            { text: 'Item', bold: true },
            { text: 'Amount', bold: true, alignment: 'right' },
          ],
          ...page.rows.map(([label, amount]) => [label, { text: amount, alignment: 'right' as const }]),
        ],
      },
    },
  ]);
  const definition: TDocumentDefinitions = {
    info: { title: input.title, producer: input.issuer },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    content,
    footer: (page, pages) => ({
      text: `${input.issuer} — ${input.title} — ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#666666',
    }),
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25 },
    styles: { h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] }, subtitle: { fontSize: 11, color: '#444444', margin: [0, 0, 0, 12] } },
  };
  return renderPdf(definition);
}
