import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lookUp } from '../../db/lookUp.ts';
import { keysetPage, sortedPage, type TListKey, type TPageRequest, badgeCount } from '../../db/paging.ts';
import { workflowTasks, workflowTemplateItems, workflowTemplates, workflows } from '../../db/schema/workflows.ts';
import { employees } from '../../db/schema/people.ts';
import { memberships, users } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/companies.ts';
import type { TTaskStatus } from '@signoff/contract/workflows';

const responsibleUser = alias(users, 'responsible_user');
const responsibleEmployee = alias(employees, 'responsible_employee');

// The subqueries below name the outer table in full: drizzle writes a column of a one-table query without its table,
// which inside a subquery would bind to the subquery's own table.

/** The tasks a user is responsible for: named as the user, or as the employee they are. */
export function assignedTo(userId: number, employeeId: number | null): SQL {
  return or(
    eq(workflowTasks.responsibleUserId, userId),
    employeeId === null ? undefined : eq(workflowTasks.responsibleEmployeeId, employeeId),
  )!;
}

/** Which status tab: pending shows only the tasks that can be done now (not those waiting in a sequence). */
export function statusFilter(status: TTaskStatus | null): SQL | undefined {
  if (status === 'done') return eq(workflowTasks.status, 'done');
  if (status === 'pending') return and(eq(workflowTasks.status, 'pending'), eq(workflowTasks.blocked, false));
  return undefined;
}

function taskColumns(accessible: SQL<boolean>) {
  return {
    task: workflowTasks,
    workflowName: workflows.name,
    employeeId: employees.id,
    employeeName: employees.name,
    employeeAvatar: employees.avatarUrl,
    employeeAccessible: sql<boolean>`coalesce(${accessible}, false)`,
    isBlocked: workflowTasks.blocked,
    userName: lookUp<string | null>(users, users.name, workflowTasks.responsibleUserId),
    responsibleEmployeeName: lookUp<string | null>(employees, employees.name, workflowTasks.responsibleEmployeeId),
  };
}

function taskQuery(db: DbOrTx, accessible: SQL<boolean>) {
  return db
    .select(taskColumns(accessible))
    .from(workflowTasks)
    .innerJoin(workflows, eq(workflows.id, workflowTasks.workflowId))
    .innerJoin(employees, eq(employees.id, workflows.employeeId));
}

/**
 * The tasks' order, soonest due first (no due date last: a row comparison has no NULLS LAST, so the key is due_order,
 * the date with 'infinity' for none), then in workflow order: workflow_tasks_list_idx (a status tab) and _list_all_idx
 * (all) hold it after the company and the status.
 */
const TASKS_KEY: TListKey = {
  table: workflowTasks,
  at: workflowTasks.dueOrder,
  then: [workflowTasks.workflowId, workflowTasks.sortOrder],
  id: workflowTasks.id,
  direction: 'asc',
};

type TTasksWhere = { companyId: number; scope: SQL; status: TTaskStatus | null; accessible: SQL<boolean> };

/**
 * One page of tasks in that order, read from its index (a cursor's row must be the company's and in the scope): the
 * query, unawaited, and how its rows give the total.
 */
export function tasksPage(db: DbOrTx, where: TTasksWhere, request: TPageRequest) {
  const anchor = and(eq(workflowTasks.companyId, where.companyId), where.scope)!;
  const filter = and(anchor, statusFilter(where.status))!;
  const page = keysetPage(TASKS_KEY, filter, anchor, request, { idsFirst: true });
  const query = db
    .select({ ...taskColumns(where.accessible), rest: page.rest })
    .from(workflowTasks)
    .innerJoin(workflows, eq(workflows.id, workflowTasks.workflowId))
    .innerJoin(employees, eq(employees.id, workflows.employeeId))
    .where(page.where ?? filter)
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return { query, total: page.total };
}

/** One page, with its total. */
export async function listTasks(db: DbOrTx, where: TTasksWhere, request: TPageRequest) {
  const { query, total } = tasksPage(db, where, request);
  const rows = await query;
  return { rows, ...(await total(db, rows)) };
}
export type TTaskRow = NonNullable<Awaited<ReturnType<typeof findTask>>>;

/** Pending, open tasks in scope, as a column of the inbox counts' one query. */
export function pendingCount(companyId: number, scope: SQL): SQL<number> {
  return badgeCount(workflowTasks, and(eq(workflowTasks.companyId, companyId), scope, statusFilter('pending')));
}

