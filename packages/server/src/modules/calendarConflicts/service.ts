import crypto from 'node:crypto';
import dayjs from 'dayjs';
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import {
  CALENDAR_CONFLICT_LIST_PER_PAGE,
  CALENDAR_SYNC_FUTURE_DAYS,
  CALENDAR_SYNC_PAST_DAYS,
  ZOfficientCalendarEntry,
  ZProviderCalendarEntry,
  calendarDayKey,
  productInternalCode,
  type TCalendarConflict,
  type TCalendarConflictDay,
  type TCalendarConflictDecisionResponse,
  type TCalendarConflictDetailResponse,
  type TListCalendarConflictsResponse,
  type TOfficientCalendarEntry,
  type TProviderCalendarEntry,
  type ZListCalendarConflictsRequestSchema,
} from '@signoff/contract/calendarConflicts';
import type { TFieldChanged } from '@signoff/contract/conflicts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { preparedPages } from '../../auth/preparedPerAccess.ts';
import { alreadyProcessed, notFound } from '../../http/errors.ts';
import { recordDecision } from '../../audit/decisions.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { jobActor } from '../../jobs/jobActor.ts';
import type { TAreaContext } from '../../area.ts';
import { findIntegration, findPayrollIntegration } from '../../integrations/lookup.ts';
import type { conflicts } from '../../db/schema/conflicts.ts';
import { CONFLICTS_PERMISSION, likelyOrigin } from '../conflicts/service.ts';
import { updateConflict, visibleEmployees } from '../conflicts/queries.ts';
import * as q from './queries.ts';

const AREA = 'calendarConflicts';
export const CALENDAR_CONFLICTS_SYNC_TASK = 'calendar-conflicts-sync';
export const CALENDAR_CONFLICT_APPLY_TASK = 'calendar-conflict-apply';
/** The job key of a company's sync: HR's request and the hourly one coalesce into one waiting job. */
export const calendarSyncJobKey = (companyId: number) => `calendar-conflicts-sync:${companyId}`;
const ZSyncJob = z.object({ company_id: z.number() });
const ZApplyJob = z.object({ company_id: z.number(), conflict_id: z.number(), attempt: z.string(), user_id: z.number() });

type TRow = NonNullable<Awaited<ReturnType<typeof q.findCalendarConflict>>>;
type TConflictRow = typeof conflicts.$inferSelect;

// A differing day is stored in the shared field_changed column (decision 0016): fieldname is the date, and each side's
// entries are a JSON text, since the column's values are scalars. They are parsed back, checked, on every read.
const ZOfficientDay = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(ZOfficientCalendarEntry));
const ZProviderDay = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(ZProviderCalendarEntry));

export function toDays(changed: readonly TFieldChanged[]): TCalendarConflictDay[] {
  return changed.map((f) => ({
    date: f.fieldname,
    officient_state: ZOfficientDay.catch([]).parse(f.officient_state),
    payroll_provider_state: ZProviderDay.catch([]).parse(f.external_state),
  }));
}

function toChanged(day: TCalendarConflictDay): TFieldChanged {
  return {
    fieldname: day.date,
    officient_state: JSON.stringify(day.officient_state),
    external_state: JSON.stringify(day.payroll_provider_state),
  };
}

/** The difference as compared: per day, each side's key (names and starts are not part of it). */
const diffOf = (days: readonly TCalendarConflictDay[]) =>
  days.map((d) => `${d.date}=${calendarDayKey(d.officient_state)}/${calendarDayKey(d.payroll_provider_state)}`).join(';');

/** The provider's form of the product's entries of a day: what a resolution writes there. */
const asProviderEntries = (entries: readonly TOfficientCalendarEntry[]): TProviderCalendarEntry[] =>
  entries.map((e) => ({ day_off_name: e.custom_type_name, duration_minutes: e.duration_minutes, internal_code: e.internal_code }));

/** The names the product gives its built-in kinds of day off (custom kinds carry their own). */
const BUILT_IN_NAMES: Record<string, string> = { education: 'Education', sick_day: 'Sick day' };

function toConflict({ conflict: c, employee, resolverName }: TRow): TCalendarConflict {
  const days = toDays(c.fieldChanged);
  return {
    id: c.id,
    employee_id: c.employeeId,
    integration_id: c.integrationId,
    name_person: employee.name,
    person: employee,
    date_conflict: days[0]?.date ?? c.createdAt.toISOString().slice(0, 10),
    date_created: c.createdAt.toISOString(),
    status: c.status,
    is_resolved: c.status === 'closed',
    ignored: c.status === 'ignored',
    days,
    likely_change_origin: c.likelyChangeOrigin,
    resolved_automatically: c.resolvedAutomatically,
    conflict_solver_user_name: c.status === 'pending' || c.resolvedAutomatically ? null : resolverName,
    date_resolved: c.resolvedAt?.toISOString() ?? null,
    apply_status: c.applyStatus,
    apply_error: c.applyStatus === 'failed' ? c.applyError : null,
  };
}

