import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, boolean, date, timestamp, index } from 'drizzle-orm/pg-core';
import type { TForWho, TTaskStatus, TWorkflowType } from '@signoff/contract/workflows';
import { companies } from './companies.ts';
import { employees } from './people.ts';
import { users } from './auth.ts';

/** A workflow template (spec 02 §3): a named, typed list of items, done in order when sequential. */
export const workflowTemplates = pgTable(
  'workflow_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').$type<TWorkflowType>().notNull(),
    name: text('name').notNull(),
    isSequential: boolean('is_sequential').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_templates_company_idx').on(t.companyId, t.name)],
);

/** Who is responsible for a template item or a task: one of the three columns, as for_who says. */
const responsibleColumns = () => ({
  forWho: text('for_who').$type<TForWho>().notNull(),
  responsibleUserId: integer('responsible_user_id').references(() => users.id),
  responsibleEmployeeId: integer('responsible_employee_id').references(() => employees.id),
  responsibleEmail: text('responsible_email'),
});

export const workflowTemplateItems = pgTable(
  'workflow_template_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => workflowTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    timingDays: integer('timing_days').notNull().default(0),
    sortOrder: integer('sort_order').notNull(),
    ...responsibleColumns(),
  },
  (t) => [
    index('workflow_template_items_template_idx').on(t.templateId, t.sortOrder),
    index('workflow_template_items_user_idx').on(t.responsibleUserId),
  ],
);

/** A workflow started for an employee from a template; its tasks are copies of the items, hashtags replaced. */
export const workflows = pgTable(
  'workflows',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    templateId: integer('template_id').references(() => workflowTemplates.id, { onDelete: 'set null' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    type: text('type').$type<TWorkflowType>().notNull(),
    name: text('name').notNull(),
    isSequential: boolean('is_sequential').notNull(),
    workflowDate: date('workflow_date').notNull(),
    startedByUserId: integer('started_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workflows_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('workflows_employee_idx').on(t.employeeId),
  ],
);

export const workflowTasks = pgTable(
  'workflow_tasks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date'),
    /**
     * The list's first key: the due date, 'infinity' for none (last). A stored column rather than an expression in the
     * index, since under row-level security PostgreSQL does not use a comparison on an expression as an index bound.
     */
    dueOrder: date('due_order')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(due_date, 'infinity'::date)`),
    sortOrder: integer('sort_order').notNull(),
    status: text('status').$type<TTaskStatus>().notNull().default('pending'),
    /**
     * Pending, and waiting for an earlier pending task of its sequential workflow. Kept by the database's triggers on
     * workflow_tasks and workflows (migration 0028), so the lists and the badge filter on a column of the row itself.
     */
    blocked: boolean('blocked').notNull().default(false),
    ...responsibleColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pendingSince: timestamp('pending_since', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: integer('closed_by_user_id').references(() => users.id),
  },
  (t) => [
    index('workflow_tasks_workflow_idx').on(t.workflowId, t.sortOrder),
    // The inbox: a user's (or their employee's) tasks by status, soonest due first.
    index('workflow_tasks_user_idx').on(t.responsibleUserId, t.status, t.dueDate),
    index('workflow_tasks_employee_idx').on(t.responsibleEmployeeId, t.status, t.dueDate),
    // The inbox's list in its order (queries.ts, TASKS_KEY), of a status tab and of all: a page is read from here.
    index('workflow_tasks_list_idx').on(t.companyId, t.status, t.dueOrder, t.workflowId, t.sortOrder, t.id),
    index('workflow_tasks_list_all_idx').on(t.companyId, t.dueOrder, t.workflowId, t.sortOrder, t.id),
  ],
);
