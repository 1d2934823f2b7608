import type { TServerArea } from '../../area.ts';
import { hasPermission } from '../../auth/actor.ts';
import { CONFLICTS_PERMISSION } from '../conflicts/service.ts';
import { CAR_CONFLICT_APPLY_TASK, CAR_CONFLICTS_SYNC_TASK, CarConflictsService } from './service.ts';
import { carConflictsRoutes } from './routes.ts';
import { seedCarConflicts } from './seed.ts';

export const carConflictsArea: TServerArea = {
  key: 'carConflicts',
  tab: 'carConflicts',
  permission: 'conflicts',
  // Access is HR's conflicts permission; the web shows the tab only while the count is above 0 (spec 01 §2, 02 §6).
  tabVisible: (actor) => hasPermission(actor, CONFLICTS_PERMISSION),
  create: (context) => {
    const service = new CarConflictsService(context.db, context);
    return {
      routes: (app) => carConflictsRoutes(app, service),
      counts: (actor) => {
        const pending = service.pendingCount(actor);
        return pending ? { count_cars_conflicts: pending } : {};
      },
      tasks: {
        [CAR_CONFLICTS_SYNC_TASK]: (payload) => service.runSync(payload),
        [CAR_CONFLICT_APPLY_TASK]: (payload) => service.runApply(payload),
      },
    };
  },
  seed: seedCarConflicts,
};
