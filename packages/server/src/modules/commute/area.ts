import type { TServerArea } from '../../area.ts';
import { CommuteService } from './service.ts';
import { commuteRoutes } from './routes.ts';
import { seedCommute } from './seed.ts';
import { scaleCommute } from './scale.ts';

export const commuteArea: TServerArea = {
  key: 'commute',
  tab: 'commute',
  permission: 'commute',
  opensProfiles: true,
  create: (context) => {
    const service = new CommuteService(context.db);
    return {
      routes: (app) => commuteRoutes(app, service),
      counts: (actor) => ({ count_variable_commute_requests: service.pendingCount(actor) }),
    };
  },
  scale: scaleCommute,
  seed: seedCommute,
};
