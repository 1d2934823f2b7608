import type { FastifyInstance } from 'fastify';
import { workflowsEndpoints as api } from '@signoff/contract/api/workflows';
import { route } from '../../http/route.ts';
import type { WorkflowsService } from './service.ts';

export function workflowsRoutes(app: FastifyInstance, service: WorkflowsService) {
  route(app, api.tasks, async ({ actor, query }) => service.tasks(actor, query));
  route(app, api.allTasks, async ({ actor, query }) => service.tasks(actor, query, true));
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.employees, async ({ actor, query }) => service.employees(actor, query.search_term));
  route(app, api.taskDetail, async ({ actor, params }) => service.taskDetail(actor, params.task_id));
  route(app, api.tasksAssignedCount, async ({ actor, query }) => service.tasksAssignedCount(actor, query.user_id));
  route(app, api.itemsAssignedCount, async ({ actor, query }) => service.itemsAssignedCount(actor, query.user_id));
  route(app, api.detail, async ({ actor, params }) => service.detail(actor, params.workflow_id));
  route(app, api.employeeTasks, async ({ actor, params }) => service.employeeTasks(actor, params.employee_id));
  route(app, api.templates, async ({ actor }) => service.templates(actor));
  route(app, api.templateDetail, async ({ actor, params }) => service.templateDetail(actor, params.template_id));
  route(app, api.itemDetail, async ({ actor, params }) => service.itemDetail(actor, params.item_id));
  route(app, api.hashtags, async () => service.hashtags());
  route(app, api.addTemplate, async ({ actor, body }) => service.addTemplate(actor, body));
  route(app, api.editTemplate, async ({ actor, body }) => service.editTemplate(actor, body));
  route(app, api.deleteTemplate, async ({ actor, body }) => service.deleteTemplate(actor, body.template_id));
  route(app, api.copyTemplate, async ({ actor, body }) => service.copyTemplate(actor, body));
  route(app, api.addItem, async ({ actor, body }) => service.addItem(actor, body));
  route(app, api.editItem, async ({ actor, body }) => service.editItem(actor, body));
  route(app, api.deleteItem, async ({ actor, body }) => service.deleteItem(actor, body.item_id));
  route(app, api.reassignItems, async ({ actor, body }) => service.reassignItems(actor, body));
  route(app, api.reassignTasks, async ({ actor, body }) => service.reassignTasks(actor, body));
  route(app, api.updateTaskOrder, async ({ actor, params, body }) =>
    service.updateTaskOrder(actor, params.template_id, body.ordered_task_ids),
  );
  route(app, api.deleteTask, async ({ actor, body }) => service.deleteTask(actor, body.task_id));
  route(app, api.start, async ({ actor, body }) => service.start(actor, body));
  route(app, api.delete, async ({ actor, body }) => service.delete(actor, body.workflow_id));
  route(app, api.closeTask, async ({ actor, body }) => service.setTaskStatus(actor, body.task_id, 'done'));
  route(app, api.reopenTask, async ({ actor, body }) => service.setTaskStatus(actor, body.task_id, 'pending'));
  route(app, api.createTask, async ({ actor, body }) => service.createTask(actor, body));
  route(app, api.editTask, async ({ actor, body }) => service.editTask(actor, body));
}
