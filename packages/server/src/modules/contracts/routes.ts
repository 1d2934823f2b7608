import type { FastifyInstance } from 'fastify';
import { contractsEndpoints as api } from '@signoff/contract/api/contracts';
import { route } from '../../http/route.ts';
import type { ContractsService } from './service.ts';
import { sendPdf } from './sendPdf.ts';

export function contractsRoutes(app: FastifyInstance, service: ContractsService) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.detail, async ({ actor, params }) => service.detail(actor, params.id));
  route(app, api.pdf, async ({ actor, params, reply }) => {
    const { filename, bytes } = await service.pdf(actor, params.id);
    return sendPdf(reply, filename, bytes);
  });
  route(app, api.pendingInternal, async ({ actor }) => service.pendingInternal(actor));
  route(app, api.count, async ({ actor, query }) => service.countForSigner(actor, query.user_id));
  route(app, api.signInternally, async ({ actor, body }) => service.signInternally(actor, body));
  route(app, api.addToEmployee, async ({ actor, body }) => service.addToEmployee(actor, body));
  route(app, api.edit, async ({ actor, body }) => service.edit(actor, body));

  route(app, api.editName, async ({ actor, body }) => service.editName(actor, body));
  route(app, api.delete, async ({ actor, body }) => service.setDeleted(actor, body.contract_id, true));
  route(app, api.undelete, async ({ actor, body }) => service.setDeleted(actor, body.contract_id, false));
  route(app, api.hardDelete, async ({ actor, body }) => service.hardDelete(actor, body.contract_id));
  route(app, api.exists, async ({ actor, params }) => service.exists(actor, params.id));
  route(app, api.signers, async ({ actor, params }) => service.signers(actor, params.id));
  route(app, api.shortcodes, async ({ actor, params }) => service.shortcodes(actor, params.id));
  route(app, api.setCustomShortcodeValue, async ({ actor, body }) => service.setCustomShortcodeValue(actor, body));

  route(app, api.templates, async ({ actor }) => service.templates(actor));
  route(app, api.template, async ({ actor, params }) => service.template(actor, params.id));
  route(app, api.templateCount, async ({ actor, query }) => service.templateCountForSigner(actor, query.user_id));
  route(app, api.hashtags, async ({ actor }) => service.hashtags(actor));
  route(app, api.addTemplate, async ({ actor, body }) => service.addTemplate(actor, body));
  route(app, api.editTemplate, async ({ actor, body }) => service.editTemplate(actor, body));
  route(app, api.editSignatureRequirements, async ({ actor, body }) => service.editSignatureRequirements(actor, body));
  route(app, api.deleteTemplate, async ({ actor, body }) => service.deleteTemplate(actor, body.template_id));
}
