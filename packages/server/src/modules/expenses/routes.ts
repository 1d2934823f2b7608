import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse } from '@signoff/contract/common';
import {
  ZAvailablePeriodsRequestSchema,
  ZCalculateExpensePriceRequestSchema,
  ZCalculateExpensePriceResponseSchema,
  ZCreateExpenseCategoryRequestSchema,
  ZCreateExpenseRequestSchema,
  ZCreateExpenseResponseSchema,
  ZDownloadExpenseFileResponseSchema,
  ZEditExpenseRequestSchema,
  ZEditExpenseResponseSchema,
  ZExpenseCategorySchema,
  ZExpenseDetailRequestSchema,
  ZExpenseDetailResponseSchema,
  ZExpenseDetailsResponseSchema,
  ZExpenseIdQuerySchema,
  ZGetExpenseFileResponseSchema,
  ZListCategoriesForEmployeeRequestSchema,
  ZListCategoriesRequestSchema,
  ZListCategoriesResponseSchema,
  ZListExpensesRequestSchema,
  ZListExpensesResponseSchema,
  ZProcessExpenseRequestSchema,
  ZProcessExpenseResponseSchema,
} from '@signoff/contract/expenses';
import { ZAvailablePeriodsResponseSchema, ZPayoutSchema, ZUpdatePayoutRequestSchema } from '@signoff/contract/payout';
import { actorOf } from '../../auth/actor.ts';
import type { ExpensesService } from './service.ts';
import { receiveMultipart } from '../../files/multipart.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { MalwareScanner } from '../../integrations/malwareScan.ts';
import { sendStoredFile } from '../../files/send.ts';

const user = { access: 'user' } as const;

export function expensesRoutes(
  app: FastifyInstance,
  service: ExpensesService,
  files: { storage: FileStorage; scannerFor: (features: ReadonlySet<string>) => MalwareScanner | null },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---- inbox
  r.get('/api/inbox/expenses/list', { config: user, schema: { querystring: ZListExpensesRequestSchema, response: { 200: dataResponse(ZListExpensesResponseSchema) } } }, async (req) => ({
    data: await service.list(actorOf(req), req.query),
  }));

  r.get('/api/inbox/expenses/detail', { config: user, schema: { querystring: ZExpenseDetailRequestSchema, response: { 200: dataResponse(ZExpenseDetailResponseSchema) } } }, async (req) => ({
    data: await service.detail(actorOf(req), req.query.request_id),
  }));

  r.post('/api/inbox/expenses/process', { config: user, schema: { body: ZProcessExpenseRequestSchema, response: { 200: dataResponse(ZProcessExpenseResponseSchema) } } }, async (req) => ({
    data: await service.process(actorOf(req), req.body),
  }));

  // ---- expenses
  r.get('/api/expenses/getExpenseDetails', { config: user, schema: { querystring: ZExpenseIdQuerySchema, response: { 200: dataResponse(ZExpenseDetailsResponseSchema) } } }, async (req) => ({
    data: await service.expenseDetails(actorOf(req), req.query.expense_id),
  }));

  r.get('/api/expenses/listCategories', { config: user, schema: { querystring: ZListCategoriesRequestSchema, response: { 200: dataResponse(ZListCategoriesResponseSchema) } } }, async (req) => ({
    data: { categories: await service.listCategories(actorOf(req), req.query.active_only === '1') },
  }));

  r.get(
    '/api/expenses/listCategoriesForEmployee',
    { config: user, schema: { querystring: ZListCategoriesForEmployeeRequestSchema, response: { 200: dataResponse(ZListCategoriesResponseSchema) } } },
    async (req) => ({ data: { categories: await service.listCategoriesForEmployee(actorOf(req), req.query.employee_id) } }),
  );

  r.post(
    '/api/expenses/createExpenseCategory',
    { config: user, schema: { body: ZCreateExpenseCategoryRequestSchema, response: { 200: dataResponse(z.object({ category: ZExpenseCategorySchema })) } } },
    async (req) => ({ data: { category: await service.createCategory(actorOf(req), req.body) } }),
  );

  r.get(
    '/api/expenses/calculateExpensePrice',
    { config: user, schema: { querystring: ZCalculateExpensePriceRequestSchema, response: { 200: dataResponse(ZCalculateExpensePriceResponseSchema) } } },
    async (req) => ({ data: { price: await service.calculatePrice(actorOf(req), req.query) } }),
  );

  r.post('/api/expenses/edit', { config: user, schema: { body: ZEditExpenseRequestSchema, response: { 200: dataResponse(ZEditExpenseResponseSchema) } } }, async (req) => ({
    data: await service.editCategory(actorOf(req), req.body),
  }));

  r.get(
    '/api/expenses/getAvailablePeriodsForPayout',
    { config: user, schema: { querystring: ZAvailablePeriodsRequestSchema, response: { 200: dataResponse(ZAvailablePeriodsResponseSchema) } } },
    async (req) => ({ data: await service.availablePeriods(actorOf(req), req.query) }),
  );

  r.post(
    '/api/expenses/updateExpensePayoutMethod',
    { config: user, schema: { body: ZUpdatePayoutRequestSchema, response: { 200: dataResponse(z.object({ payout: ZPayoutSchema })) } } },
    async (req) => ({ data: await service.updatePayout(actorOf(req), req.body) }),
  );

  r.get('/api/expenses/getExpenseFile', { config: user, schema: { querystring: ZExpenseIdQuerySchema, response: { 200: dataResponse(ZGetExpenseFileResponseSchema) } } }, async (req) => {
    const file = await service.expenseFile(actorOf(req), req.query.expense_id);
    return { data: { file: file ? { id: file.id, filename: file.originalName, mime_type: file.mimeType, size_bytes: file.sizeBytes } : null } };
  });

  r.get(
    '/api/expenses/downloadExpenseFile',
    { config: user, schema: { querystring: ZExpenseIdQuerySchema, response: { 200: dataResponse(ZDownloadExpenseFileResponseSchema) } } },
    async (req) => {
      // Checks access now, so a user without it gets the 404 here rather than a broken preview.
      await service.openExpenseFile(actorOf(req), req.query.expense_id).then(({ stream }) => stream.destroy());
      return { data: { download_url: `/api/expenses/file/${req.query.expense_id}/content` } };
    },
  );

  r.get('/api/expenses/file/:expense_id/content', { config: user, schema: { params: ZExpenseIdQuerySchema } }, async (req, reply) => {
    const { file, stream } = await service.openExpenseFile(actorOf(req), req.params.expense_id);
    return sendStoredFile(reply, file, stream);
  });

  r.post(
    '/api/expenses/createExpense',
    { config: user, schema: { consumes: ['multipart/form-data'], response: { 200: dataResponse(ZCreateExpenseResponseSchema) } } },
    async (req) => {
      const actor = actorOf(req);
      const received = await receiveMultipart(req, { storage: files.storage, scanner: files.scannerFor(actor.features), relatedObject: 'expense' });
      let input;
      try {
        input = ZCreateExpenseRequestSchema.parse(received.fields);
      } catch (error) {
        if (received.file) await files.storage.remove(received.file.stored.storageName);
        throw error;
      }
      return { data: await service.createExpense(actor, input, received.file) };
    },
  );
}
