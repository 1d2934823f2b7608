import type { TServerArea } from '../../area.ts';
import { ExpensesService } from './service.ts';
import { expensesRoutes } from './routes.ts';
import { seedExpenses } from './seed.ts';

export const expensesArea: TServerArea = {
  key: 'expenses',
  tab: 'expenses',
  permission: 'expenses',
  opensProfiles: true,
  create: (context) => {
    const service = new ExpensesService(context.db, context.storage);
    return {
      routes: (app) => expensesRoutes(app, service, context),
      counts: async (actor) => ({ count_expense_requests: await service.countPending(actor) }),
    };
  },
  seed: seedExpenses,
};
