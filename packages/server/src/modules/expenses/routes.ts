import type { FastifyInstance } from 'fastify';
import { expensesEndpoints as api } from '@signoff/contract/api/expenses';
import { route } from '../../http/route.ts';
import { receiveForm } from '../../files/multipart.ts';
import { sendStoredFile } from '../../files/send.ts';
import type { TAreaContext } from '../../area.ts';
import type { ExpensesService } from './service.ts';

export function expensesRoutes(app: FastifyInstance, service: ExpensesService, context: Pick<TAreaContext, 'storage' | 'scannerFor'>) {
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
}
