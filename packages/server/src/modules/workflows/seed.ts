import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { dueDateOf, hashtagValues, replaceHashtags, type TForWho } from '@signoff/contract/workflows';
import { workflowTasks, workflowTemplateItems, workflowTemplates, workflows } from '../../db/schema/workflows.ts';
import type { TAreaSeed } from '../../seed/types.ts';
import type { Tx } from '../../db/client.ts';

type TItem = {
  name: string;
  description?: string;
  timingDays: number;
  forWho: TForWho;
  userId?: number;
  employeeId?: number;
  email?: string;
};

/**
 * Acme: an onboarding template (any order) and a sequential offboarding one, with workflows started from them for
 * Sales and Engineering people, so manager@acme.test and hr@acme.test each have pending, overdue and done tasks.
 * Globex: one template and a workflow, for the other-company checks.
 */
export const seedWorkflows: TAreaSeed = async (tx, { acme, globex }) => {
  const { companyId, employees: e, users: u } = acme;
  const onboarding = await template(tx, companyId, 'onboarding', 'Onboarding', false, [
    {
      name: 'Order a laptop for #employee_name',
      description: 'Standard laptop, starts on #workflow_date.',
      timingDays: -7,
      forWho: 'user',
      userId: u.hr,
    },
    { name: 'Plan the first week with #employee_first_name', timingDays: -2, forWho: 'manager' },
    { name: 'Welcome lunch', description: 'Book a table for the team.', timingDays: 0, forWho: 'user', userId: u.manager },
    { name: 'Sign the IT policy', timingDays: 3, forWho: 'workflow_employee' },
    { name: 'Probation review with #employee_name', timingDays: 60, forWho: 'user', userId: u.manager },
  ]);
  const offboarding = await template(tx, companyId, 'offboarding', 'Offboarding', true, [
    { name: 'Collect the laptop of #employee_name', timingDays: -1, forWho: 'user', userId: u.hr },
    { name: 'Exit interview', timingDays: 0, forWho: 'user', userId: u.manager },
    { name: 'Close the accounts of #employee_name', timingDays: 1, forWho: 'email', email: 'it-desk@acme.test' },
  ]);
  const names = { companyName: 'Acme' };
  // Sales' p0 started two weeks ago (two done; the manager's plan for the first week overdue); Engineering's p1 starts next week; Sales' p4 leaves soon.
  await start(tx, companyId, onboarding, e.p0!, 'Onboarding', dayjs().subtract(14, 'day').format('YYYY-MM-DD'), u.hr, names, [0, 2]);
  await start(tx, companyId, onboarding, e.p1!, 'Onboarding', dayjs().add(7, 'day').format('YYYY-MM-DD'), u.hr, names, []);
  await start(tx, companyId, offboarding, e.p4!, 'Offboarding', dayjs().add(3, 'day').format('YYYY-MM-DD'), u.hr, names, []);

  const globexTemplate = await template(tx, globex.companyId, 'onboarding', 'Inwerken', false, [
    { name: 'Laptop bestellen voor #employee_name', timingDays: -5, forWho: 'manager' },
  ]);
  await start(
    tx,
    globex.companyId,
    globexTemplate,
    globex.staff[0]!,
    'Inwerken',
    dayjs().add(5, 'day').format('YYYY-MM-DD'),
    null,
    { companyName: 'Globex' },
    [],
  );
};

type TTemplate = { id: number; type: 'onboarding' | 'offboarding'; name: string; isSequential: boolean; items: TItem[] };

async function template(
  tx: Tx,
  companyId: number,
  type: TTemplate['type'],
  name: string,
  isSequential: boolean,
  items: TItem[],
): Promise<TTemplate> {
  const [row] = await tx.insert(workflowTemplates).values({ companyId, type, name, isSequential }).returning({ id: workflowTemplates.id });
  await tx.insert(workflowTemplateItems).values(
    items.map((item, index) => ({
      companyId,
      templateId: row!.id,
      name: item.name,
      description: item.description ?? '',
      timingDays: item.timingDays,
      sortOrder: index + 1,
      forWho: item.forWho,
      responsibleUserId: item.userId ?? null,
      responsibleEmployeeId: item.employeeId ?? null,
      responsibleEmail: item.email ?? null,
    })),
  );
  return { id: row!.id, type, name, isSequential, items };
}

/** A workflow as startWorkflow makes it; the tasks at `doneIndexes` already completed. */
async function start(
  tx: Tx,
  companyId: number,
  t: TTemplate,
  employeeId: number,
  name: string,
  workflowDate: string,
  startedBy: number | null,
  names: { companyName: string },
  doneIndexes: number[],
) {
  // Names for the hashtags, as startWorkflow reads them.
  const { rows } = await tx.execute<{ name: string; manager_id: number | null; manager_name: string | null }>(
    sql`SELECT e.name, e.manager_id, m.name AS manager_name FROM employees e LEFT JOIN employees m ON m.id = e.manager_id WHERE e.id = ${employeeId}`,
  );
  const emp = rows[0];
  const values = hashtagValues({
    employeeName: emp!.name,
    managerName: emp!.manager_name,
    companyName: names.companyName,
    workflowName: t.name,
    workflowDate,
  });
  const [wf] = await tx
    .insert(workflows)
    .values({
      companyId,
      templateId: t.id,
      employeeId,
      type: t.type,
      name: `${name} — ${emp!.name}`,
      isSequential: t.isSequential,
      workflowDate,
      startedByUserId: startedBy,
    })
    .returning({ id: workflows.id });
  await tx.insert(workflowTasks).values(
    t.items.map((item, index) => {
      const isDone = doneIndexes.includes(index);
      return {
        companyId,
        workflowId: wf!.id,
        name: replaceHashtags(item.name, values),
        description: replaceHashtags(item.description ?? '', values),
        dueDate: dueDateOf(workflowDate, item.timingDays),
        sortOrder: index + 1,
        status: isDone ? ('done' as const) : ('pending' as const),
        forWho: item.forWho,
        responsibleUserId: item.userId ?? null,
        responsibleEmployeeId:
          item.forWho === 'workflow_employee' ? employeeId : item.forWho === 'manager' ? emp!.manager_id : (item.employeeId ?? null),
        responsibleEmail: item.email ?? null,
        closedAt: isDone ? new Date() : null,
        closedByUserId: isDone ? startedBy : null,
      };
    }),
  );
}
