import { renderPdf } from '../../files/pdf.ts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { parseDocument } from 'htmlparser2';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { formatDateTime } from '@signoff/contract/format';
import type { TSigner } from '@signoff/contract/contracts';

type TInline = {
  text: string | TInline[];
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
  link?: string;
  color?: string;
};
type TMarks = Omit<TInline, 'text'>;

const BLOCK_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'p', 'div', 'ul', 'ol', 'li', 'table', 'blockquote', 'hr']);

/** The inline runs of some nodes: text with bold, italics, underline, strike-through and links. */
function inlines(nodes: readonly ChildNode[], marks: TMarks = {}): TInline[] {
  const runs: TInline[] = [];
  for (const node of nodes) {
    if (isText(node)) {
      const text = node.data.replace(/\s+/g, ' ');
      if (text) runs.push({ text, ...marks });
    } else if (isTag(node)) {
      const tag = node.name;
      if (tag === 'br') runs.push({ text: '\n', ...marks });
      else if (tag === 'strong' || tag === 'b') runs.push(...inlines(node.children, { ...marks, bold: true }));
      else if (tag === 'em' || tag === 'i') runs.push(...inlines(node.children, { ...marks, italics: true }));
      else if (tag === 'u') runs.push(...inlines(node.children, { ...marks, decoration: 'underline' }));
      else if (tag === 's') runs.push(...inlines(node.children, { ...marks, decoration: 'lineThrough' }));
      else if (tag === 'a' && node.attribs.href)
        runs.push(...inlines(node.children, { ...marks, link: node.attribs.href, color: '#1c4fd8', decoration: 'underline' }));
      else runs.push(...inlines(node.children, marks));
    }
  }
  return runs;
}

const hasText = (runs: TInline[]) => runs.some((r) => typeof r.text === 'string' && r.text.trim() !== '');

/** Blocks of some nodes; stray inline text between blocks becomes a paragraph of its own. */
function blocks(nodes: readonly ChildNode[]): Content[] {
  const out: Content[] = [];
  let pending: ChildNode[] = [];
  const flush = () => {
    const runs = inlines(pending);
    if (hasText(runs)) out.push({ text: runs, style: 'p' });
    pending = [];
  };
  for (const node of nodes) {
    if (isTag(node) && BLOCK_TAGS.has(node.name)) {
      flush();
      const block = blockOf(node);
      if (block) out.push(block);
    } else pending.push(node);
  }
  flush();
  return out;
}

function blockOf(node: Element): Content | null {
  switch (node.name) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
      return { text: inlines(node.children), style: node.name, headlineLevel: 1 };
    case 'p':
      return { text: inlines(node.children), style: 'p' };
    case 'div':
      // <div class="page-break"> is the text's manual page break (the sanitizer keeps only that class).
      if (node.attribs.class === 'page-break') return { text: '', pageBreak: 'after' };
      return { stack: blocks(node.children) };
    case 'ul':
    case 'ol': {
      const items = node.children.filter((c): c is Element => isTag(c) && c.name === 'li').map((li) => ({ stack: blocks(li.children) }));
      return node.name === 'ul' ? { ul: items, style: 'list' } : { ol: items, style: 'list' };
    }
    case 'li':
      return { stack: blocks(node.children) };
    case 'blockquote':
      return { stack: blocks(node.children), margin: [18, 0, 0, 8], italics: true };
    case 'hr':
      return { canvas: [{ type: 'line', x1: 0, y1: 4, x2: 515, y2: 4, lineWidth: 0.5, lineColor: '#999999' }], margin: [0, 4, 0, 10] };
    case 'table':
      return tableOf(node);
    default:
      return null;
  }
}

function tableOf(table: Element): Content | null {
  const rows: Element[] = [];
  const collect = (el: Element) => {
    for (const c of el.children) {
      if (!isTag(c)) continue;
      if (c.name === 'tr') rows.push(c);
      else if (c.name === 'thead' || c.name === 'tbody') collect(c);
    }
  };
  collect(table);
  const cells = rows.map((tr) =>
    tr.children
      .filter((c): c is Element => isTag(c) && (c.name === 'td' || c.name === 'th'))
      .map((cell) => ({ stack: blocks(cell.children), bold: cell.name === 'th' })),
  );
  const width = Math.max(0, ...cells.map((r) => r.length));
  if (width === 0) return null;
  // pdfmake wants a rectangle: short rows are padded with empty cells.
  const body = cells.map((r) => [...r, ...Array.from({ length: width - r.length }, () => ({ text: '' }))]);
  return {
    table: { headerRows: 0, widths: Array.from({ length: width }, () => '*'), body },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 10],
  };
}

/** Contract HTML (already sanitized: only the allowlisted tags) as pdfmake content. */
export function htmlToPdfContent(html: string): Content[] {
  return blocks(parseDocument(html).children);
}

export type TPdfSignature = { signer: TSigner; roleLabel: string; png: string | null };

/**
 * A contract as a PDF: its text laid out (headings, paragraphs, lists, tables, page breaks), then each signer's name,
 * role, time and drawn signature, and page numbers in the footer.
 */
export async function contractPdf(input: { title: string; html: string; signatures: readonly TPdfSignature[] }): Promise<Buffer> {
  const signatureBlocks: Content[] = input.signatures.map(({ signer, roleLabel, png }) => ({
    unbreakable: true,
    margin: [0, 0, 0, 14],
    stack: [
      { text: roleLabel, style: 'signatureRole' },
      { text: signer.signed_name ?? signer.name, bold: true },
      png
        ? { image: `data:image/png;base64,${png}`, fit: [180, 60], margin: [0, 4, 0, 2] }
        : { text: 'Not signed yet', italics: true, color: '#666666', margin: [0, 4, 0, 2] },
      { text: signer.signed_at ? `Signed ${formatDateTime(signer.signed_at)}` : '', fontSize: 9, color: '#444444' },
    ],
  }));
  const definition: TDocumentDefinitions = {
    info: { title: input.title, producer: 'Signoff' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    content: [
      ...htmlToPdfContent(input.html),
      ...(signatureBlocks.length > 0 ? [{ text: 'Signatures', style: 'h2', margin: [0, 24, 0, 10] } as Content, ...signatureBlocks] : []),
    ],
    footer: (page, pages) => ({
      text: `${input.title} — ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#666666',
      margin: [40, 20, 40, 0],
    }),
    // A heading never ends a page alone: it moves to the next one with what follows it.
    pageBreakBefore: (node, following) => node.headlineLevel === 1 && following.getFollowingNodesOnPage().length === 0,
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25 },
    styles: {
      h1: { fontSize: 20, bold: true, margin: [0, 0, 0, 10] },
      h2: { fontSize: 15, bold: true, margin: [0, 12, 0, 6] },
      h3: { fontSize: 12.5, bold: true, margin: [0, 10, 0, 4] },
      h4: { fontSize: 11, bold: true, margin: [0, 8, 0, 4] },
      p: { margin: [0, 0, 0, 8] },
      list: { margin: [0, 0, 0, 8] },
      signatureRole: { fontSize: 9, color: '#444444' },
    },
  };
  return renderPdf(definition);
}
