import { z } from 'zod';
import { ZAfterCursor, ZId, ZNote, ZPage, ZPerson, listResponse } from './common.ts';
import type { TRelatedObject } from './upload.ts';

// ---- the option lists of a training (spec 02 §3)

/** Who sees a training in the catalogue: 1 everyone, 0 nobody but HR, 2 only invited people. */
export const TRAINING_VISIBILITIES = ['1', '0', '2'] as const;
export const TRAINING_PRICE_VISIBILITIES = ['show', 'hide'] as const;
/** A single training, or one given in several sessions. */
export const TRAINING_KINDS = ['single', 'sessions'] as const;
export const TRAINING_AMOUNT_UNITS = ['days', 'minutes'] as const;
export const TRAINING_TYPES = ['formal', 'informal'] as const;
/** Where it takes place; `buitenland` is abroad (the provider's own key). */
export const TRAINING_LOCATIONS = ['on-site', 'off-site', 'online', 'buitenland'] as const;
export const YES_NO = ['yes', 'no'] as const;

export type TTrainingType = (typeof TRAINING_TYPES)[number];
export type TTrainingLocation = (typeof TRAINING_LOCATIONS)[number];

/** The feature that shows a training's funding fields (falls under FLA). */
export const TRAININGS_FLA_FEATURE = 'trainings_fla';

// ---- pure rules

/** The spec's cut: longer than 45 characters shows the first 50 and an ellipsis; otherwise the whole text. */
export function additionalInformationPreview(text: string): string {
  return text.length > 45 ? `${text.slice(0, 50)}…` : text;
}

/** A price is shown only when it is above 0 (a free training shows none). */
export function isTrainingPriceShown(cost: number | null | undefined): boolean {
  return typeof cost === 'number' && cost > 0;
}

/** A request names an existing training when training_id is above 0; otherwise it asks for a new one (the NEW tag). */
export function isNewTrainingRequest(trainingId: number | null | undefined): boolean {
  return !(typeof trainingId === 'number' && trainingId > 0);
}

// ---- a training

export const ZTrainingSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The date of a single-day training (YYYY-MM-DD), else null. */
  date: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  cost: z.number(),
  is_price_visible_for_employees: z.boolean(),
  /** The supplier (the spec keeps the provider's Dutch key). */
  leverancier: z.string(),
  /** Only with the trainings_fla feature; null otherwise. */
  falls_under_fla: z.boolean().nullable(),
  training_amount_days: z.number().nullable(),
  training_amount_minutes: z.number().nullable(),
  certificate_to_achieve: z.string(),
  type_of_training: z.enum(TRAINING_TYPES),
  location_of_training: z.enum(TRAINING_LOCATIONS),
  additional_information: z.string(),
  visibility: z.enum(TRAINING_VISIBILITIES),
  kind: z.enum(TRAINING_KINDS),
  /** The sessions of a training given in several, each a date. */
  sessions: z.array(z.object({ id: z.number(), date: z.string(), start_time: z.string().nullable(), end_time: z.string().nullable() })),
});
export type TTraining = z.infer<typeof ZTrainingSchema>;

export const ZTrainingIdParamsSchema = z.object({ id: ZId });
export const ZTrainingDetailResponseSchema = z.object({ training: ZTrainingSchema, show_funding: z.boolean() });
export type TTrainingDetailResponse = z.infer<typeof ZTrainingDetailResponseSchema>;

/** The catalogue an employee picks from when asking for a training. */
export const ZListTrainingsResponseSchema = z.object({
  trainings: z.array(ZTrainingSchema.pick({ id: true, name: true, start_date: true, cost: true, is_price_visible_for_employees: true })),
});

// ---- requests

export const TRAINING_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TTrainingRequestStatus = (typeof TRAINING_REQUEST_STATUSES)[number];
export const TRAINING_LIST_STATUSES = ['all', ...TRAINING_REQUEST_STATUSES] as const;
export type TTrainingListStatus = (typeof TRAINING_LIST_STATUSES)[number];
export const TRAINING_LIST_PER_PAGE = 20;
export const TRAINING_NAME_MAX_LENGTH = 200;
export const MOTIVATION_MAX_LENGTH = 2000;
/** The highest cost a new training may be asked at: a typo guard, not a policy. */
export const MAX_TRAINING_COST = 1_000_000;

export const ZListTrainingRequestsRequestSchema = z.object({
  status: z.enum(TRAINING_LIST_STATUSES).default('pending'),
  page: ZPage,
  after: ZAfterCursor,
});

export const ZTrainingRequestRowSchema = z.object({
  id: z.number(),
  status: z.enum(TRAINING_REQUEST_STATUSES),
  requester: ZPerson,
  training_id: z.number(),
  training_name: z.string().nullable(),
  new_training_name: z.string().nullable(),
  time_created: z.string(),
});
export type TTrainingRequestRow = z.infer<typeof ZTrainingRequestRowSchema>;
export const ZListTrainingRequestsResponseSchema = listResponse(ZTrainingRequestRowSchema);
export type TListTrainingRequestsResponse = z.infer<typeof ZListTrainingRequestsResponseSchema>;