/** The dates a sync compares (decision 0016), as ISO dates. */
export function syncRange(today = dayjs()): { from: string; to: string } {
  return {
    from: today.subtract(CALENDAR_SYNC_PAST_DAYS, 'day').format('YYYY-MM-DD'),
    to: today.add(CALENDAR_SYNC_FUTURE_DAYS, 'day').format('YYYY-MM-DD'),
  };
}

/** The conflicts the actor sees: none without the conflicts permission, their team's when team-only, else the company's. */
function visibleTo(actor: Actor): SQL | null {
  if (!hasPermission(actor, CONFLICTS_PERMISSION)) return null;
  if (actor.teamOnly) return visibleEmployees(actor.companyId, actor.employeeId ?? -1);
  return visibleEmployees(actor.companyId, null);
}

type TListStatus = z.output<typeof ZListCalendarConflictsRequestSchema>['status'];

/** What a list's rows must match besides a search: the conflicts the actor sees (none: no row) and the status tab. */
function listWhere(actor: Actor, status: TListStatus) {
  return { visible: visibleTo(actor) ?? sql`false`, companyId: actor.companyId, status: status === 'all' ? null : status };
}

/**
 * Calendar (day-off) conflicts with the payroll provider (spec 02 §2.2, §4, §5). A sync job compares each employee's
 * approved days off in the product with the provider's calendar and keeps one pending conflict per employee, a changed
 * day per entry. HR with the conflicts permission resolves it (the product's days are written to the provider by a job,
 * and only the provider's acceptance closes it) or ignores it. "Incorrect" is the web's note to contact the provider:
 * it sends nothing.
 */
export class CalendarConflictsService {
  // The list's usual visits (no search), built once per access and status tab (see preparedPages).
  private readonly usualPage = preparedPages(
    (actor, status: TListStatus, request) => q.calendarConflictsPage(this.db, { ...listWhere(actor, status), search: '' }, request).query,
  );

  constructor(
    private readonly db: Db,
    private readonly context: Pick<TAreaContext, 'payroll' | 'inCompany' | 'log'>,
  ) {}

  private visible(actor: Actor): SQL | null {
    return visibleTo(actor);
  }

  async list(actor: Actor, input: z.output<typeof ZListCalendarConflictsRequestSchema>): Promise<TListCalendarConflictsResponse> {
    const perPage = CALENDAR_CONFLICT_LIST_PER_PAGE;
    if (!this.visible(actor)) return { items: [], total: 0, total_is_exact: true, page: input.page, per_page: perPage };
    const request = { page: input.page, perPage };
    const { rows, total, total_is_exact } =
      (input.search_term ? null : await this.usualPage(actor, input.status, request)) ??
      (await q.listCalendarConflicts(this.db, { ...listWhere(actor, input.status), search: input.search_term }, request));
    const items = rows.map((r) => {
      const c = toConflict(r);
      return {
        id: c.id,
        employee_id: c.employee_id,
        integration_id: c.integration_id,
        name_person: c.name_person,
        person: c.person,
        date_conflict: c.date_conflict,
        date_created: c.date_created,
        status: c.status,
        is_resolved: c.is_resolved,
        ignored: c.ignored,
      };
    });
    return { items, total, total_is_exact, page: input.page, per_page: perPage };
  }

  pendingCount(actor: Actor): SQL<number> | null {
    const visible = this.visible(actor);
    return visible ? q.pendingCount(visible) : null;
  }

  async detail(actor: Actor, id: number): Promise<TCalendarConflictDetailResponse> {
    const visible = this.visible(actor);
    const row = visible ? await q.findCalendarConflict(this.db, visible, id) : null;
    if (!row) throw notFound('This conflict');
    const conflict = toConflict(row);
    return {
      conflict,
      person: conflict.person,
      can_decide: !actor.isReadOnly && conflict.status === 'pending' && conflict.apply_status !== 'pending',
    };
  }

  /** Locks the conflict and refuses what is not the actor's (404) or no longer open (409). */
  private async lockOpen(tx: DbOrTx, actor: Actor, id: number): Promise<TConflictRow> {
    const visible = this.visible(actor);
    if (!visible || !(await q.findCalendarConflict(tx, visible, id))) throw notFound('This conflict');
    const row = await q.lockCalendarConflict(tx, actor.companyId, id);
    if (!row) throw notFound('This conflict');
    if (row.status !== 'pending' || row.applyStatus === 'pending') throw alreadyProcessed('This conflict');
    return row;
  }

