import { sql, type SQL } from 'drizzle-orm';
import type { TMyRequestKind, TMyRequestStatus } from '@signoff/contract/myRequests';
import type { TTransportType } from '@signoff/contract/commute';
import type { DbOrTx } from '../../db/client.ts';
import { expenseRequests, expenses } from '../../db/schema/expenses.ts';
import { dayOffTypes, daysOffProcessedEntries, daysOffRequestDates, daysOffRequests } from '../../db/schema/daysOff.ts';
import { trainingRequests, trainings } from '../../db/schema/trainings.ts';
import { assetRequestItems, assetRequests, assetTypes } from '../../db/schema/assets.ts';
import { variableCommuteRequests } from '../../db/schema/commute.ts';

export type TMyRequestRow = {
  kind: TMyRequestKind;
  id: number;
  title: string | null;
  day_off_type: string | null;
  transport_type: TTransportType | null;
  date_from: string | null;
  date_to: string | null;
  day_count: number | null;
  amount: number | null;
  km: number | null;
  status: TMyRequestStatus;
  message: string | null;
  created_at: Date;
  decided_at: Date | null;
  withdraw_id: number | null;
};

/**
 * Every request one employee filed, one row each, in one shape: each area's table read as it stores its requests, its
 * statuses put in the common words. Each branch is limited to the company and the employee on the area's own table
 * (the employee indexes hold employee_id first).
 */
