import type { FastifyInstance } from 'fastify';
import { expensesEndpoints as api } from '@signoff/contract/api/expenses';
import { route } from '../../http/route.ts';
import { receiveForm } from '../../files/multipart.ts';
import { sendStoredFile } from '../../files/send.ts';
import type { TAreaContext } from '../../area.ts';
import type { ExpensesService } from './service.ts';
import type { ExpenseCategoryService } from './categoryService.ts';
import type { ExpenseReportService, TGeneratedFile } from './reportService.ts';
import { sendGeneratedFile, XLSX_MIME } from '../../files/sendGenerated.ts';
import type { FastifyReply } from 'fastify';

const sendPdf = (reply: FastifyReply, file: TGeneratedFile) =>
  sendGeneratedFile(reply, { ...file, mimeType: 'application/pdf', disposition: 'inline' });
const sendXlsx = (reply: FastifyReply, file: TGeneratedFile) =>
  sendGeneratedFile(reply, { ...file, mimeType: XLSX_MIME, disposition: 'attachment' });

export function expensesRoutes(
  app: FastifyInstance,
  services: { service: ExpensesService; categories: ExpenseCategoryService; reports: ExpenseReportService },
  context: Pick<TAreaContext, 'storage' | 'scannerFor'>,
) {
  const { service, categories, reports } = services;
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.detail, async ({ actor, query }) => service.detail(actor, query.request_id));
  route(app, api.process, async ({ actor, body }) => service.process(actor, body));
  route(app, api.getExpenseDetails, async ({ actor, query }) => service.expenseDetails(actor, query.expense_id));
  route(app, api.listCategories, async ({ actor, query }) => ({
    categories: await service.listCategories(actor, query.active_only === '1'),
  }));
  route(app, api.listCategoriesForEmployee, async ({ actor, query }) => ({
    categories: await service.listCategoriesForEmployee(actor, query.employee_id),
  }));
  route(app, api.createExpenseCategory, async ({ actor, body }) => ({ category: await service.createCategory(actor, body) }));
  route(app, api.calculateExpensePrice, async ({ actor, query }) => ({ price: await service.calculatePrice(actor, query) }));
  route(app, api.edit, async ({ actor, body }) => service.editCategory(actor, body));
  route(app, api.getAvailablePeriodsForPayout, async ({ actor, query }) => service.availablePeriods(actor, query));
  route(app, api.updateExpensePayoutMethod, async ({ actor, body }) => service.updatePayout(actor, body));

  route(app, api.getExpenseFile, async ({ actor, query }) => {
    const file = await service.expenseFile(actor, query.expense_id);
    return { file: file ? { id: file.id, filename: file.originalName, mime_type: file.mimeType, size_bytes: file.sizeBytes } : null };
  });

  route(app, api.downloadExpenseFile, async ({ actor, query }) => {
    // Checks access now, so a user without it gets the 404 here rather than a broken preview.
    await service.openExpenseFile(actor, query.expense_id).then(({ stream }) => stream.destroy());
    return { download_url: `/api/expenses/file/${query.expense_id}/content` };
  });

  route(app, api.fileContent, async ({ actor, params, reply }) => {
    const { file, stream } = await service.openExpenseFile(actor, params.expense_id);
    return sendStoredFile(reply, file, stream);
  });

  route(app, api.createExpense, async ({ actor, req }) => {
    const { fields, file } = await receiveForm(req, api.createExpense.multipart, {
      storage: context.storage,
      scanner: context.scannerFor(actor.features),
      relatedObject: 'expense',
    });
    return service.createExpense(actor, fields, file);
  });

  route(app, api.deleteExpense, async ({ actor, body }) => service.deleteExpense(actor, body.expense_id));

  route(app, api.getExpenseCategoryDetail, async ({ actor, query }) => ({
    category: await categories.detail(actor, query.expense_category_id),
  }));
  route(app, api.hasExpenseCategoryBeenUsed, async ({ actor, query }) => ({
    used: await categories.isUsed(actor, query.expense_category_id),
  }));
  route(app, api.getExpenseCategoryUsage, async ({ actor, query }) => categories.usage(actor, query.expense_category_id));
  route(app, api.editExpenseCategory, async ({ actor, body }) => ({ category: await categories.edit(actor, body) }));
  route(app, api.deleteExpenseCategory, async ({ actor, body }) => categories.delete(actor, body.expense_category_id));
  route(app, api.unarchiveExpenseCategory, async ({ actor, body }) => ({
    category: await categories.unarchive(actor, body.expense_category_id),
  }));

  route(app, api.getExpenseStatsForMonth, async ({ actor, query }) => reports.monthStats(actor, query.year, query.month));
  route(app, api.getExpenseStatsForYear, async ({ actor, query }) => reports.yearStats(actor, query.year));
  route(app, api.getUndecidedExpenseCount, async ({ actor }) => reports.undecidedCount(actor));
  route(app, api.getUndecidedExpenses, async ({ actor, query }) => reports.undecidedList(actor, query.page));
  route(app, api.listGrouped, async ({ actor, query }) => reports.listGrouped(actor, query));
  route(app, api.listEmployeeExpenses, async ({ actor, query }) => reports.employeeExpenses(actor, query));
  route(app, api.approvedExpenses, async ({ actor, query }) => reports.approved(actor, query));
  route(app, api.monthPdf, async ({ actor, params, query, reply }) =>
    sendPdf(reply, await reports.monthPdf(actor, { ...params, ...query })),
  );
  route(app, api.expensePdf, async ({ actor, params, reply }) => sendPdf(reply, await reports.expensePdf(actor, params.id)));
  route(app, api.monthExcel, async ({ actor, params, reply }) =>
    sendXlsx(reply, await reports.monthExcel(actor, params.year, params.month)),
  );
  route(app, api.individualExcel, async ({ actor, params, reply }) =>
    sendXlsx(reply, await reports.individualExcel(actor, params.year, params.month)),
  );
}
