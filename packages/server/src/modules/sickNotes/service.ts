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
import { sickDays, sickNotes } from '../../db/schema/sickNotes.ts';
import { assertCanWrite, type Actor } from '../../auth/actor.ts';
import { preparedPages, preparedPerAccess } from '../../auth/preparedPerAccess.ts';
import { requesterIn, requesterScope } from '../../auth/scope.ts';
import type { TPageRequest } from '../../db/paging.ts';
import { alreadyProcessed, badRequest, notFound } from '../../http/errors.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { ReceivedFile } from '../../files/multipart.ts';
import { recordDecision } from '../../audit/decisions.ts';
import * as q from './queries.ts';

const AREA = 'sickNotes';
const PERMISSION = 'sickNotes';

export class SickNotesService {
  // The statements of the list's usual visits and of the detail page, built once per access (see preparedPerAccess).
  private readonly usualPage = preparedPages(
    (actor, _variant: null, request) => q.pendingNotesPage(this.db, actor.companyId, this.pendingRequesters(actor), request).query,
  );
  // The user's values in its text: with them as parameters PostgreSQL planned the side panel on every call.
  private readonly waitingStatement = preparedPerAccess(
    (actor) => q.listWaiting(this.db, actor.companyId, requesterIn(actor, PERMISSION, sickDays.employeeId)),
    { valuesInText: true },
  );
  private readonly detailStatement = preparedPerAccess((actor) => q.noteDetailQuery(this.db, actor.companyId, this.scope(actor)));

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  private scope(actor: Actor) {
    return requesterScope(actor, PERMISSION);
  }

  private pendingRequesters(actor: Actor) {
    return requesterIn(actor, PERMISSION, sickNotes.employeeId);
  }

  /** A page of notes to review: a usual visit from its prepared statement, any other built for it. */
  private async pendingPage(actor: Actor, request: TPageRequest) {
    return (
      (await this.usualPage(actor, null, request)) ??
      (await q.listPendingNotes(this.db, actor.companyId, this.pendingRequesters(actor), request))
    );
  }

  async list(actor: Actor, input: { page: number; after?: number | undefined }): Promise<TListSickNotesResponse> {
    const { page } = input;
    const [pending, waiting] = await Promise.all([
      this.pendingPage(actor, { page, perPage: SICK_NOTES_PER_PAGE, after: input.after }),
      this.waitingStatement(actor).execute(),
    ]);
    return {
      pending: {
        items: pending.rows.map((r) => ({
          id: r.id,
          employee_id: r.employeeId,
          employee_name: r.employeeName,
          day_off_type_name: r.dayOffTypeName,
          dates: r.dates.map((d) => formatDate(d)).join(', '),
        })),
        total: pending.total,
        total_is_exact: pending.total_is_exact,
        page,
        per_page: SICK_NOTES_PER_PAGE,
      },
      waiting: waiting[0]?.waiting ?? [],
    };
  }

  /** The two badges, as columns of the inbox counts' one query. */
  countColumns(actor: Actor) {
    return q.countColumns(actor.companyId, {
      notes: requesterIn(actor, PERMISSION, sickNotes.employeeId),
      days: requesterIn(actor, PERMISSION, sickDays.employeeId),
    });
  }

  async detail(actor: Actor, noteId: number): Promise<TSickNoteDetailResponse> {
    const [row] = await this.detailStatement(actor).execute({ id: noteId });
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
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: input.id,
        action: input.resolution === '1' ? 'accepted' : 'declined',
        note: message,
        before: { checked: null },
        after: { checked: input.resolution, message },
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

  /**
   * What an upload names, checked before its file is written: the person must be one this user decides for (404), each
   * day one of theirs of that type (404) that still misses its certificate (409).
   */
  async checkUpload(actor: Actor, input: z.output<typeof ZUploadSickNoteFieldsSchema>) {
    assertCanWrite(actor);
    await this.visibleEmployee(actor, input.employee_id);
    const days = await q.daysByIds(this.db, actor.companyId, input.employee_id, input.day_off_type_id, input.day_ids);
    if (days.length !== new Set(input.day_ids).size) throw notFound(input.day_ids.length === 1 ? 'This day' : 'One of the selected days');
    if (days.some((d) => d.certificate !== 'missing'))
      throw alreadyProcessed(input.day_ids.length === 1 ? 'One of the selected days' : 'Some of the selected days');
  }

  /** The certificate is stored first; if tagging the days then fails, the stored file is removed again. */
  async upload(actor: Actor, input: z.output<typeof ZUploadSickNoteFieldsSchema>, upload: ReceivedFile | null) {
    try {
      assertCanWrite(actor);
      if (!upload) throw badRequest('VALIDATION', 'Choose the certificate to upload', { file: 'Choose a file' });
      await this.checkUpload(actor, input);
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
        await recordDecision(tx, actor, {
          area: AREA,
          requestId: note!.id,
          action: 'uploaded',
          after: { employee_id: input.employee_id, day_ids: input.day_ids, file_id: fileId, checked: '1' },
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
        await recordDecision(tx, actor, {
          area: 'sickDays',
          requestId: day.id,
          action: 'ignored',
          note: input.ignore_reason,
          before: { certificate: 'missing', date: day.date },
          after: { certificate: 'ignored', ignore_reason: input.ignore_reason },
        });
      return { ignored: days.length, remaining: missing.length - days.length };
    });
  }

  async firstSickDayCount(actor: Actor, employeeId: number, year: number) {
    await this.visibleEmployee(actor, employeeId);
    return q.countFirstSickDays(this.db, actor.companyId, employeeId, year);
  }
}
