import type { FastifyInstance } from 'fastify';
import { documentsEndpoints as api } from '@signoff/contract/api/documents';
import { route } from '../../http/route.ts';
import { receiveForm } from '../../files/multipart.ts';
import { sendStoredFile } from '../../files/send.ts';
import type { TAreaContext } from '../../area.ts';
import type { DocumentsService } from './service.ts';
import type { DocumentDelivery } from './delivery.ts';

export function documentsRoutes(
  app: FastifyInstance,
  service: DocumentsService,
  delivery: DocumentDelivery,
  context: Pick<TAreaContext, 'storage' | 'scannerFor'>,
) {
  route(app, api.getFiles, async ({ actor, query }) => service.list(actor, query));
  route(app, api.getFileTypes, async ({ actor }) => service.types(actor));
  route(app, api.markFilesAsRead, async ({ actor, body }) => service.markRead(actor, body.document_ids));
  route(app, api.getFile, async ({ actor, query }) => service.detail(actor, query.document_id));
  route(app, api.downloadFile, async ({ actor, query }) => service.downloadLink(actor, query.document_id, query.preview));
  route(app, api.download, async ({ actor, params, reply }) => {
    const { file, isPreview, stream } = await service.openLink(actor, params.token);
    return sendStoredFile(reply, file, stream, { asAttachment: !isPreview, inPdfViewer: isPreview });
  });
  route(app, api.getForwardEmail, async ({ actor, query }) => service.forwardEmail(actor, query.document_type));
  route(app, api.setForwardEmail, async ({ actor, body }) => service.setForwardEmail(actor, body.document_type, body.email));
  route(app, api.forwardInboxDocuments, async ({ actor, body }) => service.forward(actor, body));
  route(app, api.fetchFromProvider, async ({ actor }) => delivery.request(actor));
  route(app, api.upload, async ({ actor, req }) => {
    const { fields, file } = await receiveForm(req, api.upload.multipart, {
      storage: context.storage,
      scanner: context.scannerFor(actor.features),
      relatedObject: 'document',
      check: () => service.checkUpload(actor),
    });
    return service.upload(actor, fields, file);
  });
}
