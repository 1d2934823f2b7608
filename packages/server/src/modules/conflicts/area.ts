import type { TServerArea } from '../../area.ts';
import { hasPermission } from '../../auth/actor.ts';
import { CONFLICT_APPLY_TASK, CONFLICTS_PERMISSION, CONFLICTS_SYNC_TASK, ConflictsService } from './service.ts';
import { conflictsRoutes } from './routes.ts';
import { seedConflicts } from './seed.ts';

export const conflictsArea: TServerArea = {
  key: 'conflicts',
  tab: 'conflicts',
  permission: 'conflicts',
  // Reconciling with the payroll provider is HR's: no manager sees their team's.
  tabVisible: (actor) => hasPermission(actor, CONFLICTS_PERMISSION),
  create: (context) => {
    const service = new ConflictsService(context.db, context);
    return {
      routes: (app) => conflictsRoutes(app, service),
      counts: (actor) => {
        const pending = service.pendingCount(actor);
        return pending ? { count_personal_data_conflicts: pending } : {};
      },
      tasks: {
        [CONFLICTS_SYNC_TASK]: (payload) => service.runSync(payload),
        [CONFLICT_APPLY_TASK]: (payload) => service.runApply(payload),
      },
    };
  },
  seed: seedConflicts,
};
