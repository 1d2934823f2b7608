import type { TServerArea } from '../../area.ts';
import { hasPermission } from '../../auth/actor.ts';
import { DOCUMENTS_PERMISSION, DocumentsService, FORWARD_DOCUMENT_TASK } from './service.ts';
import { documentsRoutes } from './routes.ts';
import { DOCUMENT_DELIVERY_TASK, DocumentDelivery } from './delivery.ts';
import { seedDocuments } from './seed.ts';
import { scaleDocuments } from './scale.ts';

export const documentsArea: TServerArea = {
  key: 'documents',
  tab: 'documents',
  permission: 'documents',
  // Company documents are HR's: no manager sees them for their team.
  tabVisible: (actor) => hasPermission(actor, DOCUMENTS_PERMISSION),
  create: (context) => {
    const service = new DocumentsService(context.db, context.storage, context.mail, context.inCompany, context.log);
    const delivery = new DocumentDelivery(context);
    return {
      routes: (app) => documentsRoutes(app, service, delivery, context),
      counts: (actor) => {
        const unread = service.unreadCount(actor);
        return unread ? { count_pending_company_documents: unread } : {};
      },
      tasks: {
        [FORWARD_DOCUMENT_TASK]: (payload) => service.runForward(payload),
        [DOCUMENT_DELIVERY_TASK]: async (payload) => {
          await delivery.run(payload);
        },
      },
    };
  },
  seed: seedDocuments,
  scale: scaleDocuments,
};
