import { z } from 'zod';
import { ZAfterCursor, ZFlag, ZId, ZIsoDate, ZPage, listResponse, INVALID_CHARACTER, isWellFormed } from './common.ts';
import { formatDate } from './format.ts';

// ---- hashtags (spec 02 §7.6 templates/hashtags): written in a template item's name or description, replaced when a
// workflow starts, so the tasks read "Order a laptop for Evan Peeters" rather than "… for #employee_name".

export const WORKFLOW_HASHTAGS = [
  '#employee_name',
  '#employee_first_name',
  '#workflow_date',
  '#manager_name',
  '#company_name',
  '#workflow_name',
] as const;
export type TWorkflowHashtag = (typeof WORKFLOW_HASHTAGS)[number];
export type THashtagValues = Record<TWorkflowHashtag, string>;

/** What each hashtag stands for, as the values a workflow starts with (the date as DD/MM/YYYY, spec §9). */
export function hashtagValues(input: {
  employeeName: string;
  managerName: string | null;
  companyName: string;
  workflowName: string;
  workflowDate: string;
}): THashtagValues {
  return {
    '#employee_name': input.employeeName,
    '#employee_first_name': input.employeeName.split(' ')[0] ?? input.employeeName,
    '#workflow_date': formatDate(input.workflowDate),
    '#manager_name': input.managerName ?? '',
    '#company_name': input.companyName,
    '#workflow_name': input.workflowName,
  };
}

/**
 * Replaces every known hashtag in a text by its value; an unknown one (#urgent) stays as written. A tag is matched
 * whole: "#employee_names" is not "#employee_name" followed by "s", so nobody gets half a replacement.
 */
export function replaceHashtags(text: string, values: THashtagValues): string {
  return text.replace(/#[a-z_]+/g, (tag) => (Object.hasOwn(values, tag) ? values[tag as TWorkflowHashtag] : tag));
}

// ---- due dates (spec 01 §2 Tasks): DD/MM/YYYY; 1970-01-01 means "no due date" and is shown blank

/** The due date the API sends for a task without one. */
export const NO_DUE_DATE = '1970-01-01';

/** A task's due date: its workflow's date plus the template item's timing in days (negative: before the date). */
export function dueDateOf(workflowDate: string, timingDays: number): string {
  const [y, m, d] = workflowDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + timingDays));
  return date.toISOString().slice(0, 10);
}

/** The due date as the list shows it: DD/MM/YYYY, blank for 1970-01-01 (no due date). */
export function formatDueDate(dueDate: string): string {
  return dueDate === NO_DUE_DATE ? '' : formatDate(dueDate);
}

/** Overdue: still pending, with a real due date before today (both YYYY-MM-DD); the web shows it in red. */
export function isTaskOverdue(task: { status: TTaskStatus; due_date: string }, today: string): boolean {
  return task.status === 'pending' && task.due_date !== NO_DUE_DATE && task.due_date < today;
}

/**
 * In a sequential workflow a task opens only once every task before it is done; in any other, every pending task is
 * open. `tasks` are the workflow's tasks in their order.
 */
export function openTaskIds(isSequential: boolean, tasks: readonly { id: number; status: TTaskStatus }[]): number[] {
  if (!isSequential) return tasks.filter((t) => t.status === 'pending').map((t) => t.id);
  const firstPending = tasks.find((t) => t.status === 'pending');
  return firstPending ? [firstPending.id] : [];
}

// ---- templates

export const WORKFLOW_TYPES = ['onboarding', 'offboarding', 'other'] as const;
export type TWorkflowType = (typeof WORKFLOW_TYPES)[number];

/**
 * Who does a task (template item's for_who): a named user, a named employee (their login, when they have one), an
 * e-mail address (somebody outside the app, who is e-mailed), the workflow's employee, or that employee's manager.
 */
export const FOR_WHO = ['user', 'employee', 'email', 'workflow_employee', 'manager'] as const;
export type TForWho = (typeof FOR_WHO)[number];

export const WORKFLOW_NAME_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
/** A task may be due at most this many days before or after its workflow's date (a typo guard, not a policy). */
export const MAX_TIMING_DAYS = 3650;

const ZName = z.string().trim().min(1, 'Give it a name').max(WORKFLOW_NAME_MAX).refine(isWellFormed, INVALID_CHARACTER);
const ZDescription = z.string().max(TASK_DESCRIPTION_MAX).refine(isWellFormed, INVALID_CHARACTER).optional().default('');

