import { z } from 'zod';
import { MAX_ID, ZAfterCursor, ZId, ZIsoDate, ZNote, ZPage, ZPerson, listResponse } from './common.ts';

/** Spec §2: the day-off type -1 is the sick day; every other type asks for an absence certificate. */
export const SICK_DAY_TYPE_ID = -1;
export function documentLabelKey(dayOffTypeId: number): 'SICK_NOTE' | 'ABSENCE_CERTIFICATE' {
  return dayOffTypeId === SICK_DAY_TYPE_ID ? 'SICK_NOTE' : 'ABSENCE_CERTIFICATE';
}

/** Pending certificates are listed 10 to a page; the pager shows past page 0 or above 10 (spec §2). */
export const SICK_NOTES_PER_PAGE = 10;
export function showsSickNotesPager(page: number, pendingTotal: number): boolean {
  return page > 0 || pendingTotal > SICK_NOTES_PER_PAGE;
}

/** A review resolution: '1' accepted, '0' declined (spec §4). */
export const SICK_NOTE_RESOLUTIONS = ['1', '0'] as const;

export const IGNORE_REASONS = ['first_sick_day', 'received_on_paper', 'not_required', 'other'] as const;
export type TIgnoreReason = (typeof IGNORE_REASONS)[number];
/** The first-sick-day reason only fits a single day. */
export function isIgnoreReasonAllowed(reason: TIgnoreReason, selectedDays: number): boolean {
  return reason !== 'first_sick_day' || selectedDays === 1;
}

/** Spec §5: a warning from 3 first sick days in the year on, an info note at 1 to 2, nothing at 0. */
export function firstSickDayNotice(count: number): 'warning' | 'info' | null {
  if (count >= 3) return 'warning';
  if (count >= 1) return 'info';
  return null;
}

/** The finish event of the upload page fires 1 s after an upload (spec §9). */
export const SICK_NOTE_FINISH_DELAY_MS = 1000;

// ---- list

export const ZListSickNotesRequestSchema = z.object({ page: ZPage, after: ZAfterCursor });
export const ZPendingSickNoteRowSchema = z.object({
  id: z.number(),
  employee_id: z.number(),
  employee_name: z.string(),
  day_off_type_name: z.string(),
  dates: z.string(),
});
export const ZWaitingSickDaysRowSchema = z.object({
  id: z.string(),
  person_id: z.number(),
  name: z.string(),
  day_off_type_id: z.number(),
  day_off_type_name: z.string(),
  pending_dates: z.array(z.string()),
});
export type TWaitingSickDaysRow = z.infer<typeof ZWaitingSickDaysRowSchema>;
export const ZListSickNotesResponseSchema = z.object({
  pending: listResponse(ZPendingSickNoteRowSchema),
  waiting: z.array(ZWaitingSickDaysRowSchema),
});
export type TListSickNotesResponse = z.infer<typeof ZListSickNotesResponseSchema>;

// ---- review

export const ZSickNoteDetailRequestSchema = z.object({ sickday_id: ZId });
export const ZSickNoteDetailResponseSchema = z.object({
  note_detail: z.object({
    id: z.number(),
    employee_id: z.number(),
    file_id: z.number(),
    checked: z.enum(SICK_NOTE_RESOLUTIONS).nullable(),
    date_uploaded_formatted: z.string(),
    message: z.string().nullable(),
    checked_by_name: z.string().nullable(),
  }),
  note_related_dates: z.array(z.string()),
  requester_name: z.string(),
  requester_avatar: z.string().nullable(),
  uploader_name: z.string(),
  day_off_type_id: z.number(),
  day_off_type_name: z.string(),
  filename: z.string(),
  mime_type: z.string(),
  can_process: z.boolean(),
});
export type TSickNoteDetailResponse = z.infer<typeof ZSickNoteDetailResponseSchema>;

export const ZProcessSickNoteRequestSchema = z
  .object({
    id: ZId,
    resolution: z.preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
      z.enum(SICK_NOTE_RESOLUTIONS, 'Choose to accept or decline'),
    ),
    message: ZNote,
  })
  .superRefine((v, ctx) => {
    if (v.resolution === '0' && v.message.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'A message is required when declining' });
  });
export type TProcessSickNoteRequest = z.input<typeof ZProcessSickNoteRequestSchema>;

// ---- waiting for upload

/** A day-off type id, or -1 for the sick day itself. */
const ZDayOffTypeId = z.coerce.number().int().min(-1).max(MAX_ID);

export const ZSickDaysPersonRequestSchema = z.object({ employee_id: ZId, day_off_type_id: ZDayOffTypeId });
export const ZSickDaysPersonResponseSchema = z.object({
  requester: ZPerson,
  day_off_type_id: z.number(),
  day_off_type_name: z.string(),
  pending_dates: z.array(z.object({ id: z.number(), date: z.string() })),
});
export type TSickDaysPersonResponse = z.infer<typeof ZSickDaysPersonResponseSchema>;

const ZDayIds = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z.array(ZId).min(1, 'Select at least one day').max(366),
);

/** Fields of the sick-note upload (multipart; the certificate is the `file` part). */
export const ZUploadSickNoteFieldsSchema = z.object({ employee_id: ZId, day_off_type_id: ZDayOffTypeId, day_ids: ZDayIds }).strict();
export const ZUploadSickNoteResponseSchema = z.object({ file_id: z.number(), sick_note_id: z.number(), remaining: z.number() });

export const ZIgnoreSickDaysRequestSchema = z.object({
  employee_id: ZId,
  day_off_type_id: ZDayOffTypeId,
  /** One ISO date, or several (array or comma-separated): ignoring a selection is one decision. */
  date: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(ZIsoDate).min(1, 'Select at least one day').max(366),
  ),
  ignore_reason: z.enum(IGNORE_REASONS, 'Choose a reason'),
});
export const ZIgnoreSickDaysResponseSchema = z.object({ ignored: z.number(), remaining: z.number() });

export const ZFirstSickDayCountRequestSchema = z.object({ employee_id: ZId, year: z.coerce.number().int().min(2000).max(2100) });
export const ZFirstSickDayCountResponseSchema = z.object({ count: z.number() });