export const ZTrainingRequestDetailRequestSchema = z.object({ request_id: ZId });

export const ZTrainingRequestSchema = z.object({
  id: z.number(),
  status: z.enum(TRAINING_REQUEST_STATUSES),
  requester: ZPerson,
  /** Above 0 for an existing training; 0 when a new one is asked for. */
  training_id: z.number(),
  training_name: z.string().nullable(),
  /** The existing training's cost in EUR (null for a new one). */
  training_cost: z.number().nullable(),
  new_training_name: z.string().nullable(),
  new_training_cost: z.number().nullable(),
  motivation: z.string(),
  message_to_employee: z.string().nullable(),
  approver_user_name: z.string().nullable(),
  approver_avatar: z.string().nullable(),
  approver_user_id: z.number().nullable(),
  /** The requester's manager, who decides by default (the status help modal names them). */
  approver_manager_id: z.number().nullable(),
  approver_manager_name: z.string().nullable(),
  time_created: z.string(),
  time_processed: z.string().nullable(),
});
export type TTrainingRequest = z.infer<typeof ZTrainingRequestSchema>;

export const ZTrainingRequestDetailResponseSchema = z.object({
  request: ZTrainingRequestSchema,
  can_process: z.boolean(),
});
export type TTrainingRequestDetailResponse = z.infer<typeof ZTrainingRequestDetailResponseSchema>;

/** Approve or decline; a decline needs a note for the requester (spec §5). */
export const ZProcessTrainingRequestSchema = z
  .object({
    request_id: ZId,
    note: ZNote,
    status: z.enum(['approved', 'declined']),
  })
  .refine((v) => v.status !== 'declined' || v.note.trim() !== '', {
    message: 'Write a note for the requester when declining',
    path: ['note'],
  });
export type TProcessTrainingRequest = z.output<typeof ZProcessTrainingRequestSchema>;
export const ZProcessTrainingResponseSchema = z.object({ request_id: z.number(), status: z.enum(['approved', 'declined']) });

/** An employee asks for an existing training, or for a new one with its name and cost. */
export const ZAddTrainingRequestSchema = z
  .object({
    training_id: ZId.optional(),
    new_training_name: z.string().trim().max(TRAINING_NAME_MAX_LENGTH).optional(),
    new_training_cost: z.coerce.number().min(0, 'A cost cannot be negative').max(MAX_TRAINING_COST).optional(),
    motivation: z.string().trim().max(MOTIVATION_MAX_LENGTH).optional().default(''),
  })
  .superRefine((v, ctx) => {
    const isNew = v.training_id === undefined;
    if (!isNew && (v.new_training_name || v.new_training_cost !== undefined))
      ctx.addIssue({ code: 'custom', message: 'Ask for an existing training or a new one, not both', path: ['training_id'] });
    if (isNew && !v.new_training_name)
      ctx.addIssue({ code: 'custom', message: 'Name the training you ask for', path: ['new_training_name'] });
    if (isNew && v.new_training_cost === undefined)
      ctx.addIssue({ code: 'custom', message: 'Give the cost of the training you ask for', path: ['new_training_cost'] });
  });
export type TAddTrainingRequest = z.output<typeof ZAddTrainingRequestSchema>;
export const ZAddTrainingResponseSchema = z.object({ request_id: z.number() });

// ---- attachments of a training (files of related object 'training', with its small limits: upload.ts)

/** The related object a training's attachments are stored under (upload.ts gives it the small PDF and image limits). */
export const TRAINING_ATTACHMENT_RELATED_OBJECT = 'training' satisfies TRelatedObject;

/** The upload's multipart form: only the `file` part; the training is the path's id. */
export const ZAddTrainingAttachmentFieldsSchema = z.object({}).strict();
export const ZAddTrainingAttachmentResponseSchema = z.object({
  file_id: z.number(),
  name: z.string(),
  size_bytes: z.number(),
  mime_type: z.string(),
});

export const ZTrainingAttachmentSchema = z.object({
  id: z.number(),
  /** The file name as it was uploaded. */
  name: z.string(),
  size_bytes: z.number(),
  /** The type its content showed when it was uploaded (never the client's word). */
  mime_type: z.string(),
  /** ISO timestamp. */
  uploaded_at: z.string(),
  /** The name of the user who uploaded it. */
  uploaded_by: z.string(),
});
export type TTrainingAttachment = z.infer<typeof ZTrainingAttachmentSchema>;
export const ZListTrainingAttachmentsResponseSchema = z.object({ attachments: z.array(ZTrainingAttachmentSchema) });

export const ZTrainingAttachmentParamsSchema = z.object({ id: ZId, file_id: ZId });
