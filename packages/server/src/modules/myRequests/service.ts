import {
  MY_REQUESTS_PER_PAGE,
  type TListMyRequestsResponse,
  type TMyRequestKind,
  type TMyRequestStatus,
} from '@signoff/contract/myRequests';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import * as q from './queries.ts';

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();
const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** "My requests": what the signed-in person asked for, across the areas, and what became of it. */
export class MyRequestsService {
  constructor(private readonly db: Db) {}

  async list(
    actor: Actor,
    input: { kind: TMyRequestKind | 'all'; status: TMyRequestStatus | 'all'; page: number },
  ): Promise<TListMyRequestsResponse> {
    const empty = { items: [], total: 0, page: input.page, per_page: MY_REQUESTS_PER_PAGE };
    // Someone without an employee record (an HR account, say) files no requests.
    if (actor.employeeId === null) return empty;
    const who = { companyId: actor.companyId, employeeId: actor.employeeId };
    const filter = { kind: input.kind, status: input.status };
    const [rows, total] = await Promise.all([
      q.listMine(this.db, who, filter, { limit: MY_REQUESTS_PER_PAGE, offset: input.page * MY_REQUESTS_PER_PAGE }),
      q.countMine(this.db, who, filter),
    ]);
    return {
      items: rows.map((r) => ({
        kind: r.kind,
        id: Number(r.id),
        title: r.title,
        day_off_type: r.day_off_type,
        transport_type: r.transport_type,
        date_from: r.date_from,
        date_to: r.date_to,
        day_count: r.day_count,
        amount: numberOrNull(r.amount),
        km: numberOrNull(r.km),
        status: r.status,
        message: r.message,
        created_at: isoOf(r.created_at)!,
        decided_at: isoOf(r.decided_at),
        withdraw_id: r.withdraw_id,
      })),
      total,
      page: input.page,
      per_page: MY_REQUESTS_PER_PAGE,
    };
  }
}