export const ZAddTemplateSchema = z.object({
  type: z.enum(WORKFLOW_TYPES),
  name: ZName,
  is_sequential: ZFlag.optional().default(false),
});
export const ZEditTemplateSchema = z.object({
  template_id: ZId,
  type: z.enum(WORKFLOW_TYPES),
  name: ZName,
  is_sequential: ZFlag.optional(),
});
export const ZTemplateIdBodySchema = z.object({ template_id: ZId });
export const ZCopyTemplateSchema = z.object({ template_id: ZId, name: ZName });
export const ZTemplateIdParamsSchema = z.object({ template_id: ZId });
export const ZItemIdParamsSchema = z.object({ item_id: ZId });

/**
 * Who is responsible, checked as one: a user for 'user', an employee for 'employee', an address for 'email'. Made where
 * the schemas that hold them are built.
 */
const responsible = () => ({
  for_who: z.enum(FOR_WHO),
  responsible_user_id: ZId.optional(),
  responsible_employee_id: ZId.optional(),
  responsible_email: z.email('Enter a valid e-mail address').trim().toLowerCase().optional(),
});
type TResponsible = { for_who: TForWho; responsible_user_id?: number; responsible_employee_id?: number; responsible_email?: string };
function checkResponsible(v: TResponsible, ctx: z.RefinementCtx) {
  const needs: Partial<Record<TForWho, keyof TResponsible>> = {
    user: 'responsible_user_id',
    employee: 'responsible_employee_id',
    email: 'responsible_email',
  };
  const field = needs[v.for_who];
  if (field && v[field] === undefined) ctx.addIssue({ code: 'custom', message: `Choose who is responsible (${field})`, path: [field] });
}

export const ZAddTemplateItemSchema = z
  .object({
    template_id: ZId,
    name: ZName,
    description: ZDescription,
    timing_days: z.coerce.number().int().min(-MAX_TIMING_DAYS).max(MAX_TIMING_DAYS),
    ...responsible(),
  })
  .superRefine(checkResponsible);
export type TAddTemplateItem = z.output<typeof ZAddTemplateItemSchema>;
export const ZEditTemplateItemSchema = z
  .object({
    item_id: ZId,
    name: ZName,
    description: ZDescription,
    timing_days: z.coerce.number().int().min(-MAX_TIMING_DAYS).max(MAX_TIMING_DAYS),
    ...responsible(),
  })
  .superRefine(checkResponsible);
export type TEditTemplateItem = z.output<typeof ZEditTemplateItemSchema>;
export const ZItemIdBodySchema = z.object({ item_id: ZId });

/** The new order of a template's items: every item id once, comma-joined (spec 02 §7.6). */
export const ZUpdateTaskOrderSchema = z.object({
  ordered_task_ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Give the item ids comma-joined, e.g. 3,1,2')
    .transform((s) => s.split(',').map(Number)),
});

/** Moves every task (or template item) of one user to another, e.g. when somebody leaves. */
export const ZReassignSchema = z.object({ from_user_id: ZId, to_user_id: ZId });
export const ZReassignResponseSchema = z.object({ reassigned: z.number() });

export const ZResponsibleSchema = z.object({
  for_who: z.enum(FOR_WHO),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  employee: z.object({ id: z.number(), name: z.string() }).nullable(),
  email: z.string().nullable(),
});

export const ZTemplateItemSchema = z.object({
  id: z.number(),
  template_id: z.number(),
  name: z.string(),
  description: z.string(),
  timing_days: z.number(),
  order: z.number(),
  responsible: ZResponsibleSchema,
});
export type TTemplateItem = z.infer<typeof ZTemplateItemSchema>;

export const ZTemplateSchema = z.object({
  id: z.number(),
  type: z.enum(WORKFLOW_TYPES),
  name: z.string(),
  is_sequential: z.boolean(),
  item_count: z.number(),
});
export type TTemplate = z.infer<typeof ZTemplateSchema>;
export const ZListTemplatesResponseSchema = z.object({ templates: z.array(ZTemplateSchema) });
export const ZTemplateDetailResponseSchema = z.object({ template: ZTemplateSchema, items: z.array(ZTemplateItemSchema) });
export const ZItemDetailResponseSchema = z.object({ item: ZTemplateItemSchema });
export const ZTemplateIdResponseSchema = z.object({ template_id: z.number() });
export const ZItemIdResponseSchema = z.object({ item_id: z.number() });
export const ZHashtagsResponseSchema = z.object({ hashtags: z.array(z.object({ tag: z.enum(WORKFLOW_HASHTAGS), example: z.string() })) });

// ---- workflows and their tasks