export async function findTask(
  db: DbOrTx,
  companyId: number,
  scope: SQL,
  taskId: number,
  accessible: SQL<boolean>,
  options: { forUpdate?: boolean } = {},
) {
  if (options.forUpdate) {
    // The workflow first, then the task: the order migration 0028's triggers lock in when a change to one task
    // recomputes its workflow's others, so two people changing two tasks of one workflow take turns, not deadlock.
    await db.execute(
      sql`select 1 from ${workflows} where ${workflows.id} = (select ${workflowTasks.workflowId} from ${workflowTasks} where ${workflowTasks.id} = ${taskId} and ${workflowTasks.companyId} = ${companyId}) for no key update`,
    );
  }
  const query = taskQuery(db, accessible).where(and(eq(workflowTasks.companyId, companyId), eq(workflowTasks.id, taskId), scope));
  const [row] = options.forUpdate ? await query.for('update', { of: workflowTasks }) : await query;
  return row ?? null;
}

export async function workflowTaskRows(db: DbOrTx, companyId: number, where: SQL, accessible: SQL<boolean>) {
  return taskQuery(db, accessible)
    .where(and(eq(workflowTasks.companyId, companyId), where))
    .orderBy(asc(workflowTasks.workflowId), asc(workflowTasks.sortOrder), asc(workflowTasks.id));
}

export async function setTaskStatus(db: DbOrTx, taskId: number, status: TTaskStatus, userId: number) {
  await db
    .update(workflowTasks)
    .set(
      status === 'done'
        ? { status, closedAt: sql`now()`, closedByUserId: userId }
        : { status, closedAt: null, closedByUserId: null, pendingSince: sql`now()` },
    )
    .where(eq(workflowTasks.id, taskId));
}

export async function countAssignedTasks(db: DbOrTx, companyId: number, userId: number, employeeId: number | null) {
  const [row] = await db
    .select({ n: count() })
    .from(workflowTasks)
    .where(and(eq(workflowTasks.companyId, companyId), eq(workflowTasks.status, 'pending'), assignedTo(userId, employeeId)));
  return row?.n ?? 0;
}

export async function countAssignedItems(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(workflowTemplateItems)
    .where(and(eq(workflowTemplateItems.companyId, companyId), eq(workflowTemplateItems.responsibleUserId, userId)));
  return row?.n ?? 0;
}

/** A login of this company (its membership), with the employee it is; null for anyone else. */
export async function findMember(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email, employeeId: memberships.employeeId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  return row ?? null;
}

export async function findEmployee(db: DbOrTx, companyId: number, employeeId: number) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row ?? null;
}

export async function companyName(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

// ---- templates

const itemCount = sql<number>`(select count(*) from workflow_template_items i where i.template_id = workflow_templates.id)::int`;

export async function listTemplates(db: DbOrTx, companyId: number) {
  return db
    .select({ template: workflowTemplates, itemCount })
    .from(workflowTemplates)
    .where(eq(workflowTemplates.companyId, companyId))
    .orderBy(asc(workflowTemplates.name), asc(workflowTemplates.id));
}

export async function findTemplate(db: DbOrTx, companyId: number, templateId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ template: workflowTemplates, itemCount })
    .from(workflowTemplates)
    .where(and(eq(workflowTemplates.companyId, companyId), eq(workflowTemplates.id, templateId)));
  const [row] = options.forUpdate ? await query.for('update', { of: workflowTemplates }) : await query;
  return row ?? null;
}

const itemColumns = {
  item: workflowTemplateItems,
  userName: responsibleUser.name,
  responsibleEmployeeName: responsibleEmployee.name,
};

export async function listItems(db: DbOrTx, companyId: number, templateId: number) {
  return db
    .select(itemColumns)
    .from(workflowTemplateItems)
    .leftJoin(responsibleUser, eq(responsibleUser.id, workflowTemplateItems.responsibleUserId))
    .leftJoin(responsibleEmployee, eq(responsibleEmployee.id, workflowTemplateItems.responsibleEmployeeId))
    .where(and(eq(workflowTemplateItems.companyId, companyId), eq(workflowTemplateItems.templateId, templateId)))
    .orderBy(asc(workflowTemplateItems.sortOrder), asc(workflowTemplateItems.id));
}

export async function findItem(db: DbOrTx, companyId: number, itemId: number) {
  const [row] = await db
    .select(itemColumns)
    .from(workflowTemplateItems)
    .leftJoin(responsibleUser, eq(responsibleUser.id, workflowTemplateItems.responsibleUserId))
    .leftJoin(responsibleEmployee, eq(responsibleEmployee.id, workflowTemplateItems.responsibleEmployeeId))
    .where(and(eq(workflowTemplateItems.companyId, companyId), eq(workflowTemplateItems.id, itemId)));
  return row ?? null;
}

