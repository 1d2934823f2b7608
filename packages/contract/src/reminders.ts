import { z } from 'zod';
import { ZAfterCursor, ZId, ZIsoDate, ZPage, ZSearchTerm, listResponse, INVALID_CHARACTER, isWellFormed } from './common.ts';

/** What a reminder may be about (spec 01 §3; spec 02 §3 lists training in some places: it is here). */
export const REMINDER_RELATED_OBJECTS = ['employee', 'training', 'document', 'custom_field', 'expiring_credits'] as const;
export type TReminderRelatedObject = (typeof REMINDER_RELATED_OBJECTS)[number];

/**
 * The objects a custom field may belong to (ours: custom fields themselves are another part of the product). A
 * custom_field reminder names its field by related_object_id and the field's object by these id and type; the name
 * shown is that object's, NOT_FOUND once it is gone.
 */
export const REMINDER_CUSTOM_FIELD_OBJECT_TYPES = ['employee', 'contract'] as const;

export const REMINDER_LIST_STATUSES = ['all', 'pending', 'closed', 'assigned_to_me'] as const;
export type TReminderListStatus = (typeof REMINDER_LIST_STATUSES)[number];
/** Reminders are listed 30 a page (spec 01 §9). */
export const REMINDERS_PER_PAGE = 30;
export const REMINDER_DESCRIPTION_MAX = 2000;

/** The name the web shows for a related object that is gone: a deleted document reads as file-not-found (spec 02 §8). */
export const FILE_NOT_FOUND = 'FILE_NOT_FOUND';
/** …and a missing custom field or contract as NOT_FOUND. */
export const NOT_FOUND_NAME = 'NOT_FOUND';

/**
 * The name a reminder's related object shows in the list: its name, or, when the object is gone, the spec's marker —
 * FILE_NOT_FOUND for a document, NOT_FOUND for anything else (a custom field, a contract).
 */
export function relatedObjectLabel(reminder: { related_object: TReminderRelatedObject; related_object_name: string | null }): string {
  if (reminder.related_object_name !== null) return reminder.related_object_name;
  return reminder.related_object === 'document' ? FILE_NOT_FOUND : NOT_FOUND_NAME;
}

/** A reminder waits in the inbox from its reminder_date until it is closed. */
export function isReminderPending(reminder: { closed: boolean; reminder_date: string }, today: string): boolean {
  return !reminder.closed && reminder.reminder_date <= today;
}

export const ZReminderSchema = z.object({
  id: z.number(),
  reminder_id: z.number(),
  related_object: z.enum(REMINDER_RELATED_OBJECTS),
  related_object_id: z.number().nullable(),
  /** The related object's name, or null when it no longer exists (see relatedObjectLabel). */
  related_object_name: z.string().nullable(),
  related_employee_id: z.number().nullable(),
  related_employee_name: z.string().nullable(),
  related_custom_field_object_id: z.number().nullable(),
  related_custom_field_object_type: z.string().nullable(),
  description: z.string(),
  reminder_date: z.string(),
  expiration_date: z.string().nullable(),
  due_date: z.string().nullable(),
  target_user_id: z.number(),
  target_user_name: z.string(),
  closed: z.boolean(),
  /** When the scheduler sent it (ISO), or null before its reminder_date. */
  sent_on: z.string().nullable(),
});
export type TReminder = z.infer<typeof ZReminderSchema>;

/** A query-string switch: '1'/'true' on, '0'/'false' or absent off. */
const ZQueryFlag = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const ZListRemindersRequestSchema = z.object({
  page: ZPage,
  after: ZAfterCursor,
  status: z.enum(REMINDER_LIST_STATUSES).default('pending'),
  /** Only reminders about this employee. */
  employee_filter: ZId.optional(),
  sent_only: ZQueryFlag,
  unsent_only: ZQueryFlag,
  search_term: ZSearchTerm,
  related_object: z.enum(REMINDER_RELATED_OBJECTS).optional(),
  related_object_id: ZId.optional(),
  related_custom_field_object_id: ZId.optional(),
  related_custom_field_object_type: z.enum(REMINDER_CUSTOM_FIELD_OBJECT_TYPES).optional(),
});
export type TListRemindersRequest = z.output<typeof ZListRemindersRequestSchema>;
export const ZListRemindersResponseSchema = listResponse(ZReminderSchema);
export type TListRemindersResponse = z.infer<typeof ZListRemindersResponseSchema>;

