import crypto from 'node:crypto';
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import {
  CONFLICT_LIST_PER_PAGE,
  PROFILE_FIELD_NAMES,
  parseProfileField,
  sameFieldValue,
  type TChangeOrigin,
  type TConflict,
  type TConflictStatus,
  type TConflictDecisionResponse,
  type TConflictDetailResponse,
  type TFieldChanged,
  type TFieldValue,
  type TListConflictsResponse,
  type TProfileFields,
  type TResolveConflictRequest,
  type ZListConflictsRequestSchema,
} from '@signoff/contract/conflicts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { preparedPages } from '../../auth/preparedPerAccess.ts';
import { alreadyProcessed, badRequest, notFound } from '../../http/errors.ts';
import { recordDecision } from '../../audit/decisions.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { jobActor } from '../../jobs/jobActor.ts';
import type { TAreaContext } from '../../area.ts';
import { findIntegration, findPayrollIntegration } from '../../integrations/lookup.ts';
import type { conflicts } from '../../db/schema/conflicts.ts';
import * as q from './queries.ts';

const AREA = 'conflicts';
export const CONFLICTS_PERMISSION = 'conflicts';
export const CONFLICTS_SYNC_TASK = 'conflicts-sync';
export const CONFLICT_APPLY_TASK = 'conflict-apply';
const ZSyncJob = z.object({ company_id: z.number() });
const ZApplyJob = z.object({ company_id: z.number(), conflict_id: z.number(), attempt: z.string(), user_id: z.number() });

type TRow = NonNullable<Awaited<ReturnType<typeof q.findConflict>>>;
type TConflictRow = typeof conflicts.$inferSelect;

function toConflict({ conflict: c, employee, resolverName }: TRow, hasPushProfile: boolean): TConflict {
  return {
    id: c.id,
    employee_id: c.employeeId,
    integration_id: c.integrationId,
    date_created: c.createdAt.toISOString(),
    status: c.status,
    is_resolved: c.status === 'closed',
    ignored: c.status === 'ignored',
    name_person: employee.name,
    person: employee,
    has_push_profile_feature: hasPushProfile,
    field_changed: c.fieldChanged,
    likely_change_origin: c.likelyChangeOrigin,
    resolved_automatically: c.resolvedAutomatically,
    conflict_solver_user_name: c.status === 'pending' || c.resolvedAutomatically ? null : resolverName,
    date_resolved: c.resolvedAt?.toISOString() ?? null,
    apply_status: c.applyStatus,
    apply_error: c.applyStatus === 'failed' ? c.applyError : null,
  };
}

/** Which side moved away from the values both last agreed on (spec 02 §3 likely_change_origin). */
export function likelyOrigin(changed: readonly TFieldChanged[], agreed: TProfileFields | null, hasFullPush: boolean): TChangeOrigin {
  if (!agreed) return 'unknown';
  const get = (f: string) => (agreed as Record<string, TFieldValue | undefined>)[f];
  const productMoved = changed.some((c) => !sameFieldValue(get(c.fieldname), c.officient_state));
  const providerMoved = changed.some((c) => !sameFieldValue(get(c.fieldname), c.external_state));
  if (productMoved && !providerMoved) return hasFullPush ? 'fullpush' : 'officient';
  if (providerMoved && !productMoved) return 'payroll_provider';
  return 'unknown';
}

/** The provider's side as the product would hold it; a value the product would refuse is kept as text to be seen. */
function providerValue(name: string, value: unknown): TFieldValue {
  const parsed = parseProfileField(name, value);
  if (parsed.ok) return parsed.value;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value);
}

const sameDiff = (a: readonly TFieldChanged[], b: readonly TFieldChanged[]) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.fieldname === b[i]!.fieldname &&
      sameFieldValue(x.officient_state, b[i]!.officient_state) &&
      sameFieldValue(x.external_state, b[i]!.external_state),
  );

/**
 * Personal-data conflicts with the payroll provider (spec 02 §2.1, §4, §5). A sync job compares each employee's
 * profile at the provider with the product's and keeps one pending conflict per employee; HR with the conflicts
 * permission applies a choice per field or ignores it. The provider-side part of a resolution is pushed by a job, and
 * only its success closes the conflict and writes the product side, so a failing provider changes nothing.
 */
