import crypto from 'node:crypto';
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import {
  CAR_CONFLICT_LIST_PER_PAGE,
  CAR_FIELD_NAMES,
  parseCarField,
  parseCarState,
  type TCarConflict,
  type TCarConflictDecisionResponse,
  type TCarConflictDetailResponse,
  type TCarConflictResolution,
  type TCarState,
  type TListCarConflictsResponse,
  type TPersonCar,
  type TResolveCarConflictRequest,
  type ZListCarConflictsRequestSchema,
} from '@signoff/contract/cars';
import { sameFieldValue, type TConflictStatus, type TFieldChanged } from '@signoff/contract/conflicts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { preparedPages } from '../../auth/preparedPerAccess.ts';
import { viewerScope } from '../../auth/scope.ts';
import { alreadyProcessed, badRequest, notFound } from '../../http/errors.ts';
import { recordDecision } from '../../audit/decisions.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { TAreaContext } from '../../area.ts';
import { findIntegration, findPayrollIntegration } from '../../integrations/lookup.ts';
import type { TProviderCar } from '../../integrations/payroll/provider.ts';
import { jobActor } from '../../jobs/jobActor.ts';
import { CONFLICTS_PERMISSION, likelyOrigin } from '../conflicts/service.ts';
import { visibleEmployees } from '../conflicts/queries.ts';
import * as q from './queries.ts';

const AREA = 'carConflicts';
export const CAR_CONFLICTS_SYNC_TASK = 'car-conflicts-sync';
export const CAR_CONFLICT_APPLY_TASK = 'car-conflict-apply';
const ZSyncJob = z.object({ company_id: z.number() });
const ZApplyJob = z.object({ company_id: z.number(), conflict_id: z.number(), attempt: z.string(), user_id: z.number() });

type TRow = NonNullable<Awaited<ReturnType<typeof q.findCarConflict>>>;
type TLocked = NonNullable<Awaited<ReturnType<typeof q.lockCarConflict>>>;

/** The provider's car as the product would hold it; a value the product would refuse is kept as text, to be seen. */
function providerState(car: TProviderCar): TCarState {
  const state = {} as TCarState;
  for (const name of CAR_FIELD_NAMES) {
    const raw = car[name];
    const parsed = parseCarField(name, raw, ['cars/extra-fuel-options']);
    state[name] = parsed.ok
      ? parsed.value
      : typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean'
        ? raw
        : raw === undefined || raw === null
          ? null
          : JSON.stringify(raw);
  }
  return state;
}

/** The fields where the two sides differ (a side without the car reads as every field unset). */
function differences(mine: TCarState | null, theirs: TCarState | null): TFieldChanged[] {
  const changed: TFieldChanged[] = [];
  for (const name of CAR_FIELD_NAMES) {
    const a = mine?.[name] ?? null;
    const b = theirs?.[name] ?? null;
    if (!sameFieldValue(a, b)) changed.push({ fieldname: name, officient_state: a, external_state: b });
  }
  return changed;
}

const sameDiff = (a: readonly TFieldChanged[], b: readonly TFieldChanged[]) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.fieldname === b[i]!.fieldname &&
      sameFieldValue(x.officient_state, b[i]!.officient_state) &&
      sameFieldValue(x.external_state, b[i]!.external_state),
  );

/** Which resolutions a conflict allows: a car one side lacks can be added to it, not removed from the other here. */
function resolutionsOf(state: { officientState: TCarState | null; payrollProviderState: TCarState | null }): TCarConflictResolution[] {
  const allowed: TCarConflictResolution[] = [];
  if (state.payrollProviderState) allowed.push('adjust_in_officient');
  if (state.officientState) allowed.push('adjust_in_payroll_provider');
  allowed.push('ignore');
  return allowed;
}