export async function nextItemOrder(db: DbOrTx, templateId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${workflowTemplateItems.sortOrder}), 0)::int + 1` })
    .from(workflowTemplateItems)
    .where(eq(workflowTemplateItems.templateId, templateId));
  return row?.n ?? 1;
}

export async function nextTaskOrder(db: DbOrTx, workflowId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${workflowTasks.sortOrder}), 0)::int + 1` })
    .from(workflowTasks)
    .where(eq(workflowTasks.workflowId, workflowId));
  return row?.n ?? 1;
}

export async function reassignItems(db: DbOrTx, companyId: number, from: number, to: number) {
  const rows = await db
    .update(workflowTemplateItems)
    .set({ responsibleUserId: to })
    .where(and(eq(workflowTemplateItems.companyId, companyId), eq(workflowTemplateItems.responsibleUserId, from)))
    .returning({ id: workflowTemplateItems.id });
  return rows.length;
}

/** Every pending task the user is responsible for, as the user or as the employee they are, becomes the other's. */
export async function reassignTasks(db: DbOrTx, companyId: number, from: { userId: number; employeeId: number | null }, to: number) {
  const rows = await db
    .update(workflowTasks)
    .set({ responsibleUserId: to, forWho: 'user', responsibleEmployeeId: null, responsibleEmail: null })
    .where(and(eq(workflowTasks.companyId, companyId), assignedTo(from.userId, from.employeeId), eq(workflowTasks.status, 'pending')))
    .returning({ id: workflowTasks.id });
  return rows.length;
}

// ---- workflows

const taskCounts = {
  taskCount: sql<number>`(select count(*) from workflow_tasks t where t.workflow_id = workflows.id)::int`,
  doneCount: sql<number>`(select count(*) from workflow_tasks t where t.workflow_id = workflows.id and t.status = 'done')::int`,
};

export async function listWorkflows(db: DbOrTx, companyId: number, accessible: SQL<boolean>, request: TPageRequest) {
  const filter = eq(workflows.companyId, companyId);
  const page = sortedPage(workflows, filter, [sql`${workflows.createdAt} desc`, sql`${workflows.id} desc`], request, workflows.id);
  const rows = await db
    .select({
      workflow: workflows,
      employee: employees,
      accessible: sql<boolean>`coalesce(${accessible}, false)`,
      ...taskCounts,
      rest: page.rest,
    })
    .from(workflows)
    .innerJoin(employees, eq(employees.id, workflows.employeeId))
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { rows, ...(await page.total(db, rows)) };
}

/** A workflow the viewer reaches (`reach`, a condition on workflows), with its counts. */
export async function findWorkflow(
  db: DbOrTx,
  companyId: number,
  workflowId: number,
  reach: SQL,
  accessible: SQL<boolean>,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ workflow: workflows, employee: employees, accessible: sql<boolean>`coalesce(${accessible}, false)`, ...taskCounts })
    .from(workflows)
    .innerJoin(employees, eq(employees.id, workflows.employeeId))
    .where(and(eq(workflows.companyId, companyId), eq(workflows.id, workflowId), reach));
  const [row] = options.forUpdate ? await query.for('update', { of: workflows }) : await query;
  return row ?? null;
}

/** A workflow in which the viewer has a task (a condition on workflows). */
export function hasTaskIn(scope: SQL): SQL {
  return inArray(workflows.id, sql`(select ${workflowTasks.workflowId} from ${workflowTasks} where ${scope})`);
}

export async function insertWorkflow(db: DbOrTx, row: typeof workflows.$inferInsert) {
  const [inserted] = await db.insert(workflows).values(row).returning({ id: workflows.id });
  return inserted!.id;
}

export async function insertTasks(db: DbOrTx, rows: (typeof workflowTasks.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(workflowTasks).values(rows).returning({ id: workflowTasks.id });
}

export async function emailsOf(db: DbOrTx, companyId: number, userIds: number[], employeeIds: number[]) {
  const byUser = userIds.length ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)) : [];
  const byEmployee = employeeIds.length
    ? await db
        .select({ id: employees.id, email: employees.email })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), inArray(employees.id, employeeIds)))
    : [];
  return { byUser: new Map(byUser.map((r) => [r.id, r.email])), byEmployee: new Map(byEmployee.map((r) => [r.id, r.email])) };
}