export class ConflictsService {
  // The list's usual visits (its first page), built once per access and status tab (see preparedPages); `visible`
  // reads only the actor's company, employee, team_only and permissions, and the team itself is looked up by the SQL.
  private readonly usualPage = preparedPages(
    (actor, status: TConflictStatus | null, request) =>
      q.conflictsPage(this.db, this.visible(actor) ?? sql`false`, actor.companyId, status, request).query,
  );

  constructor(
    private readonly db: Db,
    private readonly context: Pick<TAreaContext, 'payroll' | 'config' | 'inCompany' | 'log'>,
  ) {}

  private visible(actor: Actor): SQL | null {
    if (!hasPermission(actor, CONFLICTS_PERMISSION)) return null;
    if (actor.teamOnly) return q.visibleEmployees(actor.companyId, actor.employeeId ?? -1);
    return q.visibleEmployees(actor.companyId, null);
  }

  private async hasPushProfile(companyId: number): Promise<{ push: boolean; ibanOnly: boolean }> {
    const integration = await findPayrollIntegration(this.db, companyId);
    return {
      push: integration?.features.includes('profile/fullpush') ?? false,
      ibanOnly: integration?.features.includes('conflicts/iban-only-officient') ?? false,
    };
  }

  async list(actor: Actor, input: z.output<typeof ZListConflictsRequestSchema>): Promise<TListConflictsResponse> {
    const empty = { items: [], total: 0, total_is_exact: true, page: input.page, per_page: CONFLICT_LIST_PER_PAGE };
    const visible = this.visible(actor);
    if (!visible) return empty;
    const status = input.status === 'all' ? null : input.status;
    const request = { page: input.page, perPage: CONFLICT_LIST_PER_PAGE };
    const { rows, total, total_is_exact } =
      (await this.usualPage(actor, status, request)) ?? (await q.listConflicts(this.db, visible, actor.companyId, status, request));
    const { push } = await this.hasPushProfile(actor.companyId);
    const items = rows.map((r) => {
      const c = toConflict(r, push);
      return {
        id: c.id,
        employee_id: c.employee_id,
        integration_id: c.integration_id,
        date_created: c.date_created,
        status: c.status,
        is_resolved: c.is_resolved,
        ignored: c.ignored,
        name_person: c.name_person,
        person: c.person,
        has_push_profile_feature: c.has_push_profile_feature,
      };
    });
    return { items, total, total_is_exact, page: input.page, per_page: CONFLICT_LIST_PER_PAGE };
  }

  pendingCount(actor: Actor): SQL<number> | null {
    const visible = this.visible(actor);
    return visible ? q.pendingCount(visible) : null;
  }

  async detail(actor: Actor, id: number): Promise<TConflictDetailResponse> {
    const visible = this.visible(actor);
    const row = visible ? await q.findConflict(this.db, visible, id) : null;
    if (!row) throw notFound('This conflict');
    const { push, ibanOnly } = await this.hasPushProfile(actor.companyId);
    const conflict = toConflict(row, push);
    return {
      conflict,
      person: conflict.person,
      can_decide: !actor.isReadOnly && conflict.status === 'pending' && conflict.apply_status !== 'pending',
      iban_only_officient: ibanOnly,
      provider_login_url: this.context.config.payrollProvider.url ?? null,
    };
  }

  /** Locks the conflict and refuses what is not the actor's (404) or no longer open (409). */
  private async lockOpen(tx: DbOrTx, actor: Actor, id: number): Promise<TConflictRow> {
    const visible = this.visible(actor);
    if (!visible || !(await q.findConflict(tx, visible, id))) throw notFound('This conflict');
    const row = await q.lockConflict(tx, actor.companyId, id);
    if (!row) throw notFound('This conflict');
    if (row.status !== 'pending' || row.applyStatus === 'pending') throw alreadyProcessed('This conflict');
    return row;
  }

