import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
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
} from '../sickNotes.ts';

// Named, so the browser's build makes each a schema built on first use (web vite.lazySchemas.ts), not as this module runs.
const ZProcessSickNoteResponseSchema = z.object({ id: z.number(), checked: z.enum(['1', '0']) });

export const sickNotesEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/inbox/sickNotes/list',
    summary: 'Certificates to review (10 a page) and sick days still waiting for one',
    access: 'user',
    query: ZListSickNotesRequestSchema,
    response: ZListSickNotesResponseSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/inbox/sickNotes/detail',
    summary: 'One certificate with its dates, uploader and file',
    access: 'user',
    query: ZSickNoteDetailRequestSchema,
    response: ZSickNoteDetailResponseSchema,
  },
  fileContent: {
    method: 'GET',
    path: '/api/inbox/sickNotes/file/:sickday_id/content',
    summary: 'The certificate file itself',
    access: 'user',
    params: ZSickNoteDetailRequestSchema,
    response: 'file',
  },
  process: {
    method: 'POST',
    path: '/api/inbox/sickNotes/process',
    summary: 'Accept or decline a certificate (a message is required to decline); 409 when already checked',
    access: 'user',
    body: ZProcessSickNoteRequestSchema,
    response: ZProcessSickNoteResponseSchema,
  },
  person: {
    method: 'GET',
    path: '/api/inbox/sickNotes/person',
    summary: "A person's sick days still without a certificate",
    access: 'user',
    query: ZSickDaysPersonRequestSchema,
    response: ZSickDaysPersonResponseSchema,
  },
  upload: {
    method: 'POST',
    path: '/api/inbox/sickNotes/upload',
    summary: 'Upload a certificate for selected days (scanned where enabled)',
    access: 'user',
    multipart: ZUploadSickNoteFieldsSchema,
    response: ZUploadSickNoteResponseSchema,
  },
  ignore: {
    method: 'POST',
    path: '/api/inbox/sickNotes/ignore',
    summary: 'Ignore one or more sick days with a reason',
    access: 'user',
    body: ZIgnoreSickDaysRequestSchema,
    response: ZIgnoreSickDaysResponseSchema,
  },
  firstSickDayCount: {
    method: 'GET',
    path: '/api/inbox/sickNotes/firstSickDayCount',
    summary: 'How many first sick days a person had ignored in a year',
    access: 'user',
    query: ZFirstSickDayCountRequestSchema,
    response: ZFirstSickDayCountResponseSchema,
  },
});
