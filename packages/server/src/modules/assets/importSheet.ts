import ExcelJS from 'exceljs';
import { IMPORT_HEADERS, MAX_IMPORT_ROWS, type TImportKind } from '@signoff/contract/assetImports';
import { badRequest } from '../../http/errors.ts';

/** One data row of an import file: its number in the sheet and its cells as text, trimmed. */
export type TSheetRow = { rowNumber: number; cells: string[] };

/** Every .xlsx is a zip: its first bytes say so before exceljs is asked to unpack anything. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const notXlsx = () => badRequest('NOT_XLSX', 'This file is not an Excel workbook (.xlsx)', { file_content: 'Choose an .xlsx file' });

/**
 * The rows of the first sheet, after checking the header row is the template's. A file that is not an .xlsx, has other
 * headers, or holds more than MAX_IMPORT_ROWS rows is refused whole (400 with the reason), before anything is written.
 */
export async function readImportSheet(kind: TImportKind, base64: string): Promise<TSheetRow[]> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < ZIP_MAGIC.length || !bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw notXlsx();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw notXlsx();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notXlsx();
  const expected = IMPORT_HEADERS[kind];
  const headers = expected.map((_, index) =>
    sheet
      .getRow(1)
      .getCell(index + 1)
      .text.trim()
      .toLowerCase(),
  );
  if (headers.some((h, index) => h !== expected[index]!.toLowerCase()))
    throw badRequest('WRONG_HEADERS', `The first row must hold the columns ${expected.join(', ')} (download the template)`, {
      file_content: 'Use the template',
    });
  const rows: TSheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = expected.map((_, index) => row.getCell(index + 1).text.trim());
    if (cells.some((c) => c !== '')) rows.push({ rowNumber, cells });
  });
  if (rows.length > MAX_IMPORT_ROWS)
    throw badRequest('TOO_MANY_ROWS', `A file can hold at most ${MAX_IMPORT_ROWS} rows; this one holds ${rows.length}`, {
      file_content: 'Split the file',
    });
  if (rows.length === 0) throw badRequest('EMPTY_FILE', 'This file holds no rows below its header', { file_content: 'Fill in the rows' });
  return rows;
}

/** The empty template of a kind: its header row only (what readImportSheet expects). */
export async function importTemplate(kind: TImportKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Signoff';
  const sheet = workbook.addWorksheet(kind === 'assets' ? 'Assets' : 'Licenses', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...IMPORT_HEADERS[kind]]).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 28));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
