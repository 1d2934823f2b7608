import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse } from '@signoff/contract/common';
import {
  ZFirstSickDayCountRequestSchema,
  ZFirstSickDayCountResponseSchema,
  ZIgnoreSickDaysRequestSchema,
  ZIgnoreSickDaysResponseSchema,
  ZListSickNotesRequestSchema,
  ZListSickNotesResponseSchema,
  ZProcessSickNoteRequestSchema,
  ZSickDaysPersonRequestSchema,
  ZSickDaysPersonResponseSchema,
  ZSickNoteDetailRequestSchema,
  ZSickNoteDetailResponseSchema,
  ZUploadSickNoteFieldsSchema,
  ZUploadSickNoteResponseSchema,
} from '@signoff/contract/sickNotes';
import { actorOf } from '../../auth/actor.ts';
import { receiveMultipart } from '../../files/multipart.ts';
import { sendStoredFile } from '../../files/send.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { MalwareScanner } from '../../integrations/malwareScan.ts';
import type { SickNotesService } from './service.ts';

const user = { access: 'user' } as const;

export function sickNotesRoutes(
  app: FastifyInstance,
  service: SickNotesService,
  files: { storage: FileStorage; scannerFor: (features: ReadonlySet<string>) => MalwareScanner | null },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/inbox/sickNotes/list', { config: user, schema: { querystring: ZListSickNotesRequestSchema, response: { 200: dataResponse(ZListSickNotesResponseSchema) } } }, async (req) => ({
    data: await service.list(actorOf(req), req.query.page),
  }));

  r.get('/api/inbox/sickNotes/detail', { config: user, schema: { querystring: ZSickNoteDetailRequestSchema, response: { 200: dataResponse(ZSickNoteDetailResponseSchema) } } }, async (req) => ({
    data: await service.detail(actorOf(req), req.query.sickday_id),
  }));

  r.get('/api/inbox/sickNotes/file/:sickday_id/content', { config: user, schema: { params: ZSickNoteDetailRequestSchema } }, async (req, reply) => {
    const { file, stream } = await service.openFile(actorOf(req), req.params.sickday_id);
    return sendStoredFile(reply, file, stream);
  });

  r.post(
    '/api/inbox/sickNotes/process',
    { config: user, schema: { body: ZProcessSickNoteRequestSchema, response: { 200: dataResponse(z.object({ id: z.number(), checked: z.enum(['1', '0']) })) } } },
    async (req) => ({ data: await service.process(actorOf(req), req.body) }),
  );

  r.get('/api/inbox/sickNotes/person', { config: user, schema: { querystring: ZSickDaysPersonRequestSchema, response: { 200: dataResponse(ZSickDaysPersonResponseSchema) } } }, async (req) => ({
    data: await service.person(actorOf(req), req.query.employee_id, req.query.day_off_type_id),
  }));

  r.post(
    '/api/inbox/sickNotes/upload',
    { config: user, schema: { consumes: ['multipart/form-data'], response: { 200: dataResponse(ZUploadSickNoteResponseSchema) } } },
    async (req) => {
      const actor = actorOf(req);
      const received = await receiveMultipart(req, { storage: files.storage, scanner: files.scannerFor(actor.features), relatedObject: 'sick_note' });
      const parsed = ZUploadSickNoteFieldsSchema.safeParse(received.fields);
      if (!parsed.success) {
        if (received.file) await files.storage.remove(received.file.stored.storageName);
        throw parsed.error;
      }
      return { data: await service.upload(actor, parsed.data, received.file) };
    },
  );

  r.post('/api/inbox/sickNotes/ignore', { config: user, schema: { body: ZIgnoreSickDaysRequestSchema, response: { 200: dataResponse(ZIgnoreSickDaysResponseSchema) } } }, async (req) => ({
    data: await service.ignore(actorOf(req), req.body),
  }));

  r.get(
    '/api/inbox/sickNotes/firstSickDayCount',
    { config: user, schema: { querystring: ZFirstSickDayCountRequestSchema, response: { 200: dataResponse(ZFirstSickDayCountResponseSchema) } } },
    async (req) => ({ data: { count: await service.firstSickDayCount(actorOf(req), req.query.employee_id, req.query.year) } }),
  );
}