export const TASK_STATUSES = ['pending', 'done'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_LIST_STATUSES = ['all', ...TASK_STATUSES] as const;
export type TTaskListStatus = (typeof TASK_LIST_STATUSES)[number];
export const TASK_LIST_PER_PAGE = 20;

export const ZStartWorkflowSchema = z.object({
  employee_id: ZId,
  workflow_template_id: ZId,
  workflow_date: ZIsoDate,
  notify_assignees: ZFlag.optional().default(false),
});
export type TStartWorkflow = z.output<typeof ZStartWorkflowSchema>;
export const ZStartWorkflowResponseSchema = z.object({ workflow_id: z.number(), task_ids: z.array(z.number()) });

export const ZListTasksRequestSchema = z.object({
  status: z.enum(TASK_LIST_STATUSES).default('pending'),
  page: ZPage,
  after: ZAfterCursor,
});

export const ZTaskEmployeeSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** Whether this user may open the employee's profile (/people/{id}): the link shows only then. */
  employee_accessible: z.boolean(),
});

export const ZTaskSchema = z.object({
  id: z.number(),
  workflow_id: z.number(),
  name: z.string(),
  task_name: z.string(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  /** YYYY-MM-DD; 1970-01-01 when the task has none. */
  due_date: z.string(),
  date_created: z.string(),
  /** When it was done (ISO), or -1 while open (spec 01 §3). */
  date_closed: z.union([z.string(), z.literal(-1)]),
  /** Since when it waits: its creation, or its last reopening (ISO). */
  pending_since: z.string(),
  workflow_name: z.string(),
  employee: ZTaskEmployeeSchema,
  /** Waiting for an earlier task of its sequential workflow: it cannot be completed yet. */
  is_blocked: z.boolean(),
  responsible: ZResponsibleSchema,
  order: z.number(),
});
export type TTask = z.infer<typeof ZTaskSchema>;
export const ZListTasksResponseSchema = listResponse(ZTaskSchema);
export type TListTasksResponse = z.infer<typeof ZListTasksResponseSchema>;

export const ZTaskIdParamsSchema = z.object({ task_id: ZId });
export const ZTaskDetailResponseSchema = z.object({
  task: ZTaskSchema,
  /** Whether this user may complete or reopen it (it is theirs or they hold the workflows permission, and can write). */
  can_process: z.boolean(),
});
export type TTaskDetailResponse = z.infer<typeof ZTaskDetailResponseSchema>;

export const ZTaskIdBodySchema = z.object({ task_id: ZId });
export const ZTaskStatusResponseSchema = z.object({ task_id: z.number(), status: z.enum(TASK_STATUSES) });

export const ZUserIdQuerySchema = z.object({ user_id: ZId });
export const ZCountResponseSchema = z.object({ count: z.number() });

export const ZWorkflowSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(WORKFLOW_TYPES),
  template_id: z.number().nullable(),
  is_sequential: z.boolean(),
  workflow_date: z.string(),
  employee: ZTaskEmployeeSchema,
  task_count: z.number(),
  done_count: z.number(),
  date_created: z.string(),
});
export type TWorkflow = z.infer<typeof ZWorkflowSchema>;
export const ZListWorkflowsRequestSchema = z.object({ page: ZPage });

/** Whom a workflow may be started for: the start form's employee picker, by name, at most this many. */
export const WORKFLOW_EMPLOYEES_MAX = 50;
export const ZWorkflowEmployeesRequestSchema = z.object({ search_term: z.string().trim().max(200).optional().default('') });
export const ZWorkflowEmployeesResponseSchema = z.object({
  employees: z.array(z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable() })),
});
export const ZListWorkflowsResponseSchema = listResponse(ZWorkflowSchema);
export const ZWorkflowIdParamsSchema = z.object({ workflow_id: ZId });
export const ZWorkflowIdBodySchema = z.object({ workflow_id: ZId });
export const ZWorkflowDetailResponseSchema = z.object({ workflow: ZWorkflowSchema, tasks: z.array(ZTaskSchema) });
export const ZEmployeeIdParamsSchema = z.object({ employee_id: ZId });
export const ZTaskListResponseSchema = z.object({ tasks: z.array(ZTaskSchema) });

export const ZCreateTaskSchema = z
  .object({
    workflow_id: ZId,
    name: ZName,
    description: ZDescription,
    due_date: ZIsoDate.optional(),
    ...responsible(),
  })
  .superRefine(checkResponsible);
export type TCreateTask = z.output<typeof ZCreateTaskSchema>;
export const ZEditTaskSchema = z.object({ task_id: ZId, name: ZName, description: ZDescription, due_date: ZIsoDate.nullable().optional() });
export const ZOkResponseSchema = z.object({ ok: z.literal(true) });
