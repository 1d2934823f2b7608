import {
  NO_DUE_DATE,
  TASK_LIST_PER_PAGE,
  WORKFLOW_EMPLOYEES_MAX,
  WORKFLOW_HASHTAGS,
  dueDateOf,
  hashtagValues,
  replaceHashtags,
  type TAddTemplateItem,
  type TCreateTask,
  type TEditTemplateItem,
  type TForWho,
  type TListTasksResponse,
  type TStartWorkflow,
  type TTask,
  type TTaskDetailResponse,
  type TTaskListStatus,
  type TTemplateItem,
  type TWorkflow,
  type TWorkflowType,
} from '@signoff/contract/workflows';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { workflowTasks, workflowTemplateItems, workflowTemplates, workflows } from '../../db/schema/workflows.ts';
import { employees } from '../../db/schema/people.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { requesterScope } from '../../auth/scope.ts';
import { preparedPages } from '../../auth/preparedPerAccess.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { recordDecision } from '../../audit/decisions.ts';
import { recordAudit } from '../../audit/recorder.ts';
import type { MailOutbox, TQueuedMail } from '../../jobs/mailOutbox.ts';
import * as q from './queries.ts';
import { employeesByName } from '../people/queries.ts';

const AREA = 'workflows';
export const WORKFLOWS_PERMISSION = 'workflows';

type TResponsibleInput = { for_who: TForWho; responsible_user_id?: number; responsible_employee_id?: number; responsible_email?: string };
type TResponsibleColumns = { userName: string | null; responsibleEmployeeName: string | null };
type TResponsibleRow = {
  forWho: TForWho;
  responsibleUserId: number | null;
  responsibleEmployeeId: number | null;
  responsibleEmail: string | null;
};

function toResponsible(row: TResponsibleRow, names: TResponsibleColumns) {
  return {
    for_who: row.forWho,
    user: row.responsibleUserId !== null ? { id: row.responsibleUserId, name: names.userName ?? '' } : null,
    employee: row.responsibleEmployeeId !== null ? { id: row.responsibleEmployeeId, name: names.responsibleEmployeeName ?? '' } : null,
    email: row.responsibleEmail,
  };
}

function toTask(row: q.TTaskRow): TTask {
  const t = row.task;
  return {
    id: t.id,
    workflow_id: t.workflowId,
    name: t.name,
    task_name: t.name,
    description: t.description,
    status: t.status,
    due_date: t.dueDate ?? NO_DUE_DATE,
    date_created: t.createdAt.toISOString(),
    date_closed: t.closedAt ? t.closedAt.toISOString() : -1,
    pending_since: t.pendingSince.toISOString(),
    workflow_name: row.workflowName,
    employee: { id: row.employeeId, name: row.employeeName, avatar: row.employeeAvatar, employee_accessible: row.employeeAccessible },
    is_blocked: row.isBlocked,
    responsible: toResponsible(t, row),
    order: t.sortOrder,
  };
}

function toItem(row: Awaited<ReturnType<typeof q.listItems>>[number]): TTemplateItem {
  const i = row.item;
  return {
    id: i.id,
    template_id: i.templateId,
    name: i.name,
    description: i.description,
    timing_days: i.timingDays,
    order: i.sortOrder,
    responsible: toResponsible(i, row),
  };
}

/**
 * Workflows and their tasks (spec 01 §2 Tasks, spec 02 §7.6). A task is its responsible person's: the inbox lists the
 * tasks named to the user or to the employee they are. HR with the workflows permission keeps the templates, starts
 * workflows and may act on every task of the company.
 */