function mine(companyId: number, employeeId: number): SQL {
  return sql`
    select 'expense' as kind, ${expenseRequests.id} as id, ${expenses.title} as title, null::text as day_off_type,
      null::text as transport_type, ${expenses.expenseDate}::text as date_from, ${expenses.expenseDate}::text as date_to,
      null::int as day_count, ${expenses.price}::numeric as amount, null::numeric as km,
      case ${expenseRequests.status} when 'approved' then 'approved' when 'rejected' then 'declined' else 'pending' end as status,
      nullif(${expenseRequests.messageToEmployee}, '') as message, ${expenseRequests.createdAt} as created_at,
      ${expenseRequests.timeClosed} as decided_at,
      case when ${expenseRequests.status} = 'pending' then ${expenses.id} end as withdraw_id
    from ${expenseRequests} join ${expenses} on ${expenses.id} = ${expenseRequests.expenseId}
    where ${expenseRequests.companyId} = ${companyId} and ${expenseRequests.employeeId} = ${employeeId}
    union all
    select 'daysOff', r.id, t.name, r.type, null, d.date_from, d.date_to, d.day_count, null, null,
      case when d.pending > 0 then 'pending' when d.declined = 0 then 'approved' when d.accepted = 0 then 'declined' else 'partly' end,
      e.note, r.created_at, case when d.pending > 0 then null else e.created_at end, null::int
    from ${daysOffRequests} r
    left join ${dayOffTypes} t on t.id = r.custom_type_id
    cross join lateral (
      select min(${daysOffRequestDates.date})::text as date_from, max(${daysOffRequestDates.date})::text as date_to,
        count(*)::int as day_count,
        count(*) filter (where ${daysOffRequestDates.status} = 'pending')::int as pending,
        count(*) filter (where ${daysOffRequestDates.status} = 'accepted')::int as accepted,
        count(*) filter (where ${daysOffRequestDates.status} = 'declined')::int as declined
      from ${daysOffRequestDates} where ${daysOffRequestDates.requestId} = r.id
    ) d
    left join lateral (
      select nullif(${daysOffProcessedEntries.note}, '') as note, ${daysOffProcessedEntries.createdAt} as created_at
      from ${daysOffProcessedEntries} where ${daysOffProcessedEntries.requestId} = r.id
      order by ${daysOffProcessedEntries.createdAt} desc, ${daysOffProcessedEntries.id} desc limit 1
    ) e on true
    where r.company_id = ${companyId} and r.employee_id = ${employeeId}
    union all
    select 'training', ${trainingRequests.id}, coalesce(${trainings.name}, ${trainingRequests.newTrainingName}), null, null,
      coalesce(${trainings.startDate}, ${trainings.date})::text, coalesce(${trainings.endDate}, ${trainings.startDate}, ${trainings.date})::text,
      null,
      case when ${trainingRequests.trainingId} is null then ${trainingRequests.newTrainingCost}
        when ${trainings.isPriceVisibleForEmployees} then ${trainings.cost} end,
      null,
      case ${trainingRequests.status} when 'approved' then 'approved' when 'declined' then 'declined' else 'pending' end,
      nullif(${trainingRequests.messageToEmployee}, ''), ${trainingRequests.createdAt}, ${trainingRequests.processedAt}, null::int
    from ${trainingRequests} left join ${trainings} on ${trainings.id} = ${trainingRequests.trainingId}
    where ${trainingRequests.companyId} = ${companyId} and ${trainingRequests.employeeId} = ${employeeId}
    union all
    select 'asset', a.id, i.names, null, null, null, null, null, i.amount, null,
      case a.status when 'accepted' then 'approved' when 'declined' then 'declined' else 'pending' end,
      nullif(a.message_to_employee, ''), a.created_at, a.closed_at, null::int
    from ${assetRequests} a
    cross join lateral (
      select string_agg(coalesce(${assetTypes.name}, ${assetRequestItems.name}), ', ' order by ${assetRequestItems.position}) as names,
        sum(coalesce(${assetRequestItems.price}, ${assetTypes.price})) as amount
      from ${assetRequestItems} left join ${assetTypes} on ${assetTypes.id} = ${assetRequestItems.assetTypeId}
      where ${assetRequestItems.requestId} = a.id
    ) i
    where a.company_id = ${companyId} and a.employee_id = ${employeeId}
    union all
    select 'commute', ${variableCommuteRequests.id}, null, null, ${variableCommuteRequests.transportType},
      ${variableCommuteRequests.date}::text, ${variableCommuteRequests.date}::text, null, null, ${variableCommuteRequests.km},
      case ${variableCommuteRequests.status} when '1' then 'approved' when '0' then 'declined' else 'pending' end,
      null, ${variableCommuteRequests.createdAt}, ${variableCommuteRequests.processedAt}, null::int
    from ${variableCommuteRequests}
    where ${variableCommuteRequests.companyId} = ${companyId} and ${variableCommuteRequests.employeeId} = ${employeeId}`;
}

export type TMyRequestsFilter = { kind: TMyRequestKind | 'all'; status: TMyRequestStatus | 'all' };

function filtered(filter: TMyRequestsFilter): SQL {
  const kind = filter.kind === 'all' ? sql`true` : sql`kind = ${filter.kind}`;
  const status = filter.status === 'all' ? sql`true` : sql`status = ${filter.status}`;
  return sql`${kind} and ${status}`;
}

/** One page of an employee's requests, newest first (ties broken by kind and id so pages never overlap). */
export async function listMine(
  db: DbOrTx,
  who: { companyId: number; employeeId: number },
  filter: TMyRequestsFilter,
  page: { limit: number; offset: number },
): Promise<TMyRequestRow[]> {
  const result = await db.execute<TMyRequestRow>(sql`
    select * from (${mine(who.companyId, who.employeeId)}) as mine
    where ${filtered(filter)}
    order by created_at desc, kind, id desc
    limit ${page.limit} offset ${page.offset}`);
  return result.rows;
}

/** How many of an employee's requests match the filter (one person's requests: a count that stays small). */
export async function countMine(db: DbOrTx, who: { companyId: number; employeeId: number }, filter: TMyRequestsFilter): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (${mine(who.companyId, who.employeeId)}) as mine where ${filtered(filter)}`);
  return result.rows[0]?.n ?? 0;
}
