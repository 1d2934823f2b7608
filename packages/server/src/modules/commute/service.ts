import type { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  COMMUTE_LIST_PER_PAGE,
  COMMUTE_PENDING,
  type TCommuteDetailResponse,
  type TCommuteStatus,
  type TListCommuteResponse,
  type TProcessCommuteRequest,
  type ZDeclareCommuteRequestSchema,
  type ZListCommuteRequestSchema,
} from '@signoff/contract/commute';
import type { Db } from '../../db/client.ts';
import { variableCommuteRequests } from '../../db/schema/commute.ts';
import { assertCanWrite, type Actor } from '../../auth/actor.ts';
import { managerRole, requesterIn, requesterScope } from '../../auth/scope.ts';
import { alreadyProcessed, badRequest, notFound } from '../../http/errors.ts';
import { preparedPerVariant } from '../../auth/preparedPerAccess.ts';
import { recordDecision } from '../../audit/decisions.ts';
import * as q from './queries.ts';

const AREA = 'commute';
export const COMMUTE_PERMISSION = 'commute';
const STORED_STATUS = { pending: '-1', approved: '1', declined: '0' } as const;

const toStatus = (stored: '-1' | '1' | '0'): TCommuteStatus => (stored === '-1' ? COMMUTE_PENDING : stored);

/** Variable commute (spec 01 §2 Commute): a person's days are decided together by their managers or HR. */
type TListStatus = z.output<typeof ZListCommuteRequestSchema>['status'];

const groupsWhere = (actor: Actor, status: TListStatus) => ({
  companyId: actor.companyId,
  requesters: (employeeId: AnyPgColumn) => requesterIn(actor, COMMUTE_PERMISSION, employeeId),
  status: status === 'all' ? null : STORED_STATUS[status],
});

export class CommuteService {
  // The first page of each status tab, built once per access and prepared (see preparedPerAccess): building the query
  // was a third of the list's own CPU.
  private readonly firstPage = preparedPerVariant((actor, status: TListStatus) =>
    q.groupsPage(this.db, groupsWhere(actor, status), { limit: COMMUTE_LIST_PER_PAGE, offset: 0 }),
  );

  constructor(private readonly db: Db) {}

  async list(actor: Actor, input: z.output<typeof ZListCommuteRequestSchema>): Promise<TListCommuteResponse> {
    const rows =
      input.page === 0
        ? await this.firstPage(actor, input.status).execute()
        : await q.groupsPage(this.db, groupsWhere(actor, input.status), {
            limit: COMMUTE_LIST_PER_PAGE,
            offset: input.page * COMMUTE_LIST_PER_PAGE,
          });
    const total = rows[0]?.total ?? (input.page === 0 ? 0 : await q.countGroups(this.db, groupsWhere(actor, input.status)));
    return {
      items: rows.map((r) => ({
        request_ids: r.ids,
        employee_id: r.employeeId,
        name: r.name,
        avatar: r.avatar,
        commute_type: r.types.length === 1 ? r.types[0]! : null,
        km: r.km ?? '-',
        days_duration: r.ids.length,
        first_date: r.firstDate,
        last_date: r.lastDate,
      })),
      total,
      total_is_exact: true,
      page: input.page,
      per_page: COMMUTE_LIST_PER_PAGE,
    };
  }

  /** The badge: pending days this actor decides, as a column of the inbox counts' one query. */
  pendingCount(actor: Actor): SQL<number> {
    return q.pendingCount(actor.companyId, requesterIn(actor, COMMUTE_PERMISSION, variableCommuteRequests.employeeId));
  }

  async detail(actor: Actor, input: { request_ids: number[]; employee_id: number }): Promise<TCommuteDetailResponse> {
    const rows = await q.findRequests(this.db, {
      companyId: actor.companyId,
      scope: requesterScope(actor, COMMUTE_PERMISSION),
      employeeId: input.employee_id,
      ids: input.request_ids,
    });
    // All of them or nothing: an id of another person, company or team reads as not there.
    if (rows.length !== input.request_ids.length) throw notFound('One of these commute requests');
    return {
      employee_id: input.employee_id,
      employee_name: rows[0]!.employeeName,
      variable_commutes: rows.map(({ request: r }) => ({
        id: r.id,
        status: toStatus(r.status),
        transport_type: r.transportType,
        date: r.date,
        km: r.km,
      })),
      can_process: !actor.isReadOnly && rows.some(({ request: r }) => r.status === '-1'),
    };
  }

  async process(actor: Actor, input: TProcessCommuteRequest) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const ids = input.decisions.map((d) => d.id);
      // Locked, so a second approver waits, then finds the days decided and gets a 409 for the whole set.
      const rows = await q.findRequests(
        tx,
        { companyId: actor.companyId, scope: requesterScope(actor, COMMUTE_PERMISSION), employeeId: input.employee_id, ids },
        { forUpdate: true },
      );
      if (rows.length !== ids.length) throw notFound('One of these commute requests');
      if (rows.some(({ request: r }) => r.status !== '-1'))
        throw alreadyProcessed(rows.length === 1 ? 'This commute request' : 'Some of these commute requests');
      const role = managerRole(actor, rows[0]!);
      for (const decision of input.decisions) {
        await q.decide(tx, decision.id, decision.status, actor.userId);
        await recordDecision(tx, actor, {
          area: AREA,
          requestId: decision.id,
          action: decision.status === '1' ? 'accepted' : 'declined',
          role,
          before: { status: COMMUTE_PENDING },
          after: { status: decision.status },
        });
      }
      return { processed: input.decisions.length };
    });
  }

  /** An employee declares a day of their own. */
  async declare(actor: Actor, input: z.output<typeof ZDeclareCommuteRequestSchema>) {
    assertCanWrite(actor);
    if (actor.employeeId === null)
      throw badRequest('NO_EMPLOYEE', 'Only an employee can declare a commute', { _: 'This account is not an employee' });
    const requestId = await q.insertRequest(this.db, {
      companyId: actor.companyId,
      employeeId: actor.employeeId,
      date: input.date,
      transportType: input.transport_type,
      km: input.km ?? null,
    });
    return { request_id: requestId };
  }
}