function toCarConflict({ conflict: c, state, employee, resolverName }: TRow): TCarConflict {
  const date = c.createdAt.toISOString();
  return {
    id: c.id,
    name_person: employee.name,
    person: employee,
    date_conflict: date,
    status: c.status,
    is_resolved: c.status === 'closed',
    details: { integration_id: c.integrationId, employee_id: c.employeeId, date_conflict: date, is_resolved: c.status === 'closed' },
    officient_state: state.officientState,
    payroll_provider_state: state.payrollProviderState,
    field_changed: c.fieldChanged,
    likely_change_origin: c.likelyChangeOrigin,
    ignored: c.status === 'ignored',
    resolved_automatically: c.resolvedAutomatically,
    conflict_solver_user_name: c.status === 'pending' || c.resolvedAutomatically ? null : resolverName,
    resolution: c.status === 'pending' || c.resolvedAutomatically ? null : state.resolution,
    apply_status: c.applyStatus,
    apply_error: c.applyStatus === 'failed' ? c.applyError : null,
  };
}

/**
 * Car conflicts with the payroll provider (spec 02 §2.3, §4, §5). A sync job compares each employee's company car with
 * the provider's and keeps one pending conflict per employee; HR with the conflicts permission adjusts the product,
 * adjusts the provider, or ignores. Adjusting the provider is pushed by a job, and only its success closes the
 * conflict, so a failing provider changes nothing. The same rules as personal-data conflicts (decision 0015).
 */
export class CarConflictsService {
  // The list's usual visits (its first page), built once per access and status tab (see preparedPages); `visible`
  // reads only the actor's company, employee, team_only and permissions, and the team itself is looked up by the SQL.
  private readonly usualPage = preparedPages(
    (actor, status: TConflictStatus | null, request) =>
      q.carConflictsPage(this.db, this.visible(actor) ?? sql`false`, actor.companyId, status, request).query,
  );

  constructor(
    private readonly db: Db,
    private readonly context: Pick<TAreaContext, 'payroll' | 'inCompany' | 'log'>,
  ) {}

  private visible(actor: Actor): SQL | null {
    if (!hasPermission(actor, CONFLICTS_PERMISSION)) return null;
    return visibleEmployees(actor.companyId, actor.teamOnly ? (actor.employeeId ?? -1) : null);
  }

  async list(actor: Actor, input: z.output<typeof ZListCarConflictsRequestSchema>): Promise<TListCarConflictsResponse> {
    const per_page = CAR_CONFLICT_LIST_PER_PAGE;
    const visible = this.visible(actor);
    if (!visible) return { items: [], total: 0, total_is_exact: true, page: input.page, per_page };
    const status = input.status === 'all' ? null : input.status;
    const request = { page: input.page, perPage: per_page };
    const { rows, total, total_is_exact } =
      (await this.usualPage(actor, status, request)) ?? (await q.listCarConflicts(this.db, visible, actor.companyId, status, request));
    const items = rows.map(({ conflict: c, employee }) => ({
      id: c.id,
      name_person: employee.name,
      person: employee,
      date_conflict: c.createdAt.toISOString(),
      status: c.status,
      is_resolved: c.status === 'closed',
    }));
    return { items, total, total_is_exact, page: input.page, per_page };
  }

  pendingCount(actor: Actor): SQL<number> | null {
    const visible = this.visible(actor);
    return visible ? q.pendingCount(visible) : null;
  }

  async detail(actor: Actor, id: number): Promise<TCarConflictDetailResponse> {
    const visible = this.visible(actor);
    const row = visible ? await q.findCarConflict(this.db, visible, id) : null;
    if (!row) throw notFound('This car conflict');
    const details = toCarConflict(row);
    return {
      details,
      officient_state: details.officient_state,
      payroll_provider_state: details.payroll_provider_state,
      person: details.person,
      can_decide: !actor.isReadOnly && details.status === 'pending' && details.apply_status !== 'pending',
      resolutions: resolutionsOf(row.state),
    };
  }

