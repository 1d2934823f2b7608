import type { TServerArea } from '../../area.ts';
import { MyRequestsService } from './service.ts';
import { myRequestsRoutes } from './routes.ts';

/** "My requests": the signed-in employee's own requests of every area, read-only; no inbox tab (decision 0018). */
export const myRequestsArea: TServerArea = {
  key: 'myRequests',
  create: (context) => {
    const service = new MyRequestsService(context.db);
    return { routes: (app) => myRequestsRoutes(app, service) };
  },
};
