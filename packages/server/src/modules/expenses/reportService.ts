import type { z } from 'zod';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Content as TContent, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  UNDECIDED_PER_PAGE,
  monthFileName,
  type TExpenseRow,
  type TListGroupedResponse,
  type TMonthStats,
  type TYearStats,
  type ZApprovedExpensesRequestSchema,
  type ZListEmployeeExpensesRequestSchema,
} from '@signoff/contract/expenseReports';
import { formatDate, formatEur, roundMoney } from '@signoff/contract/format';
import type { Db } from '../../db/client.ts';
import { expenseRequests, expenses } from '../../db/schema/expenses.ts';
import { employees } from '../../db/schema/people.ts';
import { hasPermission, type Actor } from '../../auth/actor.ts';
import { requesterScope, viewerScope } from '../../auth/scope.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../audit/recorder.ts';
import { renderPdf } from '../../files/pdf.ts';
import { sheetName, xlsxBuffer, type TCell } from '../../files/excel.ts';
import * as r from './reportQueries.ts';

const PERMISSION = 'expenses';
const STATUSES = ['pending', 'approved', 'rejected'] as const;
const EXCEL_HEADERS = ['Employee', 'Date', 'Title', 'Category', 'Amount (EUR)', 'Payout', 'Payout method', 'Payout status'] as const;

export type TGeneratedFile = { filename: string; bytes: Buffer };

function toRow(x: r.TRowRecord): TExpenseRow {
  return {
    expense_id: x.expenseId,
    request_id: x.requestId,
    employee: { id: x.employeeId, name: x.employeeName, avatar: x.employeeAvatar },
    title: x.title,
    date: x.date,
    price: x.price,
    status: x.status as TExpenseRow['status'],
    category_name: x.categoryName,
    payout_type: x.payoutType,
    payout_method: x.payoutMethod,
    payout_status: x.payoutStatus,
  };
}

const excelRow = (x: r.TRowRecord): TCell[] => [
  x.employeeName,
  formatDate(x.date),
  x.title,
  x.categoryName ?? '',
  x.price,
  x.payoutType,
  x.payoutMethod ?? '',
  x.payoutStatus ?? '',
];

/** Groups rows (sorted by person) by person, keeping that order. */
function byEmployee(rows: r.TRowRecord[]) {
  const groups = new Map<number, r.TRowRecord[]>();
  for (const row of rows) groups.set(row.employeeId, [...(groups.get(row.employeeId) ?? []), row]);
  return [...groups.values()];
}

const total = (rows: { price: number }[]) => roundMoney(rows.reduce((s, x) => s + x.price, 0));
const monthLabel = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The company's expense reports (spec 02 §7.5): stats, undecided payouts, grouped and filtered lists, PDF and Excel. */
export class ExpenseReportService {
  constructor(private readonly db: Db) {}

  /**
   * Company-wide reports are for holders of the expenses permission (403 tells the others why; nothing of anyone's is
   * named). A team_only holder sees their teams only.
   */
  private reportScope(actor: Actor): SQL {
    if (!hasPermission(actor, PERMISSION))
      throw new HttpError(403, 'FORBIDDEN', "You need the expenses permission to see the company's expense reports");
    return actor.teamOnly ? requesterScope(actor, PERMISSION) : eq(employees.companyId, actor.companyId);
  }

  async monthStats(actor: Actor, year: number, month: number): Promise<TMonthStats> {
    const rows = await r.amountsBy(this.db, actor.companyId, this.reportScope(actor), r.inPeriod(r.periodOf(year, month)), 'category');
    const by_status = Object.fromEntries(STATUSES.map((s) => [s, { count: 0, amount: 0 }])) as TMonthStats['by_status'];
    const categories = new Map<number | null, TMonthStats['by_category'][number]>();
    for (const row of rows) {
      const status = by_status[row.status as (typeof STATUSES)[number]];
      status.count += row.count;
      status.amount = roundMoney(status.amount + row.amount);
      // What a category costs is what was not refused: approved and still pending.
      if (row.status === 'rejected') continue;
      const category = categories.get(row.key) ?? { category_id: row.key, name: row.name, count: 0, amount: 0 };
      category.count += row.count;
      category.amount = roundMoney(category.amount + row.amount);
      categories.set(row.key, category);
    }
    return { year, month, by_status, by_category: [...categories.values()].sort((a, b) => b.amount - a.amount) };
  }

