import path from 'node:path';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

// Roboto ships with pdfmake; the sandbox reads those fonts and nothing else (no URL, no other file).
const FONT_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'build', 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));

export const ISSUER = 'Payroll provider (sandbox)';

/** One page of a provider document: a heading, facts, and a table of amounts. */
export type TSandboxPage = { title: string; subtitle: string; facts: [string, string][]; rows: [string, string][] };

/** A document as the provider delivers it, rendered to PDF bytes. */
export function documentPdf(title: string, pages: TSandboxPage[]): Promise<Buffer> {
  const content: Content[] = pages.flatMap((page, index) => [
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
    info: { title, producer: ISSUER },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    content,
    footer: (page, count) => ({ text: `${ISSUER} — ${title} — ${page} / ${count}`, alignment: 'center', fontSize: 8, color: '#666666' }),
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25 },
    styles: { h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] }, subtitle: { fontSize: 11, color: '#444444', margin: [0, 0, 0, 12] } },
  };
  return pdfmake.createPdf(definition).getBuffer();
}
