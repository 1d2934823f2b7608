import type { TServerArea } from '../../area.ts';
import { WorkflowsService } from './service.ts';
import { workflowsRoutes } from './routes.ts';
import { seedWorkflows } from './seed.ts';
import { scaleWorkflows } from './scale.ts';

export const workflowsArea: TServerArea = {
  key: 'workflows',
  tab: 'tasks',
  permission: 'workflows',
  // Anyone may be named responsible for a task (the employee of an onboarding signs the IT policy), so everyone sees it.
  tabVisible: () => true,
  opensProfiles: true,
  create: (context) => {
    const service = new WorkflowsService(context.db, context.mail);
    return {
      routes: (app) => workflowsRoutes(app, service),
      counts: (actor) => ({ count_pending_tasks: service.pendingCount(actor) }),
    };
  },
  scale: scaleWorkflows,
  seed: seedWorkflows,
};