  /**
   * Apply changes (spec 02 §5: a choice for every changed field). Choices of the provider's value are written to the
   * product; choices of the product's value are pushed to the provider by a job, which closes the conflict and writes
   * the product side only once the provider took them. With nothing to push it all happens here, at once.
   */
  async resolve(actor: Actor, input: TResolveConflictRequest): Promise<TConflictDecisionResponse> {
    if (!this.visible(actor)) throw notFound('This conflict');
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.lockOpen(tx, actor, input.conflict_id);
      const names = row.fieldChanged.map((f) => f.fieldname);
      const missing = names.filter((n) => !input.choices[n]);
      const unknown = Object.keys(input.choices).filter((n) => !names.includes(n));
      if (missing.length > 0 || unknown.length > 0) {
        throw badRequest('INDICATE_CORRECT_VALUES', 'Please indicate the correct value of every changed field', {
          ...Object.fromEntries(missing.map((n) => [`choices.${n}`, 'Choose the correct value'])),
          ...Object.fromEntries(unknown.map((n) => [`choices.${n}`, 'This field is not part of the conflict'])),
        });
      }
      // Checked before anything is queued: a provider value the product cannot hold must not strand a pushed resolution.
      for (const f of row.fieldChanged) {
        if (input.choices[f.fieldname] !== 'external') continue;
        const parsed = parseProfileField(f.fieldname, f.external_state);
        if (!parsed.ok) throw badRequest('INVALID_PROVIDER_VALUE', `The provider's value cannot be taken: ${parsed.reason}`);
      }
      const toPush = row.fieldChanged.filter((f) => input.choices[f.fieldname] === 'internal');
      if (toPush.length === 0) {
        await this.closeResolved(tx, actor, row, input.choices);
        return { id: row.id, status: 'closed', apply_status: 'none' };
      }
      const attempt = crypto.randomUUID();
      await q.updateConflict(tx, row.id, {
        applyStatus: 'pending',
        applyChoices: input.choices,
        applyAttempt: attempt,
        applyError: null,
        resolvedByUserId: actor.userId,
      });
      await enqueueJob(
        tx,
        CONFLICT_APPLY_TASK,
        { company_id: actor.companyId, conflict_id: row.id, attempt, user_id: actor.userId },
        // One push per resolution: a failure is recorded on the conflict, which stays pending and may be applied again.
        { key: `conflict-apply:${row.id}`, maxAttempts: 1 },
      );
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.id,
        action: 'apply_sent',
        before: { status: row.status, apply_status: row.applyStatus },
        after: { status: row.status, apply_status: 'pending', choices: input.choices },
      });
      return { id: row.id, status: 'pending', apply_status: 'pending' };
    });
  }

  /** Writes the provider-side choices to the product and closes the conflict (in the caller's transaction). */
  private async closeResolved(tx: DbOrTx, actor: Actor, row: TConflictRow, choices: Record<string, string>) {
    const fromProvider: TProfileFields = {};
    const agreed: TProfileFields = { ...(await q.readProfile(tx, row.employeeId)) };
    for (const f of row.fieldChanged) {
      const value = choices[f.fieldname] === 'external' ? f.external_state : f.officient_state;
      if (choices[f.fieldname] === 'external') {
        const parsed = parseProfileField(f.fieldname, value);
        if (!parsed.ok) throw badRequest('INVALID_PROVIDER_VALUE', `The provider's value cannot be taken: ${parsed.reason}`);
        (fromProvider as Record<string, TFieldValue>)[f.fieldname] = parsed.value;
      }
      (agreed as Record<string, TFieldValue>)[f.fieldname] = value;
    }
    if (Object.keys(fromProvider).length > 0) await q.writeProfile(tx, row.companyId, row.employeeId, fromProvider);
    await q.setBaseline(tx, row.companyId, row.employeeId, agreed);
    await q.updateConflict(tx, row.id, {
      status: 'closed',
      applyStatus: 'none',
      applyAttempt: null,
      applyError: null,
      resolvedByUserId: actor.userId,
      resolvedAt: new Date(),
    });
    await recordDecision(tx, actor, {
      area: AREA,
      requestId: row.id,
      action: 'resolved',
      before: { status: row.status },
      after: { status: 'closed', choices },
    });
  }

  async ignore(actor: Actor, id: number): Promise<TConflictDecisionResponse> {
    if (!this.visible(actor)) throw notFound('This conflict');
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.lockOpen(tx, actor, id);
      await q.updateConflict(tx, row.id, {
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
    if (!this.visible(actor) || actor.teamOnly) throw notFound('The conflicts sync');
    assertCanWrite(actor);
    const integration = await findPayrollIntegration(this.db, actor.companyId);
    // A company without a payroll provider has nothing to compare: nothing is queued.
    if (!integration?.externalRef) return { queued: false };
    await this.db.transaction(async (tx) => {
      await enqueueJob(
        tx,
        CONFLICTS_SYNC_TASK,
        { company_id: actor.companyId },
        { key: `conflicts-sync:${actor.companyId}`, maxAttempts: 3 },
      );
    });
    return { queued: true };
  }

  /**
   * The sync job: reads each employee's profile at the provider and records, updates or closes their pending conflict.
   * An employee the provider does not know (no profile there) is left alone. No transaction is held while the
   * provider answers; each employee's outcome is written in a short transaction of its own under the row lock.
   */
  async runSync(payload: unknown): Promise<void> {
    const job = ZSyncJob.parse(payload);
    await this.context.inCompany(job.company_id, async () => {
      const integration = await findPayrollIntegration(this.db, job.company_id);
      const provider = this.context.payroll;
      if (!integration?.externalRef || !provider) return;
      const hasFullPush = integration.features.includes('profile/fullpush');
      const people = await q.employeesWithProfiles(this.db, job.company_id);
      for (const person of people) {
        const remote = await provider.readProfile(integration.externalRef, String(person.id));
        if (remote.version === 0) continue;
        const product = (person.fields ?? {}) as Record<string, TFieldValue | undefined>;
        const changed: TFieldChanged[] = [];
        for (const name of PROFILE_FIELD_NAMES) {
          const mine = product[name] ?? null;
          const theirs = providerValue(name, remote.profile[name]);
          if (!sameFieldValue(mine, theirs)) changed.push({ fieldname: name, officient_state: mine, external_state: theirs });
        }
        await this.db.transaction(async (tx) => {
          const { pending, last } = await q.conflictsOfEmployee(tx, job.company_id, person.id);
          if (pending?.applyStatus === 'pending') return;
          if (changed.length === 0) {
            await q.setBaseline(tx, job.company_id, person.id, product as TProfileFields);
            if (pending) {
              await q.updateConflict(tx, pending.id, {
                status: 'closed',
                resolvedAutomatically: true,
                resolvedAt: new Date(),
                applyError: null,
                applyStatus: 'none',
              });
            }
            return;
          }
          const origin = likelyOrigin(changed, (person.agreed as TProfileFields | null) ?? null, hasFullPush);
          if (pending) {
            if (!sameDiff(pending.fieldChanged, changed) || pending.likelyChangeOrigin !== origin) {
              await q.updateConflict(tx, pending.id, { fieldChanged: changed, likelyChangeOrigin: origin });
            }
            return;
          }
          // The same difference someone chose to ignore is not raised again; a new difference is.
          if (last?.status === 'ignored' && sameDiff(last.fieldChanged, changed)) return;
          await q.insertConflict(tx, {
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

  /** The apply job: pushes the product-side choices to the provider, then closes the conflict, or records the failure. */
  async runApply(payload: unknown): Promise<void> {
    const job = ZApplyJob.parse(payload);
    await this.context.inCompany(job.company_id, async () => {
      const [row] = await this.db.transaction(async (tx) => [await q.lockConflict(tx, job.company_id, job.conflict_id)]);
      if (!row || row.applyStatus !== 'pending' || row.applyAttempt !== job.attempt || !row.applyChoices) return;
      const choices = row.applyChoices;
      let error: string | null = null;
      try {
        const integration = await findIntegration(this.db, job.company_id, row.integrationId);
        const provider = this.context.payroll;
        if (!provider) throw new Error('No payroll provider is configured on this server (PAYROLL_PROVIDER_URL)');
        if (!integration?.externalRef) throw new Error('The integration has no company key at the payroll provider');
        const fields = Object.fromEntries(
          row.fieldChanged.filter((f) => choices[f.fieldname] === 'internal').map((f) => [f.fieldname, f.officient_state]),
        );
        await provider.pushProfile(integration.externalRef, String(row.employeeId), fields);
      } catch (e) {
        this.context.log.warn({ err: e, conflict: row.id }, 'conflict resolution not pushed to the payroll provider');
        error = e instanceof Error ? e.message : String(e);
      }
      const actor = jobActor(job.company_id, job.user_id);
      await this.db.transaction(async (tx) => {
        const locked = await q.lockConflict(tx, job.company_id, row.id);
        if (!locked || locked.applyStatus !== 'pending' || locked.applyAttempt !== job.attempt) return;
        if (error === null) {
          await this.closeResolved(tx, actor, locked, choices);
          return;
        }
        await q.updateConflict(tx, row.id, { applyStatus: 'failed', applyAttempt: null, applyError: error });
        await recordDecision(tx, actor, {
          area: AREA,
          requestId: row.id,
          action: 'apply_failed',
          note: error,
          before: { status: 'pending', apply_status: 'pending' },
          after: { status: 'pending', apply_status: 'failed' },
        });
      });
    });
  }
}
