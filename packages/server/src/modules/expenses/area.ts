import type { TServerArea } from '../../area.ts';
import { ExpensesService } from './service.ts';
import { ExpenseCategoryService } from './categoryService.ts';
import { ExpenseReportService } from './reportService.ts';
import { expensesRoutes } from './routes.ts';
import { seedExpenses } from './seed.ts';
import { scaleExpenses } from './scale.ts';

export const expensesArea: TServerArea = {
  key: 'expenses',
  tab: 'expenses',
  permission: 'expenses',
  opensProfiles: true,
  create: (context) => {
    const service = new ExpensesService(context.db, context.storage);
    return {
      routes: (app) =>
        expensesRoutes(
          app,
          { service, categories: new ExpenseCategoryService(context.db), reports: new ExpenseReportService(context.db) },
          context,
        ),
      counts: (actor) => ({ count_expense_requests: service.pendingCount(actor) }),
    };
  },
  seed: seedExpenses,
  scale: scaleExpenses,
};
