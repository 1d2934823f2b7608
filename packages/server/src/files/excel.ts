import ExcelJS from 'exceljs';

export type TCell = string | number | Date | null;
export type TSheet = { name: string; headers: readonly string[]; rows: readonly TCell[][] };

/**
 * Sheets as a real .xlsx (what a spreadsheet program opens). Each header row is bold and frozen so a long list stays
 * readable.
 */
export async function xlsxBuffer(sheets: readonly TSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Signoff';
  for (const { name, headers, rows } of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow([...headers]).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
    sheet.columns.forEach((column, index) => {
      const longest = Math.max(headers[index]?.length ?? 10, ...rows.slice(0, 200).map((r) => String(r[index] ?? '').length));
      column.width = Math.min(60, Math.max(10, longest + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One sheet in base64, for answers that carry a file inside JSON (spec 02 §7.4: file_name and file_content). */
export async function xlsxBase64(sheetName: string, headers: readonly string[], rows: readonly TCell[][]): Promise<string> {
  return (await xlsxBuffer([{ name: sheetName, headers, rows }])).toString('base64');
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], unique in its workbook. */
export function sheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}