export class WorkflowsService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailOutbox,
  ) {}

  private isKeeper(actor: Actor) {
    return hasPermission(actor, WORKFLOWS_PERMISSION);
  }

  /** What the actor may see and act on: their own tasks, or every task of the company for a keeper. */
  private scope(actor: Actor): SQL {
    return this.isKeeper(actor) ? sql`true` : q.assignedTo(actor.userId, actor.employeeId);
  }

  /** Whether the actor may open the profile of a workflow's employee (employees is the workflow's employee). */
  private accessible(actor: Actor): SQL<boolean> {
    const self = actor.employeeId === null ? sql`false` : eq(employees.id, actor.employeeId);
    return sql<boolean>`${or(requesterScope(actor, WORKFLOWS_PERMISSION), self)}`;
  }

  /** Templates and starting workflows are the keepers'; others are told why (there is nothing to hide in a list). */
  private assertKeeper(actor: Actor) {
    if (!this.isKeeper(actor)) throw new HttpError(403, 'FORBIDDEN', 'You need the workflows permission to manage workflows');
  }

  private assertKeeperWrite(actor: Actor) {
    assertCanWrite(actor);
    this.assertKeeper(actor);
  }

  // ---- tasks

  private tasksWhere(actor: Actor, status: TTaskListStatus, everyone: boolean) {
    return {
      companyId: actor.companyId,
      scope: everyone ? sql`true` : q.assignedTo(actor.userId, actor.employeeId),
      status: status === 'all' ? null : status,
      accessible: this.accessible(actor),
    };
  }

  /**
   * The first page and the pages after a cursor, prepared, the user's values in their text: the statement takes
   * longer to plan than to run, and with them as parameters PostgreSQL planned it on every call.
   */
  private readonly usualTasks = preparedPages(
    (actor, variant: { status: TTaskListStatus; everyone: boolean }, request) =>
      q.tasksPage(this.db, this.tasksWhere(actor, variant.status, variant.everyone), request).query,
    { valuesInText: true },
  );

  async tasks(
    actor: Actor,
    input: { status: TTaskListStatus; page: number; after?: number | undefined },
    everyone = false,
  ): Promise<TListTasksResponse> {
    if (everyone) this.assertKeeper(actor);
    const request = { page: input.page, perPage: TASK_LIST_PER_PAGE, after: input.after };
    const { rows, total, total_is_exact } =
      (await this.usualTasks(actor, { status: input.status, everyone }, request)) ??
      (await q.listTasks(this.db, this.tasksWhere(actor, input.status, everyone), request));
    return { items: rows.map(toTask), total, total_is_exact, page: input.page, per_page: TASK_LIST_PER_PAGE };
  }

  /** The badge: the open tasks this user is responsible for. */
  pendingCount(actor: Actor): SQL<number> {
    return q.pendingCount(actor.companyId, q.assignedTo(actor.userId, actor.employeeId));
  }

  async taskDetail(actor: Actor, taskId: number): Promise<TTaskDetailResponse> {
    const row = await q.findTask(this.db, actor.companyId, this.scope(actor), taskId, this.accessible(actor));
    if (!row) throw notFound('This task');
    return { task: toTask(row), can_process: !actor.isReadOnly };
  }

  /** Complete or reopen: 409 when the task is already in that state, or (completing) still waits for an earlier one. */
  async setTaskStatus(actor: Actor, taskId: number, status: 'done' | 'pending') {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      // The lock makes a second person wait here, then see the first one's change and get a 409.
      const row = await q.findTask(tx, actor.companyId, this.scope(actor), taskId, this.accessible(actor), { forUpdate: true });
      if (!row) throw notFound('This task');
      if (row.task.status === status)
        throw new HttpError(409, 'ALREADY_PROCESSED', status === 'done' ? 'This task is already completed' : 'This task is already open');
      if (status === 'done' && row.isBlocked)
        throw new HttpError(409, 'TASK_BLOCKED', 'This task waits for an earlier task of its workflow to be completed first');
      await q.setTaskStatus(tx, taskId, status, actor.userId);
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: taskId,
        action: status === 'done' ? 'completed' : 'reopened',
        before: { status: row.task.status },
        after: { status },
      });
      return { task_id: taskId, status };
    });
  }

  private async memberOrNotFound(db: DbOrTx, actor: Actor, userId: number) {
    const member = await q.findMember(db, actor.companyId, userId);
    if (!member) throw notFound('This user');
    return member;
  }

  /** A user's pending tasks: the keepers ask it of anyone (before reassigning), everyone of themselves. */
  async tasksAssignedCount(actor: Actor, userId: number) {
    if (!this.isKeeper(actor) && userId !== actor.userId) throw notFound('This user');
    const member = await this.memberOrNotFound(this.db, actor, userId);
    return { count: await q.countAssignedTasks(this.db, actor.companyId, member.userId, member.employeeId) };
  }

  async itemsAssignedCount(actor: Actor, userId: number) {
    if (!this.isKeeper(actor) && userId !== actor.userId) throw notFound('This user');
    await this.memberOrNotFound(this.db, actor, userId);
    return { count: await q.countAssignedItems(this.db, actor.companyId, userId) };
  }

  async employeeTasks(actor: Actor, employeeId: number) {
    const employee = await q.findEmployee(this.db, actor.companyId, employeeId);
    if (!employee) throw notFound('This employee');
    const rows = await q.workflowTaskRows(
      this.db,
      actor.companyId,
      and(eq(workflows.employeeId, employeeId), this.scope(actor))!,
      this.accessible(actor),
    );
    return { tasks: rows.map(toTask) };
  }

  async reassignTasks(actor: Actor, input: { from_user_id: number; to_user_id: number }) {
    this.assertKeeperWrite(actor);
    return this.db.transaction(async (tx) => {
      const from = await this.memberOrNotFound(tx, actor, input.from_user_id);
      await this.memberOrNotFound(tx, actor, input.to_user_id);
      const reassigned = await q.reassignTasks(tx, actor.companyId, from, input.to_user_id);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'tasks_reassigned',
        objectType: 'user',
        objectId: input.from_user_id,
        after: { ...input, reassigned },
      });
      return { reassigned };
    });
  }

  // ---- workflows

  private workflowReach(actor: Actor): SQL {
    return this.isKeeper(actor) ? sql`true` : q.hasTaskIn(q.assignedTo(actor.userId, actor.employeeId));
  }

  private toWorkflow(row: NonNullable<Awaited<ReturnType<typeof q.findWorkflow>>>): TWorkflow {
    const w = row.workflow;
    return {
      id: w.id,
      name: w.name,
      type: w.type,
      template_id: w.templateId,
      is_sequential: w.isSequential,
      workflow_date: w.workflowDate,
      employee: { id: row.employee.id, name: row.employee.name, avatar: row.employee.avatarUrl, employee_accessible: row.accessible },
      task_count: row.taskCount,
      done_count: row.doneCount,
      date_created: w.createdAt.toISOString(),
    };
  }

  async list(actor: Actor, input: { page: number }) {
    this.assertKeeper(actor);
    const perPage = TASK_LIST_PER_PAGE;
    const { rows, total, total_is_exact } = await q.listWorkflows(this.db, actor.companyId, this.accessible(actor), {
      page: input.page,
      perPage,
    });
    return { items: rows.map((r) => this.toWorkflow(r)), total, total_is_exact, page: input.page, per_page: perPage };
  }

  async detail(actor: Actor, workflowId: number) {
    const row = await q.findWorkflow(this.db, actor.companyId, workflowId, this.workflowReach(actor), this.accessible(actor));
    if (!row) throw notFound('This workflow');
    const tasks = await q.workflowTaskRows(this.db, actor.companyId, eq(workflowTasks.workflowId, workflowId), this.accessible(actor));
    return { workflow: this.toWorkflow(row), tasks: tasks.map(toTask) };
  }

  /** Checks a responsible person of this company and gives the columns that name them. */
  private async responsibleColumns(db: DbOrTx, actor: Actor, input: TResponsibleInput): Promise<TResponsibleRow> {
    const columns: TResponsibleRow = {
      forWho: input.for_who,
      responsibleUserId: null,
      responsibleEmployeeId: null,
      responsibleEmail: null,
    };
    if (input.for_who === 'user') {
      if (!(await q.findMember(db, actor.companyId, input.responsible_user_id!)))
        throw badRequest('VALIDATION', 'This user is not one of the company', { responsible_user_id: 'Choose a user of the company' });
      columns.responsibleUserId = input.responsible_user_id!;
    } else if (input.for_who === 'employee') {
      if (!(await q.findEmployee(db, actor.companyId, input.responsible_employee_id!)))
        throw badRequest('VALIDATION', 'This employee is not one of the company', {
          responsible_employee_id: 'Choose an employee of the company',
        });
      columns.responsibleEmployeeId = input.responsible_employee_id!;
    } else if (input.for_who === 'email') {
      columns.responsibleEmail = input.responsible_email!;
    }
    return columns;
  }

  /**
   * Starts a workflow: one task per template item, due on the workflow date plus the item's timing, with the hashtags
   * replaced and "the employee" or "their manager" resolved to people. With notify_assignees each assignee gets one
   * e-mail listing their tasks, saved with the workflow and sent through the job queue.
   */
  async start(actor: Actor, input: TStartWorkflow) {
    this.assertKeeperWrite(actor);
    const queued: TQueuedMail[] = [];
    const result = await this.db.transaction(async (tx) => {
      const employee = await q.findEmployee(tx, actor.companyId, input.employee_id);
      if (!employee) throw notFound('This employee');
      const template = await q.findTemplate(tx, actor.companyId, input.workflow_template_id);
      if (!template) throw notFound('This workflow template');
      const items = await q.listItems(tx, actor.companyId, template.template.id);
      if (items.length === 0)
        throw badRequest('EMPTY_TEMPLATE', 'This template has no tasks yet', { workflow_template_id: 'Add tasks to the template first' });
      const manager = employee.managerId === null ? null : await q.findEmployee(tx, actor.companyId, employee.managerId);
      const values = hashtagValues({
        employeeName: employee.name,
        managerName: manager?.name ?? null,
        companyName: await q.companyName(tx, actor.companyId),
        workflowName: template.template.name,
        workflowDate: input.workflow_date,
      });
      const workflowId = await q.insertWorkflow(tx, {
        companyId: actor.companyId,
        templateId: template.template.id,
        employeeId: employee.id,
        type: template.template.type,
        name: `${template.template.name} — ${employee.name}`,
        isSequential: template.template.isSequential,
        workflowDate: input.workflow_date,
        startedByUserId: actor.userId,
      });
      const rows = items.map(({ item }, index) => {
        // "The employee" and "their manager" are people once the workflow has an employee; a manager missing falls to
        // the person who started it, so no task is left without anyone.
        const isSubject = item.forWho === 'workflow_employee';
        const isManager = item.forWho === 'manager';
        return {
          companyId: actor.companyId,
          workflowId,
          name: replaceHashtags(item.name, values),
          description: replaceHashtags(item.description, values),
          dueDate: dueDateOf(input.workflow_date, item.timingDays),
          sortOrder: index + 1,
          forWho: isManager && !manager ? ('user' as const) : item.forWho,
          responsibleUserId: isManager && !manager ? actor.userId : item.responsibleUserId,
          responsibleEmployeeId: isSubject ? employee.id : isManager && manager ? manager.id : item.responsibleEmployeeId,
          responsibleEmail: item.responsibleEmail,
        };
      });
      const inserted = await q.insertTasks(tx, rows);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'workflow_started',
        objectType: 'workflow',
        objectId: workflowId,
        after: { template_id: template.template.id, employee_id: employee.id, workflow_date: input.workflow_date, tasks: inserted.length },
      });
      if (input.notify_assignees) {
        const emails = await q.emailsOf(
          tx,
          actor.companyId,
          rows.flatMap((r) => (r.responsibleUserId ? [r.responsibleUserId] : [])),
          rows.flatMap((r) => (r.responsibleEmployeeId ? [r.responsibleEmployeeId] : [])),
        );
        const byAddress = new Map<string, string[]>();
        for (const r of rows) {
          const address =
            (r.responsibleUserId ? emails.byUser.get(r.responsibleUserId) : null) ??
            (r.responsibleEmployeeId ? emails.byEmployee.get(r.responsibleEmployeeId) : null) ??
            r.responsibleEmail;
          if (address)
            byAddress.set(address, [...(byAddress.get(address) ?? []), `- ${r.name} (due ${r.dueDate.split('-').reverse().join('/')})`]);
        }
        for (const [to, lines] of byAddress)
          queued.push(
            await this.mail.enqueue(tx, {
              to,
              subject: `New tasks: ${template.template.name} for ${employee.name}`,
              text: `${actor.userName} started "${template.template.name}" for ${employee.name}. Your tasks:\n${lines.join('\n')}`,
            }),
          );
      }
      return { workflow_id: workflowId, task_ids: inserted.map((r) => r.id) };
    });
    // After the commit: a mail that does not go out now stays queued and is retried by the job queue.
    await Promise.all(queued.map((m) => this.mail.sendNow(m).catch(() => undefined)));
    return result;
  }

  async delete(actor: Actor, workflowId: number) {
    this.assertKeeperWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await q.findWorkflow(tx, actor.companyId, workflowId, sql`true`, sql<boolean>`false`, { forUpdate: true });
      if (!row) throw notFound('This workflow');
      await tx.delete(workflows).where(eq(workflows.id, workflowId));
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'workflow_deleted',
        objectType: 'workflow',
        objectId: workflowId,
        before: { name: row.workflow.name },
      });
      return { ok: true as const };
    });
  }

  async createTask(actor: Actor, input: TCreateTask) {
    this.assertKeeperWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await q.findWorkflow(tx, actor.companyId, input.workflow_id, sql`true`, sql<boolean>`false`, { forUpdate: true });
      if (!row) throw notFound('This workflow');
      const responsible = await this.responsibleColumns(tx, actor, input);
      if (input.for_who === 'workflow_employee') responsible.responsibleEmployeeId = row.workflow.employeeId;
      if (input.for_who === 'manager') {
        if (row.employee.managerId === null)
          throw badRequest('VALIDATION', 'This employee has no manager', { for_who: 'The employee has no manager to give it to' });
        responsible.responsibleEmployeeId = row.employee.managerId;
      }
      const [task] = await q.insertTasks(tx, [
        {
          companyId: actor.companyId,
          workflowId: row.workflow.id,
          name: input.name,
          description: input.description,
          dueDate: input.due_date ?? null,
          sortOrder: await q.nextTaskOrder(tx, row.workflow.id),
          ...responsible,
        },
      ]);
      await recordAudit(tx, actor, { area: AREA, action: 'task_added', objectType: 'workflow_task', objectId: task!.id, after: input });
      return { task_id: task!.id, status: 'pending' as const };
    });
  }

  async editTask(actor: Actor, input: { task_id: number; name: string; description: string; due_date?: string | null | undefined }) {
    this.assertKeeperWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await q.findTask(tx, actor.companyId, sql`true`, input.task_id, sql<boolean>`false`, { forUpdate: true });
      if (!row) throw notFound('This task');
      const changes = {
        name: input.name,
        description: input.description,
        ...(input.due_date !== undefined ? { dueDate: input.due_date } : {}),
      };
      await tx.update(workflowTasks).set(changes).where(eq(workflowTasks.id, input.task_id));
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'task_edited',
        objectType: 'workflow_task',
        objectId: input.task_id,
        before: { name: row.task.name, description: row.task.description, due_date: row.task.dueDate },
        after: changes,
      });
      return { task_id: input.task_id, status: row.task.status };
    });
  }

  async deleteTask(actor: Actor, taskId: number) {
    this.assertKeeperWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await q.findTask(tx, actor.companyId, sql`true`, taskId, sql<boolean>`false`, { forUpdate: true });
      if (!row) throw notFound('This task');
      await tx.delete(workflowTasks).where(eq(workflowTasks.id, taskId));
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'task_deleted',
        objectType: 'workflow_task',
        objectId: taskId,
        before: { name: row.task.name },
      });
      return { ok: true as const };
    });
  }

  // ---- templates

  hashtags() {
    const example = hashtagValues({
      employeeName: 'Evan Peeters',
      managerName: 'Marie Dubois',
      companyName: 'Acme',
      workflowName: 'Onboarding',
      workflowDate: '2026-03-02',
    });
    return { hashtags: WORKFLOW_HASHTAGS.map((tag) => ({ tag, example: example[tag] })) };
  }

  /** The start form's picker: the company's people by name (the keepers start workflows for anyone of it). */
  async employees(actor: Actor, search: string) {
    this.assertKeeper(actor);
    const rows = await employeesByName(this.db, actor.companyId, search, WORKFLOW_EMPLOYEES_MAX);
    return { employees: rows };
  }

  async templates(actor: Actor) {
    this.assertKeeper(actor);
    const rows = await q.listTemplates(this.db, actor.companyId);
    return { templates: rows.map((r) => this.toTemplate(r)) };
  }

  private toTemplate(row: NonNullable<Awaited<ReturnType<typeof q.findTemplate>>>) {
    const t = row.template;
    return { id: t.id, type: t.type, name: t.name, is_sequential: t.isSequential, item_count: row.itemCount };
  }

  /** A template of the company for a keeper; 404 for everyone else (ids do not leak). */
  private async keeperTemplate(db: DbOrTx, actor: Actor, templateId: number, options: { forUpdate?: boolean } = {}) {
    const row = this.isKeeper(actor) ? await q.findTemplate(db, actor.companyId, templateId, options) : null;
    if (!row) throw notFound('This workflow template');
    return row;
  }

  private async keeperItem(db: DbOrTx, actor: Actor, itemId: number) {
    const row = this.isKeeper(actor) ? await q.findItem(db, actor.companyId, itemId) : null;
    if (!row) throw notFound('This template item');
    return row;
  }

  async templateDetail(actor: Actor, templateId: number) {
    const row = await this.keeperTemplate(this.db, actor, templateId);
    return { template: this.toTemplate(row), items: (await q.listItems(this.db, actor.companyId, templateId)).map(toItem) };
  }

  async itemDetail(actor: Actor, itemId: number) {
    return { item: toItem(await this.keeperItem(this.db, actor, itemId)) };
  }

  async addTemplate(actor: Actor, input: { type: TWorkflowType; name: string; is_sequential: boolean }) {
    this.assertKeeperWrite(actor);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(workflowTemplates)
        .values({ companyId: actor.companyId, type: input.type, name: input.name, isSequential: input.is_sequential })
        .returning({ id: workflowTemplates.id });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_added',
        objectType: 'workflow_template',
        objectId: row!.id,
        after: input,
      });
      return { template_id: row!.id };
    });
  }

  async editTemplate(actor: Actor, input: { template_id: number; type: TWorkflowType; name: string; is_sequential?: boolean | undefined }) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.keeperTemplate(tx, actor, input.template_id, { forUpdate: true });
      const changes = {
        type: input.type,
        name: input.name,
        ...(input.is_sequential !== undefined ? { isSequential: input.is_sequential } : {}),
      };
      await tx.update(workflowTemplates).set(changes).where(eq(workflowTemplates.id, input.template_id));
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_edited',
        objectType: 'workflow_template',
        objectId: input.template_id,
        before: this.toTemplate(row),
        after: changes,
      });
      return { template_id: input.template_id };
    });
  }

  async deleteTemplate(actor: Actor, templateId: number) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.keeperTemplate(tx, actor, templateId, { forUpdate: true });
      await tx.delete(workflowTemplates).where(eq(workflowTemplates.id, templateId));
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_deleted',
        objectType: 'workflow_template',
        objectId: templateId,
        before: this.toTemplate(row),
      });
      return { ok: true as const };
    });
  }

  async copyTemplate(actor: Actor, input: { template_id: number; name: string }) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.keeperTemplate(tx, actor, input.template_id);
      const [copy] = await tx
        .insert(workflowTemplates)
        .values({ companyId: actor.companyId, type: row.template.type, name: input.name, isSequential: row.template.isSequential })
        .returning({ id: workflowTemplates.id });
      const items = await q.listItems(tx, actor.companyId, input.template_id);
      if (items.length > 0)
        await tx.insert(workflowTemplateItems).values(items.map(({ item: { id: _id, ...item } }) => ({ ...item, templateId: copy!.id })));
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_copied',
        objectType: 'workflow_template',
        objectId: copy!.id,
        after: input,
      });
      return { template_id: copy!.id };
    });
  }

  async addItem(actor: Actor, input: TAddTemplateItem) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      await this.keeperTemplate(tx, actor, input.template_id, { forUpdate: true });
      const responsible = await this.responsibleColumns(tx, actor, input);
      const [row] = await tx
        .insert(workflowTemplateItems)
        .values({
          companyId: actor.companyId,
          templateId: input.template_id,
          name: input.name,
          description: input.description,
          timingDays: input.timing_days,
          sortOrder: await q.nextItemOrder(tx, input.template_id),
          ...responsible,
        })
        .returning({ id: workflowTemplateItems.id });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_item_added',
        objectType: 'workflow_template_item',
        objectId: row!.id,
        after: input,
      });
      return { item_id: row!.id };
    });
  }

  async editItem(actor: Actor, input: TEditTemplateItem) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const before = await this.keeperItem(tx, actor, input.item_id);
      await this.keeperTemplate(tx, actor, before.item.templateId, { forUpdate: true });
      const responsible = await this.responsibleColumns(tx, actor, input);
      await tx
        .update(workflowTemplateItems)
        .set({ name: input.name, description: input.description, timingDays: input.timing_days, ...responsible })
        .where(eq(workflowTemplateItems.id, input.item_id));
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_item_edited',
        objectType: 'workflow_template_item',
        objectId: input.item_id,
        before: toItem(before),
        after: input,
      });
      return { item_id: input.item_id };
    });
  }

  async deleteItem(actor: Actor, itemId: number) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const before = await this.keeperItem(tx, actor, itemId);
      await this.keeperTemplate(tx, actor, before.item.templateId, { forUpdate: true });
      await tx.delete(workflowTemplateItems).where(eq(workflowTemplateItems.id, itemId));
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_item_deleted',
        objectType: 'workflow_template_item',
        objectId: itemId,
        before: toItem(before),
      });
      return { ok: true as const };
    });
  }

  async reassignItems(actor: Actor, input: { from_user_id: number; to_user_id: number }) {
    this.assertKeeperWrite(actor);
    return this.db.transaction(async (tx) => {
      await this.memberOrNotFound(tx, actor, input.from_user_id);
      await this.memberOrNotFound(tx, actor, input.to_user_id);
      const reassigned = await q.reassignItems(tx, actor.companyId, input.from_user_id, input.to_user_id);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'items_reassigned',
        objectType: 'user',
        objectId: input.from_user_id,
        after: { ...input, reassigned },
      });
      return { reassigned };
    });
  }

  /** The new order must name every item of the template once: a stale list (an item added meanwhile) is refused. */
  async updateTaskOrder(actor: Actor, templateId: number, orderedIds: number[]) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      await this.keeperTemplate(tx, actor, templateId, { forUpdate: true });
      const items = await q.listItems(tx, actor.companyId, templateId);
      const current = new Set(items.map((r) => r.item.id));
      if (orderedIds.length !== current.size || new Set(orderedIds).size !== orderedIds.length || orderedIds.some((id) => !current.has(id)))
        throw badRequest('VALIDATION', 'Give every item of the template once', {
          ordered_task_ids: 'Give every item of the template once',
        });
      for (const [index, id] of orderedIds.entries())
        await tx
          .update(workflowTemplateItems)
          .set({ sortOrder: index + 1 })
          .where(eq(workflowTemplateItems.id, id));
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'template_items_reordered',
        objectType: 'workflow_template',
        objectId: templateId,
        before: items.map((r) => r.item.id),
        after: orderedIds,
      });
      return { ok: true as const };
    });
  }
}