  async yearStats(actor: Actor, year: number): Promise<TYearStats> {
    const rows = await r.amountsBy(this.db, actor.companyId, this.reportScope(actor), r.inPeriod(r.periodOf(year, null)), 'month');
    const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, pending: 0, approved: 0, rejected: 0, count: 0 }));
    for (const row of rows) {
      const month = months[row.key! - 1]!;
      month[row.status as (typeof STATUSES)[number]] = roundMoney(row.amount);
      month.count += row.count;
    }
    return { year, months };
  }

  async undecidedCount(actor: Actor) {
    return { count: await r.countWhere(this.db, actor.companyId, this.reportScope(actor), r.undecided) };
  }

  async undecidedList(actor: Actor, page: number) {
    const scope = this.reportScope(actor);
    const rows = await r
      .selectRows(this.db, actor.companyId, scope, r.undecided)
      .limit(UNDECIDED_PER_PAGE)
      .offset(page * UNDECIDED_PER_PAGE);
    const count = await r.countWhere(this.db, actor.companyId, scope, r.undecided);
    return { items: rows.map(toRow), total: count, page, per_page: UNDECIDED_PER_PAGE };
  }

  async listGrouped(actor: Actor, input: { year: number; month: number; status?: string }): Promise<TListGroupedResponse> {
    const where = and(
      r.inPeriod(r.periodOf(input.year, input.month)),
      input.status ? eq(expenseRequests.status, input.status) : undefined,
    )!;
    const rows = await r.selectRows(this.db, actor.companyId, this.reportScope(actor), where);
    return {
      groups: byEmployee(rows).map((group) => ({
        employee: toRow(group[0]!).employee,
        count: group.length,
        total: total(group),
        expenses: group.map(toRow),
      })),
    };
  }

  /** One person's expenses: their own, or of someone this user approves expenses for (else 404). */
  async employeeExpenses(actor: Actor, input: z.output<typeof ZListEmployeeExpensesRequestSchema>) {
    const [person] = await this.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.id, input.employee_id), viewerScope(actor, PERMISSION)));
    if (!person) throw notFound('This person');
    const where = and(
      eq(expenses.employeeId, person.id),
      input.year ? r.inPeriod(r.periodOf(input.year, null)) : undefined,
      input.status ? eq(expenseRequests.status, input.status) : undefined,
    )!;
    const rows = await r.selectRows(this.db, actor.companyId, viewerScope(actor, PERMISSION), where);
    return { items: rows.map(toRow) };
  }

  async approved(actor: Actor, input: z.output<typeof ZApprovedExpensesRequestSchema>) {
    const where = and(
      eq(expenseRequests.status, 'approved'),
      r.inPeriod(r.periodOf(input.year, null)),
      input.employee_id ? eq(expenses.employeeId, input.employee_id) : undefined,
      input.status ? eq(expenses.payoutStatus, input.status) : undefined,
      input.payoutMethod ? eq(expenses.payoutMethod, input.payoutMethod) : undefined,
    )!;
    const rows = await r.selectRows(this.db, actor.companyId, this.reportScope(actor), where);
    return { items: rows.map(toRow) };
  }

  private async approvedOfMonth(actor: Actor, year: number, month: number, teams?: number[]) {
    const where = and(eq(expenseRequests.status, 'approved'), r.inPeriod(r.periodOf(year, month)), r.inTeams(teams))!;
    return r.selectRows(this.db, actor.companyId, this.reportScope(actor), where);
  }

  /**
   * The month's approved expenses per person. A real run is recorded in the audit trail as an export; a dry run is a
   * preview, marked so on the page, and leaves no trace.
   */
  async monthPdf(actor: Actor, input: { year: number; month: number; dryrun?: '0' | '1'; teams?: number[] }): Promise<TGeneratedFile> {
    const rows = await this.approvedOfMonth(actor, input.year, input.month, input.teams);
    const isDryRun = input.dryrun === '1';
    const content: TContent[] = [
      { text: `Expenses — ${monthLabel(input.year, input.month)}`, style: 'title' },
      { text: isDryRun ? 'Preview (dry run): not recorded as exported' : `Approved expenses · ${rows.length}`, style: 'muted' },
    ];
    if (rows.length === 0) content.push({ text: 'No approved expenses this month.', margin: [0, 12, 0, 0] });
    for (const group of byEmployee(rows)) {
      content.push({ text: group[0]!.employeeName, style: 'person' });
      content.push(expenseTable(group));
    }
    content.push({ text: `Total: ${formatEur(total(rows))}`, style: 'total' });
    const bytes = await renderPdf(document(content, isDryRun ? 'PREVIEW' : undefined));
    if (!isDryRun)
      await recordAudit(this.db, actor, {
        area: 'expenses',
        action: 'month_exported',
        objectType: 'expense_month',
        objectId: null,
        after: { year: input.year, month: input.month, teams: input.teams ?? null, count: rows.length, total: total(rows) },
      });
    return { filename: monthFileName('expenses', input.year, input.month, 'pdf'), bytes };
  }

  async expensePdf(actor: Actor, expenseId: number): Promise<TGeneratedFile> {
    const [row] = await r.selectRows(this.db, actor.companyId, viewerScope(actor, PERMISSION), eq(expenses.id, expenseId));
    if (!row) throw notFound('This expense');
    const facts: [string, string][] = [
      ['Employee', row.employeeName],
      ['Date', formatDate(row.date)],
      ['Category', row.categoryName ?? '—'],
      ['Status', row.status],
      ['Amount', formatEur(row.price)],
      ...(row.distance !== null ? ([['Distance', `${row.distance} km`]] as [string, string][]) : []),
      ['Payout', [row.payoutType, row.payoutMethod, row.payoutStatus].filter(Boolean).join(' · ')],
    ];
    const content: TContent[] = [
      { text: row.title, style: 'title' },
      { table: { widths: [110, '*'], body: facts.map(([k, v]) => [{ text: k, bold: true }, v]) }, layout: 'lightHorizontalLines' },
    ];
    if (row.description) content.push({ text: row.description, margin: [0, 12, 0, 0] });
    return { filename: `expense-${row.expenseId}.pdf`, bytes: await renderPdf(document(content)) };
  }

  async monthExcel(actor: Actor, year: number, month: number): Promise<TGeneratedFile> {
    const rows = await this.approvedOfMonth(actor, year, month);
    const bytes = await xlsxBuffer([
      { name: `${year}-${String(month).padStart(2, '0')}`, headers: EXCEL_HEADERS, rows: rows.map(excelRow) },
    ]);
    return { filename: monthFileName('expenses', year, month, 'xlsx'), bytes };
  }

  /** A sheet per person, for handing each their own statement. */
  async individualExcel(actor: Actor, year: number, month: number): Promise<TGeneratedFile> {
    const rows = await this.approvedOfMonth(actor, year, month);
    const taken = new Set<string>();
    const groups = byEmployee(rows);
    const sheets = groups.length
      ? groups.map((group) => ({ name: sheetName(group[0]!.employeeName, taken), headers: EXCEL_HEADERS, rows: group.map(excelRow) }))
      : [{ name: 'No expenses', headers: EXCEL_HEADERS, rows: [] }];
    return { filename: monthFileName('expenses-individual', year, month, 'xlsx'), bytes: await xlsxBuffer(sheets) };
  }
}

function expenseTable(rows: r.TRowRecord[]): TContent {
  return {
    table: {
      headerRows: 1,
      widths: [70, '*', 110, 80],
      body: [
        ['Date', 'Title', 'Category', 'Amount'].map((text) => ({ text, bold: true })),
        ...rows.map((x) => [formatDate(x.date), x.title, x.categoryName ?? '—', { text: formatEur(x.price), alignment: 'right' as const }]),
        [{ text: 'Subtotal', bold: true, colSpan: 3 }, '', '', { text: formatEur(total(rows)), bold: true, alignment: 'right' as const }],
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

function document(content: TContent[], watermark?: string): TDocumentDefinitions {
  return {
    content,
    ...(watermark ? { watermark: { text: watermark, opacity: 0.08, bold: true } } : {}),
    defaultStyle: { fontSize: 10 },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      muted: { color: '#666666', margin: [0, 0, 0, 8] },
      person: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
      total: { fontSize: 12, bold: true, alignment: 'right', margin: [0, 12, 0, 0] },
    },
  };
}
