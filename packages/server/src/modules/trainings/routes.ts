import type { FastifyInstance } from 'fastify';
import { trainingsEndpoints as api } from '@signoff/contract/api/trainings';
import { TRAINING_ATTACHMENT_RELATED_OBJECT } from '@signoff/contract/trainings';
import { route } from '../../http/route.ts';
import { receiveForm } from '../../files/multipart.ts';
import { sendStoredFile } from '../../files/send.ts';
import type { TAreaContext } from '../../area.ts';
import type { TrainingsService } from './service.ts';

export function trainingsRoutes(app: FastifyInstance, service: TrainingsService, context: Pick<TAreaContext, 'storage' | 'scannerFor'>) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.detail, async ({ actor, query }) => service.detail(actor, query.request_id));
  route(app, api.process, async ({ actor, body }) => service.process(actor, body));
  route(app, api.training, async ({ actor, params }) => service.training(actor, params.id));
  route(app, api.catalogue, async ({ actor }) => service.catalogue(actor));
  route(app, api.add, async ({ actor, body }) => service.add(actor, body));

  route(app, api.addAttachment, async ({ actor, params, req }) => {
    const { file } = await receiveForm(req, api.addAttachment.multipart, {
      storage: context.storage,
      scanner: context.scannerFor(actor.features),
      relatedObject: TRAINING_ATTACHMENT_RELATED_OBJECT,
      // Refused (403, 404) before the file is written.
      check: () => service.checkAttachmentUpload(actor, params.id),
    });
    return service.addAttachment(actor, params.id, file);
  });
  route(app, api.attachments, async ({ actor, params }) => service.attachments(actor, params.id));
  route(app, api.attachmentContent, async ({ actor, params, reply }) => {
    const { file, stream } = await service.openAttachment(actor, params.id, params.file_id);
    return sendStoredFile(reply, file, stream);
  });
}
