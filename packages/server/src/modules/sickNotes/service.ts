import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SICK_NOTES_PER_PAGE,
  isIgnoreReasonAllowed,
  type TListSickNotesResponse,
  type TSickDaysPersonResponse,
  type TSickNoteDetailResponse,
  type ZIgnoreSickDaysRequestSchema,
  type ZProcessSickNoteRequestSchema,
  type ZUploadSickNoteFieldsSchema,
} from '@signoff/contract/sickNotes';
import { formatDate } from '@signoff/contract/format';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema/people.ts';
import { insertFileRecord } from '../../files/records.ts';
import { sickNotes } from '../../db/schema/sickNotes.ts';
import { assertCanWrite, type Actor } from '../../auth/actor.ts';
import { requesterScope } from '../../auth/scope.ts';
import { alreadyProcessed, badRequest, notFound } from '../../http/errors.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { ReceivedFile } from '../../files/multipart.ts';
import { insertDecision } from '../expenses/queries.ts';
import * as q from './queries.ts';

const AREA = 'sickNotes';
const PERMISSION = 'sickNotes';

export class SickNotesService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  private scope(actor: Actor) {
    return requesterScope(actor, PERMISSION);
  }

  async list(actor: Actor, page: number): Promise<TListSickNotesResponse> {
    const [pending, waiting] = await Promise.all([
      q.listPendingNotes(this.db, actor.companyId, this.scope(actor), { limit: SICK_NOTES_PER_PAGE, offset: page * SICK_NOTES_PER_PAGE }),
      q.listWaiting(this.db, actor.companyId, this.scope(actor)),
    ]);
    const total = pending[0]?.total ?? (page > 0 ? await q.countPendingNotes(this.db, actor.companyId, this.scope(actor)) : 0);
    return {
      pending: {
        items: pending.map((r) => ({
          id: r.id,
          employee_id: r.employeeId,
          employee_name: r.employeeName,
          day_off_type_name: r.dayOffTypeName,
          dates: r.dates.map((d) => formatDate(d)).join(', '),
        })),
        total,
        page,
        per_page: SICK_NOTES_PER_PAGE,
      },
      waiting: waiting.map((w) => ({
        id: `${w.employeeId}/${w.dayOffTypeId}`,
        person_id: w.employeeId,
        name: w.name,
        day_off_type_id: w.dayOffTypeId,
        day_off_type_name: w.dayOffTypeName,
        pending_dates: w.dates,
      })),
    };
  }

  async counts(actor: Actor) {
    const [pending, missing] = await Promise.all([
      q.countPendingNotes(this.db, actor.companyId, this.scope(actor)),
      q.countMissingDays(this.db, actor.companyId, this.scope(actor)),
    ]);
    return { pending, missing };
  }

  async detail(actor: Actor, noteId: number): Promise<TSickNoteDetailResponse> {
    const row = await q.findNote(this.db, actor.companyId, this.scope(actor), noteId);
    if (!row) throw notFound('This sick note');
    const dates = await q.datesOfNote(this.db, noteId);
    return {
      note_detail: {
        id: row.note.id,
        employee_id: row.employee.id,
        file_id: row.file.id,
        checked: (row.note.checked as '1' | '0' | null) ?? null,
        date_uploaded_formatted: formatDate(row.note.createdAt),
        message: row.note.message,
        checked_by_name: row.checkerName,
      },
      note_related_dates: dates.map((d) => d.date),
      requester_name: row.employee.name,
      requester_avatar: row.employee.avatarUrl,
      uploader_name: row.uploaderName,
      day_off_type_id: row.note.dayOffTypeId,
      day_off_type_name: dates[0]?.typeName ?? '',
      filename: row.file.originalName,
      mime_type: row.file.mimeType,
      can_process: row.note.checked === null && !actor.isReadOnly,
    };
  }

  async openFile(actor: Actor, noteId: number) {
    const row = await q.findNote(this.db, actor.companyId, this.scope(actor), noteId);
    if (!row) throw notFound('This sick note');
    return { file: row.file, stream: this.storage.open(row.file.storageName) };
  }

  async process(actor: Actor, input: z.output<typeof ZProcessSickNoteRequestSchema>) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await q.findNote(tx, actor.companyId, this.scope(actor), input.id, { forUpdate: true });
      if (!row) throw notFound('This sick note');
      if (row.note.checked !== null) throw alreadyProcessed('This sick note');
      const message = input.message.trim();
      await q.decideNote(tx, input.id, { checked: input.resolution, message: message || null, userId: actor.userId });
      await insertDecision(tx, {
        companyId: actor.companyId,
        area: AREA,
        requestId: input.id,
        userId: actor.userId,
        action: input.resolution === '1' ? 'accepted' : 'declined',
        note: message,
      });
      return { id: input.id, checked: input.resolution };
    });
  }

  private async visibleEmployee(actor: Actor, employeeId: number) {
    const [row] = await this.db
      .select()
      .from(employees)
      .where(and(eq(employees.id, employeeId), this.scope(actor)));
    if (!row) throw notFound('This person');
    return row;
  }

  async person(actor: Actor, employeeId: number, dayOffTypeId: number): Promise<TSickDaysPersonResponse> {
    const employee = await this.visibleEmployee(actor, employeeId);
    const type = await q.anyDayType(this.db, actor.companyId, employeeId, dayOffTypeId);
    if (!type) throw notFound('These sick days');
    const days = await q.missingDays(this.db, actor.companyId, employeeId, dayOffTypeId);
    return {
      requester: { id: employee.id, name: employee.name, avatar: employee.avatarUrl },
      day_off_type_id: dayOffTypeId,
      day_off_type_name: type.name,
      pending_dates: days.map((d) => ({ id: d.id, date: d.date })),
    };
  }

  /** The certificate is stored first; if tagging the days then fails, the stored file is removed again. */
  async upload(actor: Actor, input: z.output<typeof ZUploadSickNoteFieldsSchema>, upload: ReceivedFile | null) {
    try {
      assertCanWrite(actor);
      if (!upload) throw badRequest('VALIDATION', 'Choose the certificate to upload', { file: 'Choose a file' });
      await this.visibleEmployee(actor, input.employee_id);
      return await this.db.transaction(async (tx) => {
        const missing = await q.missingDays(tx, actor.companyId, input.employee_id, input.day_off_type_id, { forUpdate: true });
        const missingIds = new Set(missing.map((d) => d.id));
        const unknown = input.day_ids.filter((id) => !missingIds.has(id));
        if (unknown.length > 0) throw alreadyProcessed(unknown.length === 1 ? 'One of the selected days' : 'Some of the selected days');
        const fileId = await insertFileRecord(tx, upload, {
          companyId: actor.companyId,
          userId: actor.userId,
          relatedObject: 'sick_note',
          relatedObjectId: input.employee_id,
        });
        // Uploaded by the approver on the employee's behalf, so it is accepted as it is filed.
        const [note] = await tx
          .insert(sickNotes)
          .values({
            companyId: actor.companyId,
            employeeId: input.employee_id,
            dayOffTypeId: input.day_off_type_id,
            fileId,
            uploadedByUserId: actor.userId,
            checked: '1',
            checkedByUserId: actor.userId,
            checkedAt: new Date(),
          })
          .returning({ id: sickNotes.id });
        await q.markDays(tx, input.day_ids, { certificate: 'uploaded', sickNoteId: note!.id, handledByUserId: actor.userId });
        await insertDecision(tx, {
          companyId: actor.companyId,
          area: AREA,
          requestId: note!.id,
          userId: actor.userId,
          action: 'uploaded',
          note: '',
        });
        return { file_id: fileId, sick_note_id: note!.id, remaining: missing.length - input.day_ids.length };
      });
    } catch (error) {
      if (upload) await this.storage.remove(upload.stored.storageName);
      throw error;
    }
  }

  async ignore(actor: Actor, input: z.output<typeof ZIgnoreSickDaysRequestSchema>) {
    assertCanWrite(actor);
    if (!isIgnoreReasonAllowed(input.ignore_reason, input.date.length))
      throw badRequest('VALIDATION', 'The first sick day can only be chosen for a single day', {
        ignore_reason: 'Choose another reason for several days',
      });
    await this.visibleEmployee(actor, input.employee_id);
    return this.db.transaction(async (tx) => {
      const missing = await q.missingDays(tx, actor.companyId, input.employee_id, input.day_off_type_id, { forUpdate: true });
      const wanted = new Set(input.date);
      const days = missing.filter((d) => wanted.has(d.date));
      if (days.length !== wanted.size) throw alreadyProcessed(wanted.size === 1 ? 'This day' : 'Some of the selected days');
      await q.markDays(
        tx,
        days.map((d) => d.id),
        { certificate: 'ignored', ignoreReason: input.ignore_reason, handledByUserId: actor.userId },
      );
      for (const day of days)
        await insertDecision(tx, {
          companyId: actor.companyId,
          area: 'sickDays',
          requestId: day.id,
          userId: actor.userId,
          action: 'ignored',
          note: input.ignore_reason,
        });
      return { ignored: days.length, remaining: missing.length - days.length };
    });
  }

  async firstSickDayCount(actor: Actor, employeeId: number, year: number) {
    await this.visibleEmployee(actor, employeeId);
    return q.countFirstSickDays(this.db, actor.companyId, employeeId, year);
  }
}