  /** Locks the conflict and refuses what is not the actor's (404) or no longer open (409). */
  private async lockOpen(tx: DbOrTx, actor: Actor, id: number): Promise<TLocked> {
    const visible = this.visible(actor);
    if (!visible || !(await q.findCarConflict(tx, visible, id))) throw notFound('This car conflict');
    const row = await q.lockCarConflict(tx, actor.companyId, id);
    if (!row) throw notFound('This car conflict');
    if (row.conflict.status !== 'pending' || row.conflict.applyStatus === 'pending') throw alreadyProcessed('This car conflict');
    return row;
  }

  /**
   * Resolve (spec 02 §2.3, §5): adjust_in_officient writes the provider's car to the product at once;
   * adjust_in_payroll_provider marks the conflict as being applied and queues the push in the same transaction;
   * ignore ignores it.
   */
  async resolve(actor: Actor, input: TResolveCarConflictRequest): Promise<TCarConflictDecisionResponse> {
    if (input.resolution === 'ignore') return this.ignore(actor, input.id);
    if (!this.visible(actor)) throw notFound('This car conflict');
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.lockOpen(tx, actor, input.id);
      if (!resolutionsOf(row.state).includes(input.resolution)) {
        throw badRequest(
          'RESOLUTION_NOT_POSSIBLE',
          input.resolution === 'adjust_in_officient'
            ? 'The payroll provider has no car for this person: adjust it in the payroll provider or ignore the conflict'
            : 'The product has no car for this person: adjust it in the product or ignore the conflict',
          { resolution: 'Choose another resolution' },
        );
      }
      if (input.resolution === 'adjust_in_officient') {
        await this.adjustProduct(tx, actor, row);
        return { id: row.conflict.id, status: 'closed', apply_status: 'none' };
      }
      const attempt = crypto.randomUUID();
      await q.updateConflict(tx, row.conflict.id, {
        applyStatus: 'pending',
        applyAttempt: attempt,
        applyError: null,
        resolvedByUserId: actor.userId,
      });
      await q.updateState(tx, row.conflict.id, { resolution: 'adjust_in_payroll_provider' });
      await enqueueJob(
        tx,
        CAR_CONFLICT_APPLY_TASK,
        { company_id: actor.companyId, conflict_id: row.conflict.id, attempt, user_id: actor.userId },
        // One push per resolution: a failure is recorded on the conflict, which stays pending and may be resolved again.
        { key: `car-conflict-apply:${row.conflict.id}`, maxAttempts: 1 },
      );
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.conflict.id,
        action: 'apply_sent',
        before: { status: 'pending', apply_status: row.conflict.applyStatus },
        after: { status: 'pending', apply_status: 'pending', resolution: input.resolution },
      });
      return { id: row.conflict.id, status: 'pending', apply_status: 'pending' };
    });
  }

  /** Takes the provider's car into the product (every field checked first, with the company's fuel options). */
  private async adjustProduct(tx: DbOrTx, actor: Actor, row: TLocked) {
    const theirs = row.state.payrollProviderState;
    if (!theirs) throw badRequest('RESOLUTION_NOT_POSSIBLE', 'The payroll provider has no car for this person');
    const checked = parseCarState(theirs, await q.companyFeatures(tx, actor.companyId));
    if (!checked.ok) {
      throw badRequest(
        'INVALID_PROVIDER_VALUE',
        `The provider's car cannot be taken: ${Object.values(checked.reasons).join('; ')}`,
        checked.reasons,
      );
    }
    if (row.state.carId !== null && !(await q.lockCar(tx, actor.companyId, row.state.carId))) throw notFound('This car');
    const carId = await q.writeCar(
      tx,
      { companyId: actor.companyId, employeeId: row.conflict.employeeId, carId: row.state.carId, providerCarId: row.state.providerCarId },
      checked.value,
    );
    await q.setExternalRef(tx, actor.companyId, carId, row.state.providerCarId);
    await q.setBaseline(tx, actor.companyId, row.conflict.employeeId, checked.value);
    await q.updateState(tx, row.conflict.id, { resolution: 'adjust_in_officient', carId });
    await this.close(tx, actor, row, 'adjust_in_officient');
  }

  private async close(tx: DbOrTx, actor: Actor, row: TLocked, resolution: TCarConflictResolution) {
    await q.updateConflict(tx, row.conflict.id, {
      status: 'closed',
      applyStatus: 'none',
      applyAttempt: null,
      applyError: null,
      resolvedByUserId: actor.userId,
      resolvedAt: new Date(),
    });
    await recordDecision(tx, actor, {
      area: AREA,
      requestId: row.conflict.id,
      action: 'resolved',
      before: { status: 'pending' },
      after: { status: 'closed', resolution },
    });
  }

  async ignore(actor: Actor, id: number): Promise<TCarConflictDecisionResponse> {
    if (!this.visible(actor)) throw notFound('This car conflict');
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.lockOpen(tx, actor, id);
      await q.updateConflict(tx, row.conflict.id, {
        status: 'ignored',
        resolvedByUserId: actor.userId,
        resolvedAt: new Date(),
        applyError: null,
        applyStatus: 'none',
      });
      await q.updateState(tx, row.conflict.id, { resolution: 'ignore' });
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.conflict.id,
        action: 'ignored',
        before: { status: 'pending' },
        after: { status: 'ignored' },
      });
      return { id: row.conflict.id, status: 'ignored', apply_status: 'none' };
    });
  }

  /** HR asks for a comparison now; the job coalesces with one already queued for the company. */
  async requestSync(actor: Actor): Promise<{ queued: boolean }> {
    if (!this.visible(actor) || actor.teamOnly) throw notFound('The car conflicts sync');
    assertCanWrite(actor);
    const integration = await findPayrollIntegration(this.db, actor.companyId);
    if (!integration?.externalRef) return { queued: false };
    await this.db.transaction(async (tx) => {
      await enqueueJob(tx, CAR_CONFLICTS_SYNC_TASK, { company_id: actor.companyId }, { key: carSyncKey(actor.companyId), maxAttempts: 3 });
    });
    return { queued: true };
  }

  /** A person's cars for their page: whoever may see that person's assets, or reconciles conflicts. */
  async personCars(actor: Actor, employeeId: number): Promise<{ items: TPersonCar[] }> {
    const visible =
      (await this.canSeePerson(actor, employeeId, viewerScope(actor, 'assets'))) ||
      (await this.canSeePerson(actor, employeeId, viewerScope(actor, CONFLICTS_PERMISSION)));
    if (!visible) throw notFound('This person');
    const rows = await q.carsOfEmployee(this.db, actor.companyId, employeeId);
    return { items: rows.map((car) => ({ id: car.id, model: car.model, ...q.carState(car) })) };
  }

  private async canSeePerson(actor: Actor, employeeId: number, scope: SQL) {
    return q.personVisible(this.db, actor.companyId, employeeId, scope);
  }

  /**
   * The sync job: reads each employee's cars at the provider and records, updates or closes their pending car
   * conflict. An employee the provider does not know is skipped. No transaction is held while the provider answers.
   */
  async runSync(payload: unknown): Promise<void> {
    const job = ZSyncJob.parse(payload);
    await this.context.inCompany(job.company_id, async () => {
      const integration = await findPayrollIntegration(this.db, job.company_id);
      const provider = this.context.payroll;
      if (!integration?.externalRef || !provider) return;
      const company = integration.externalRef;
      const people = await q.employeesWithCars(this.db, job.company_id);
      for (const person of people) {
        const remote = await provider.readCars(company, String(person.id));
        // No car there: is that "no car", or "no such employee"? Only a provider that knows the person counts.
        if (remote.length === 0 && (await provider.readProfile(company, String(person.id))).version === 0) continue;
        const key = person.car ? q.providerKeyOf(person.car) : null;
        const theirCar = remote.find((c) => c.car_id === key) ?? remote[0] ?? null;
        const mine = person.car ? q.carState(person.car) : null;
        const theirs = theirCar ? providerState(theirCar) : null;
        const changed = differences(mine, theirs);
        const target = {
          carId: person.car?.id ?? null,
          providerCarId: theirCar?.car_id ?? key ?? '',
          officientState: mine,
          payrollProviderState: theirs,
        };
        await this.db.transaction(async (tx) => {
          const { pending, last } = await q.carConflictsOfEmployee(tx, job.company_id, person.id);
          if (pending?.conflict.applyStatus === 'pending') return;
          if (changed.length === 0) {
            await q.setBaseline(tx, job.company_id, person.id, mine);
            if (pending) {
              await q.updateConflict(tx, pending.conflict.id, {
                status: 'closed',
                resolvedAutomatically: true,
                resolvedAt: new Date(),
                applyError: null,
                applyStatus: 'none',
              });
            }
            return;
          }
          const origin = likelyOrigin(changed, person.agreed, false);
          if (pending) {
            if (!sameDiff(pending.conflict.fieldChanged, changed) || pending.conflict.likelyChangeOrigin !== origin) {
              await q.updateConflict(tx, pending.conflict.id, { fieldChanged: changed, likelyChangeOrigin: origin });
              await q.updateState(tx, pending.conflict.id, target);
            }
            return;
          }
          // The same difference someone chose to ignore is not raised again; a new difference is.
          if (last?.status === 'ignored' && sameDiff(last.fieldChanged, changed)) return;
          await q.insertCarConflict(tx, {
            companyId: job.company_id,
            integrationId: integration.id,
            employeeId: person.id,
            fieldChanged: changed,
            likelyChangeOrigin: origin,
            ...target,
          });
        });
      }
    });
  }

  /** The apply job: pushes the product's car to the provider, then closes the conflict, or records the failure. */
  async runApply(payload: unknown): Promise<void> {
    const job = ZApplyJob.parse(payload);
    await this.context.inCompany(job.company_id, async () => {
      const [row] = await this.db.transaction(async (tx) => [await q.lockCarConflict(tx, job.company_id, job.conflict_id)]);
      if (!row || row.conflict.applyStatus !== 'pending' || row.conflict.applyAttempt !== job.attempt) return;
      const ours = row.state.officientState;
      let error: string | null = null;
      try {
        const integration = await findIntegration(this.db, job.company_id, row.conflict.integrationId);
        const provider = this.context.payroll;
        if (!provider) throw new Error('No payroll provider is configured on this server (PAYROLL_PROVIDER_URL)');
        if (!integration?.externalRef) throw new Error('The integration has no company key at the payroll provider');
        if (!ours) throw new Error('The product has no car for this person');
        await provider.pushCar(integration.externalRef, String(row.conflict.employeeId), { ...ours, car_id: row.state.providerCarId });
      } catch (e) {
        this.context.log.warn({ err: e, conflict: row.conflict.id }, 'car conflict resolution not pushed to the payroll provider');
        error = e instanceof Error ? e.message : String(e);
      }
      const actor = jobActor(job.company_id, job.user_id);
      await this.db.transaction(async (tx) => {
        const locked = await q.lockCarConflict(tx, job.company_id, row.conflict.id);
        if (!locked || locked.conflict.applyStatus !== 'pending' || locked.conflict.applyAttempt !== job.attempt) return;
        if (error === null) {
          // From now on both sides know the car by the same key.
          if (locked.state.carId !== null) await q.setExternalRef(tx, job.company_id, locked.state.carId, locked.state.providerCarId);
          await q.setBaseline(tx, job.company_id, locked.conflict.employeeId, ours);
          await this.close(tx, actor, locked, 'adjust_in_payroll_provider');
          return;
        }
        await q.updateConflict(tx, locked.conflict.id, { applyStatus: 'failed', applyAttempt: null, applyError: error });
        await recordDecision(tx, actor, {
          area: AREA,
          requestId: locked.conflict.id,
          action: 'apply_failed',
          note: error,
          before: { status: 'pending', apply_status: 'pending' },
          after: { status: 'pending', apply_status: 'failed' },
        });
      });
    });
  }
}

/** One waiting sync per company, whoever asked (HR, or the hourly schedule in jobs/conflictScheduler.ts). */
export const carSyncKey = (companyId: number) => `car-conflicts-sync:${companyId}`;