export const ZReminderIdParamsSchema = z.object({ id: ZId });
export const ZReminderDetailResponseSchema = z.object({ reminder: ZReminderSchema, can_process: z.boolean() });
export type TReminderDetailResponse = z.infer<typeof ZReminderDetailResponseSchema>;

export const ZRelatedObjectParamsSchema = z.object({ type: z.enum(REMINDER_RELATED_OBJECTS), id: ZId });
export const ZRemindersResponseSchema = z.object({ reminders: z.array(ZReminderSchema) });
export const ZReminderCountRequestSchema = z.object({ user_id: ZId });
export const ZReminderCountResponseSchema = z.object({ count: z.number() });

const ZDescription = z.string().trim().max(REMINDER_DESCRIPTION_MAX).refine(isWellFormed, INVALID_CHARACTER).optional().default('');

/** A reminder's own fields, made where the schemas that hold them are built. */
const fields = () => ({
  description: ZDescription,
  reminder_date: ZIsoDate,
  expiration_date: ZIsoDate.optional(),
  due_date: ZIsoDate.optional(),
  target_user_id: ZId,
});

/** A reminder about an object: an id for every kind but custom_field, which names its object by id and type. */
export const ZAddReminderSchema = z
  .object({
    related_object: z.enum(REMINDER_RELATED_OBJECTS),
    related_object_id: ZId.optional(),
    related_custom_field_object_id: ZId.optional(),
    related_custom_field_object_type: z.enum(REMINDER_CUSTOM_FIELD_OBJECT_TYPES).optional(),
    ...fields(),
  })
  .superRefine((v, ctx) => {
    if (v.related_object_id === undefined)
      ctx.addIssue({ code: 'custom', message: 'Say what the reminder is about', path: ['related_object_id'] });
    if (v.related_object === 'custom_field' && (!v.related_custom_field_object_id || !v.related_custom_field_object_type))
      ctx.addIssue({ code: 'custom', message: 'Name the object of the custom field', path: ['related_custom_field_object_id'] });
    if (v.expiration_date && v.expiration_date < v.reminder_date)
      ctx.addIssue({ code: 'custom', message: 'The expiration date cannot be before the reminder date', path: ['expiration_date'] });
  });
export type TAddReminder = z.output<typeof ZAddReminderSchema>;

/** A reminder about a document, on its expiration date (spec 02 §7.7). */
export const ZAddDocumentReminderSchema = z.object({
  document_id: ZId,
  expiration_date: ZIsoDate,
  target_user_id: ZId,
  description: ZDescription,
});
export type TAddDocumentReminder = z.output<typeof ZAddDocumentReminderSchema>;

export const ZEditReminderSchema = z
  .object({ reminder_id: ZId, ...fields() })
  .refine((v) => !v.expiration_date || v.expiration_date >= v.reminder_date, {
    message: 'The expiration date cannot be before the reminder date',
    path: ['expiration_date'],
  });
export type TEditReminder = z.output<typeof ZEditReminderSchema>;

export const ZReminderIdBodySchema = z.object({ reminder_id: ZId });
export const ZReminderIdResponseSchema = z.object({ reminder_id: z.number() });
export const ZReminderStateResponseSchema = z.object({ reminder_id: z.number(), closed: z.boolean() });
export const ZReassignRemindersSchema = z.object({ from_user_id: ZId, to_user_id: ZId });
/** The add form's pickers: the company's people a reminder may be about, and its users who may receive one. */
export const ZReminderChoicesRequestSchema = z.object({ search_term: ZSearchTerm });
export const REMINDER_CHOICES_MAX = 50;
export const ZReminderChoicesResponseSchema = z.object({
  employees: z.array(z.object({ id: z.number(), name: z.string() })),
  users: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TReminderChoices = z.infer<typeof ZReminderChoicesResponseSchema>;
export const ZReassignRemindersResponseSchema = z.object({ reassigned: z.number() });
