import ExcelJS from 'exceljs';

export type TCell = string | number | Date | null;

/**
 * One sheet as a real .xlsx (what a spreadsheet program opens), in base64 for answers that carry a file inside JSON
 * (spec 02 §7.4: file_name and file_content). The header row is bold and frozen so a long list stays readable.
 */
export async function xlsxBase64(sheetName: string, headers: readonly string[], rows: readonly TCell[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Signoff';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(headers[index]?.length ?? 10, ...rows.slice(0, 200).map((r) => String(r[index] ?? '').length));
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer).toString('base64');
}
