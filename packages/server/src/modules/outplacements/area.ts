import type { TServerArea } from '../../area.ts';
import { hasPermission } from '../../auth/actor.ts';
import { OUTPLACEMENT_REQUEST_TASK, OUTPLACEMENTS_PERMISSION, OutplacementsService } from './service.ts';
import { outplacementsRoutes } from './routes.ts';
import { seedOutplacements } from './seed.ts';

export const outplacementsArea: TServerArea = {
  key: 'outplacements',
  tab: 'outplacements',
  permission: 'outplacements',
  // An HR matter between the company and its payroll provider: no manager sees their team's.
  tabVisible: (actor) => hasPermission(actor, OUTPLACEMENTS_PERMISSION),
  create: (context) => {
    const service = new OutplacementsService(context.db, context);
    return {
      routes: (app) => outplacementsRoutes(app, service),
      counts: (actor) => {
        const pending = service.pendingCount(actor);
        return pending ? { count_outplacements: pending } : {};
      },
      tasks: { [OUTPLACEMENT_REQUEST_TASK]: (payload) => service.runRequest(payload) },
    };
  },
  seed: seedOutplacements,
};
