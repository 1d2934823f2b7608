import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import type { TReminderRelatedObject } from '@signoff/contract/reminders';
import { reminders } from '../../db/schema/reminders.ts';
import type { TAreaSeed } from '../../seed/types.ts';
import type { Tx } from '../../db/client.ts';

/** Ids that name nothing: a document deleted since, a contract gone, as the spec's file-not-found and NOT_FOUND cases. */
const GONE_ID = 2_000_000_000;

type TSeedReminder = {
  about: TReminderRelatedObject;
  objectId: number;
  employeeId?: number | null;
  customField?: { id: number; type: 'employee' | 'contract' };
  description: string;
  /** Days from today; on or before today the reminder was sent at 07:00 of that day. */
  inDays: number;
  expiresInDays?: number;
  targetUserId: number;
  closed?: boolean;
};

async function firstId(tx: Tx, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(query);
  if (!rows[0]) throw new Error('reminders seed: a demo object is missing');
  return rows[0].id;
}

async function insert(tx: Tx, companyId: number, createdBy: number, list: TSeedReminder[]) {
  await tx.insert(reminders).values(
    list.map((r) => {
      const day = dayjs().add(r.inDays, 'day');
      return {
        companyId,
        relatedObject: r.about,
        relatedObjectId: r.objectId,
        relatedEmployeeId: r.employeeId ?? null,
        relatedCustomFieldObjectId: r.customField?.id ?? null,
        relatedCustomFieldObjectType: r.customField?.type ?? null,
        description: r.description,
        reminderDate: day.format('YYYY-MM-DD'),
        expirationDate: r.expiresInDays === undefined ? null : dayjs().add(r.expiresInDays, 'day').format('YYYY-MM-DD'),
        targetUserId: r.targetUserId,
        createdByUserId: createdBy,
        closed: r.closed ?? false,
        closedAt: r.closed ? new Date() : null,
        sentAt: r.inDays <= 0 ? day.hour(7).minute(0).second(0).toDate() : null,
      };
    }),
  );
}

/**
 * Acme: HR's reminders about a probation end, a training, a sick-note file, a deleted document (file not found), a
 * custom field of a contract that is gone (NOT_FOUND), expiring credits (closed) and one still to come; the Sales
 * manager's about her people. Globex: one, for the other-company checks.
 */
export const seedReminders: TAreaSeed = async (tx, { acme, globex }) => {
  const { companyId, employees: e, users: u } = acme;
  const training = await firstId(tx, sql`SELECT id FROM trainings WHERE company_id = ${companyId} ORDER BY id LIMIT 1`);
  const file = await firstId(
    tx,
    sql`SELECT id FROM files WHERE company_id = ${companyId} AND related_object = 'sick_note' ORDER BY id LIMIT 1`,
  );
  await insert(tx, companyId, u.hr, [
    {
      about: 'employee',
      objectId: e.p2!,
      employeeId: e.p2!,
      description: 'End of the probation period',
      inDays: -3,
      expiresInDays: 11,
      targetUserId: u.hr,
    },
    { about: 'training', objectId: training, description: 'Book the sessions for the new starters', inDays: -8, targetUserId: u.hr },
    { about: 'document', objectId: file, description: 'Check the sick note against the calendar', inDays: -1, targetUserId: u.hr },
    { about: 'document', objectId: GONE_ID, description: 'Renew the work permit', inDays: -5, expiresInDays: 25, targetUserId: u.hr },
    {
      about: 'custom_field',
      objectId: 1,
      customField: { id: GONE_ID, type: 'contract' },
      description: 'Company car lease ends',
      inDays: -2,
      targetUserId: u.hr,
    },
    {
      about: 'expiring_credits',
      objectId: e.p3!,
      employeeId: e.p3!,
      description: 'Holiday credits expire',
      inDays: -20,
      expiresInDays: -5,
      targetUserId: u.hr,
      closed: true,
    },
    { about: 'employee', objectId: e.p5!, employeeId: e.p5!, description: 'Yearly review', inDays: 20, targetUserId: u.hr },
    { about: 'employee', objectId: e.p0!, employeeId: e.p0!, description: 'First-month check-in', inDays: -1, targetUserId: u.manager },
    {
      about: 'employee',
      objectId: e.employee!,
      employeeId: e.employee!,
      description: 'Driving licence expires',
      inDays: -4,
      expiresInDays: 30,
      targetUserId: u.manager,
    },
    {
      about: 'employee',
      objectId: e.p4!,
      employeeId: e.p4!,
      description: 'Return the badge',
      inDays: -12,
      targetUserId: u.manager,
      closed: true,
    },
  ]);
  const globexHr = await firstId(
    tx,
    sql`SELECT user_id AS id FROM memberships WHERE company_id = ${globex.companyId} AND employee_id = ${globex.hr}`,
  );
  await insert(tx, globex.companyId, globexHr, [
    {
      about: 'employee',
      objectId: globex.staff[0]!,
      employeeId: globex.staff[0]!,
      description: 'Contract renewal',
      inDays: -1,
      targetUserId: globexHr,
    },
  ]);
};
