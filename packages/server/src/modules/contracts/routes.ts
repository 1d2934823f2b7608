import type { FastifyInstance } from 'fastify';
import { contractsEndpoints as api } from '@signoff/contract/api/contracts';
import { CONTRACT_PDF_MAX_BYTES, WORD_FILE_MAX_BYTES } from '@signoff/contract/contracts';
import { route } from '../../http/route.ts';
import type { TAreaContext } from '../../area.ts';
import type { ContractsService } from './service.ts';
import type { ContractSendingService } from './sending.ts';
import type { EmployeeSigningService } from './employeeSigning.ts';
import { sendPdf } from './sendPdf.ts';

/** Room for a base64 file of the largest size its call takes, and the other fields. */
const bodyLimitFor = (maxBytes: number) => Math.ceil((maxBytes * 4) / 3) + 64 * 1024;

export function contractsRoutes(
  app: FastifyInstance,
  service: ContractsService,
  sending: ContractSendingService,
  employee: EmployeeSigningService,
  context: Pick<TAreaContext, 'scannerFor'>,
) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.detail, async ({ actor, params }) => service.detail(actor, params.id));
  route(app, api.pdf, async ({ actor, params, reply }) => {
    const { filename, bytes } = await service.pdf(actor, params.id);
    return sendPdf(reply, filename, bytes);
  });
  route(app, api.pendingInternal, async ({ actor }) => service.pendingInternal(actor));
  route(app, api.count, async ({ actor, query }) => service.countForSigner(actor, query.user_id));
  route(app, api.signInternally, async ({ actor, body }) => service.signInternally(actor, body));
  route(app, api.employeeView, async ({ actor, params }) => employee.view(actor, params.id));
  route(app, api.employeePdf, async ({ actor, params, reply }) => {
    const { filename, bytes } = await employee.pdf(actor, params.id);
    return sendPdf(reply, filename, bytes);
  });
  route(app, api.signAsEmployee, async ({ actor, body }) => employee.sign(actor, body));
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

  route(app, api.employeeContracts, async ({ actor, params }) => service.employeeContracts(actor, params.id));
  route(app, api.companyContracts, async ({ actor, query }) => service.companyContracts(actor, query));
  route(app, api.publicLibrary, async ({ actor, query }) => service.publicLibrary(actor, query));
  route(app, api.publicLibraryTemplate, async ({ actor, params }) => service.publicLibraryTemplate(actor, params.id));
  route(app, api.preview, async ({ actor, body }) => service.preview(actor, body));
  route(app, api.reassignTemplates, async ({ actor, body }) => service.reassign(actor, body, 'templates'));
  route(app, api.reassign, async ({ actor, body }) => service.reassign(actor, body, 'contracts'));
  route(app, api.wordToHtml, async ({ actor, body }) => service.wordToHtml(actor, body.base64_word_file), {
    bodyLimit: bodyLimitFor(WORD_FILE_MAX_BYTES),
  });
  route(app, api.uploadPdf, async ({ actor, body }) => service.uploadPdf(actor, body, context.scannerFor(actor.features)), {
    bodyLimit: bodyLimitFor(CONTRACT_PDF_MAX_BYTES),
  });
  route(app, api.createTemplateContractPdf, async ({ actor, params }) =>
    service.createTemplateContractPdf(actor, params.id, context.scannerFor(actor.features)),
  );

  route(app, api.setSigningMethod, async ({ actor, body }) => sending.setSigningMethod(actor, body));
  route(app, api.sendToEmployee, async ({ actor, body }) => sending.sendToEmployee(actor, body));
  route(app, api.employeeSignatureStatus, async ({ actor, params }) => sending.status(actor, params.id));
  route(app, api.processSigningProvider, async ({ actor, params }) => sending.process(actor, params.id));
  route(app, api.retrySigningProvider, async ({ actor, params }) => sending.retry(actor, params.id));
  route(app, api.resetSigningMethod, async ({ actor, params }) => sending.reset(actor, params.id));
}