  /**
   * Resolve: the product's days are right. They must reach the provider, so the conflict is marked as being applied and
   * the apply job queued in the same transaction; the job closes it once the provider took every day.
   */
  async resolve(actor: Actor, id: number): Promise<TCalendarConflictDecisionResponse> {
    if (!this.visible(actor)) throw notFound('This conflict');
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.lockOpen(tx, actor, id);
      const attempt = crypto.randomUUID();
      await updateConflict(tx, row.id, { applyStatus: 'pending', applyAttempt: attempt, applyError: null, resolvedByUserId: actor.userId });
      await enqueueJob(
        tx,
        CALENDAR_CONFLICT_APPLY_TASK,
        { company_id: actor.companyId, conflict_id: row.id, attempt, user_id: actor.userId },
        // One push per resolution: a failure is recorded on the conflict, which stays pending and may be resolved again.
        { key: `calendar-conflict-apply:${row.id}`, maxAttempts: 1 },
      );
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.id,
        action: 'apply_sent',
        before: { status: row.status, apply_status: row.applyStatus },
        after: { status: row.status, apply_status: 'pending' },
      });
      return { id: row.id, status: 'pending', apply_status: 'pending' };
    });
  }

  async ignore(actor: Actor, id: number): Promise<TCalendarConflictDecisionResponse> {
    if (!this.visible(actor)) throw notFound('This conflict');
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.lockOpen(tx, actor, id);
      await updateConflict(tx, row.id, {
        status: 'ignored',
        resolvedByUserId: actor.userId,
        resolvedAt: new Date(),
        applyError: null,
        applyStatus: 'none',
      });
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.id,
        action: 'ignored',
        before: { status: row.status },
        after: { status: 'ignored' },
      });
      return { id: row.id, status: 'ignored', apply_status: 'none' };
    });
  }

  /** HR asks for a comparison now (spec: on demand); the job coalesces with one already queued for the company. */
  async requestSync(actor: Actor): Promise<{ queued: boolean }> {
    if (!this.visible(actor) || actor.teamOnly) throw notFound('The calendar conflicts sync');
    assertCanWrite(actor);
    const integration = await findPayrollIntegration(this.db, actor.companyId);
    // A company without a payroll provider has nothing to compare: nothing is queued.
    if (!integration?.externalRef) return { queued: false };
    await this.db.transaction(async (tx) => {
      await enqueueJob(
        tx,
        CALENDAR_CONFLICTS_SYNC_TASK,
        { company_id: actor.companyId },
        { key: calendarSyncJobKey(actor.companyId), maxAttempts: 3 },
      );
    });
    return { queued: true };
  }

  /**
   * The sync job: per employee the provider knows, reads their calendar there and compares it day by day with the
   * product's approved days off; records, updates or automatically closes their pending conflict. No transaction is
   * held while the provider answers; each employee's outcome is written in a short transaction under the row lock.
   */
  async runSync(payload: unknown): Promise<void> {
    const job = ZSyncJob.parse(payload);
    await this.context.inCompany(job.company_id, async () => {
      const integration = await findPayrollIntegration(this.db, job.company_id);
      const provider = this.context.payroll;
      if (!integration?.externalRef || !provider) return;
      const range = syncRange();
      const product = new Map<number, Map<string, TOfficientCalendarEntry[]>>();
      for (const d of await q.approvedDaysOff(this.db, job.company_id, range)) {
        const days = product.get(d.employeeId) ?? new Map<string, TOfficientCalendarEntry[]>();
        product.set(d.employeeId, days);
        const entries = days.get(d.date) ?? [];
        days.set(d.date, entries);
        entries.push({
          custom_type_name: d.customTypeName ?? BUILT_IN_NAMES[d.type] ?? d.type,
          duration_minutes: d.durationMinutes,
          internal_code: productInternalCode(d.type, d.customTypeId),
          employee_id: d.employeeId,
          start_minutes: d.startMinutes,
        });
      }
      for (const person of await q.employeesWithBaselines(this.db, job.company_id)) {
        // An employee the provider does not know has no calendar there to compare with.
        const known = await provider.readProfile(integration.externalRef, String(person.id));
        if (known.version === 0) continue;
        const remote = await provider.readCalendar(integration.externalRef, String(person.id), range);
        const theirs = new Map(remote.map((d) => [d.date, d.entries.map((e) => ZProviderCalendarEntry.parse(e))]));
        const mine = product.get(person.id) ?? new Map<string, TOfficientCalendarEntry[]>();
        const dates = [...new Set([...mine.keys(), ...theirs.keys()])].sort();
        const days: TCalendarConflictDay[] = [];
        const productKeys: q.TCalendarKeys = {};
        for (const date of dates) {
          const officient = mine.get(date) ?? [];
          const provided = theirs.get(date) ?? [];
          if (officient.length > 0) productKeys[date] = calendarDayKey(officient);
          if (calendarDayKey(officient) !== calendarDayKey(provided))
            days.push({ date, officient_state: officient, payroll_provider_state: provided });
        }
        await this.db.transaction(async (tx) => {
          const { pending, last } = await q.calendarConflictsOfEmployee(tx, job.company_id, person.id);
          if (pending?.applyStatus === 'pending') return;
          if (days.length === 0) {
            await q.setBaseline(tx, job.company_id, person.id, productKeys);
            if (pending) {
              await updateConflict(tx, pending.id, {
                status: 'closed',
                resolvedAutomatically: true,
                resolvedAt: new Date(),
                applyError: null,
                applyStatus: 'none',
              });
            }
            return;
          }
          // The origin rule of the personal-data conflicts, on the days' keys: which side left what both agreed on.
          const keyed = days.map((d) => ({
            fieldname: d.date,
            officient_state: calendarDayKey(d.officient_state) || null,
            external_state: calendarDayKey(d.payroll_provider_state) || null,
          }));
          const origin = likelyOrigin(keyed, person.agreed ? q.toKeys(person.agreed) : null, false);
          const changed = days.map(toChanged);
          if (pending) {
            if (diffOf(toDays(pending.fieldChanged)) !== diffOf(days) || pending.likelyChangeOrigin !== origin) {
              await updateConflict(tx, pending.id, { fieldChanged: changed, likelyChangeOrigin: origin });
            }
            return;
          }
          // The same difference someone chose to ignore is not raised again; a new difference is.
          if (last?.status === 'ignored' && diffOf(toDays(last.fieldChanged)) === diffOf(days)) return;
          await q.insertCalendarConflict(tx, {
            companyId: job.company_id,
            integrationId: integration.id,
            employeeId: person.id,
            fieldChanged: changed,
            likelyChangeOrigin: origin,
          });
        });
      }
    });
  }

  /** The apply job: writes the product's days to the provider, then closes the conflict, or records the failure. */
  async runApply(payload: unknown): Promise<void> {
    const job = ZApplyJob.parse(payload);
    await this.context.inCompany(job.company_id, async () => {
      const [row] = await this.db.transaction(async (tx) => [await q.lockCalendarConflict(tx, job.company_id, job.conflict_id)]);
      if (!row || row.applyStatus !== 'pending' || row.applyAttempt !== job.attempt) return;
      const days = toDays(row.fieldChanged);
      let error: string | null = null;
      try {
        const integration = await findIntegration(this.db, job.company_id, row.integrationId);
        const provider = this.context.payroll;
        if (!provider) throw new Error('No payroll provider is configured on this server (PAYROLL_PROVIDER_URL)');
        if (!integration?.externalRef) throw new Error('The integration has no company key at the payroll provider');
        // Each day is replaced whole, so pushing again after a failure half way is harmless.
        for (const day of days) {
          await provider.pushCalendarDay(integration.externalRef, String(row.employeeId), {
            date: day.date,
            entries: asProviderEntries(day.officient_state),
          });
        }
      } catch (e) {
        this.context.log.warn({ err: e, conflict: row.id }, 'calendar conflict resolution not pushed to the payroll provider');
        error = e instanceof Error ? e.message : String(e);
      }
      const actor = jobActor(job.company_id, job.user_id);
      await this.db.transaction(async (tx) => {
        const locked = await q.lockCalendarConflict(tx, job.company_id, row.id);
        if (!locked || locked.applyStatus !== 'pending' || locked.applyAttempt !== job.attempt) return;
        if (error !== null) {
          await updateConflict(tx, row.id, { applyStatus: 'failed', applyAttempt: null, applyError: error });
          await recordDecision(tx, actor, {
            area: AREA,
            requestId: row.id,
            action: 'apply_failed',
            note: error,
            before: { status: 'pending', apply_status: 'pending' },
            after: { status: 'pending', apply_status: 'failed' },
          });
          return;
        }
        // Both sides now hold the product's days: the baseline learns them (a first baseline waits for a sync that sees
        // the whole calendar agree, since these are only the differing days).
        const agreed = await q.readBaseline(tx, job.company_id, row.employeeId);
        if (agreed) {
          for (const day of days) {
            const key = calendarDayKey(day.officient_state);
            if (key) agreed[day.date] = key;
            else delete agreed[day.date];
          }
          await q.setBaseline(tx, job.company_id, row.employeeId, agreed);
        }
        await updateConflict(tx, row.id, {
          status: 'closed',
          applyStatus: 'none',
          applyAttempt: null,
          applyError: null,
          resolvedByUserId: job.user_id,
          resolvedAt: new Date(),
        });
        await recordDecision(tx, actor, {
          area: AREA,
          requestId: row.id,
          action: 'resolved',
          before: { status: 'pending', apply_status: 'pending' },
          after: { status: 'closed', apply_status: 'none' },
        });
      });
    });
  }
}
