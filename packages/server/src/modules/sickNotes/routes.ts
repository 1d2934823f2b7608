import type { FastifyInstance } from 'fastify';
import { sickNotesEndpoints as api } from '@signoff/contract/api/sickNotes';
import { route } from '../../http/route.ts';
import { receiveForm } from '../../files/multipart.ts';
import { sendStoredFile } from '../../files/send.ts';
import type { TAreaContext } from '../../area.ts';
import type { SickNotesService } from './service.ts';

export function sickNotesRoutes(app: FastifyInstance, service: SickNotesService, context: Pick<TAreaContext, 'storage' | 'scannerFor'>) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.detail, async ({ actor, query }) => service.detail(actor, query.sickday_id));

  route(app, api.fileContent, async ({ actor, params, reply }) => {
    const { file, stream } = await service.openFile(actor, params.sickday_id);
    return sendStoredFile(reply, file, stream);
  });

  route(app, api.process, async ({ actor, body }) => service.process(actor, body));
  route(app, api.person, async ({ actor, query }) => service.person(actor, query.employee_id, query.day_off_type_id));

  route(app, api.upload, async ({ actor, req }) => {
    const { fields, file } = await receiveForm(req, api.upload.multipart, {
      storage: context.storage,
      scanner: context.scannerFor(actor.features),
      relatedObject: 'sick_note',
      check: (fields) => service.checkUpload(actor, fields),
    });
    return service.upload(actor, fields, file);
  });

  route(app, api.ignore, async ({ actor, body }) => service.ignore(actor, body));
  route(app, api.firstSickDayCount, async ({ actor, query }) => ({
    count: await service.firstSickDayCount(actor, query.employee_id, query.year),
  }));
}
