import crypto from 'node:crypto';
import { z } from 'zod';
import {
  OUTPLACEMENT_COMMAND,
  OUTPLACEMENT_LIST_PER_PAGE,
  isOutplacementOpen,
  type TListOutplacementsResponse,
  type TOutplacement,
  type TOutplacementDetailResponse,
  type TSendOutplacementRequest,
  type TSendOutplacementResponse,
  type TUpdateOutplacementStatusRequest,
  type ZListOutplacementsRequestSchema,
} from '@signoff/contract/outplacements';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { preparedPages } from '../../auth/preparedPerAccess.ts';
import { alreadyProcessed, notFound } from '../../http/errors.ts';
import { recordDecision } from '../../audit/decisions.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { jobActor } from '../../jobs/jobActor.ts';
import { deliverCommand } from '../../integrations/payroll/commands.ts';
import type { TAreaContext } from '../../area.ts';
import { findIntegration } from '../../integrations/lookup.ts';
import * as q from './queries.ts';

const AREA = 'outplacements';
export const OUTPLACEMENTS_PERMISSION = 'outplacements';
export const OUTPLACEMENT_REQUEST_TASK = 'outplacement-request';
const ZRequestJob = z.object({ company_id: z.number(), outplacement_id: z.number(), attempt: z.string(), user_id: z.number() });

type TRow = NonNullable<Awaited<ReturnType<typeof q.findOutplacement>>>;

function toOutplacement({ outplacement: o, employee }: TRow): TOutplacement {
  return {
    id: o.id,
    status: o.status,
    integration_id: o.integrationId,
    contract_uid: o.contractUid,
    employee_id: o.employeeId,
    employee,
    created_at: o.createdAt.toISOString(),
    contract_start: o.contractStart,
    contract_end: o.contractEnd,
    role: o.role,
    request_status: o.requestStatus,
    request_error: o.requestStatus === 'failed' ? o.requestError : null,
  };
}

type TListStatus = z.output<typeof ZListOutplacementsRequestSchema>['status'];

/** What a list's rows must match: the actor's company and the status tab. */
function listWhere(actor: Actor, status: TListStatus) {
  return { companyId: actor.companyId, status: status === 'all' ? null : status };
}

/**
 * Outplacements (spec 01 §2–§4): HR with the outplacements permission requests them from the payroll provider or
 * ignores them. Asking marks the request pending and queues it in one transaction; the queue's job talks to the
 * provider, and only its confirmation makes the outplacement requested.
 */
export class OutplacementsService {
  // The list's usual visits, built once per access and status tab (see preparedPages).
  private readonly usualPage = preparedPages(
    (actor, status: TListStatus, request) => q.outplacementsPage(this.db, listWhere(actor, status), request).query,
  );

  constructor(
    private readonly db: Db,
    /** The provider, its retries (spec 01 §4) and the tenancy for jobs, read when a job runs. */
    private readonly context: Pick<TAreaContext, 'payroll' | 'config' | 'inCompany' | 'log'>,
  ) {}

  /** Outplacements are HR's: without the permission a user sees none, and every id answers 404. */
  private mayRead(actor: Actor) {
    return hasPermission(actor, OUTPLACEMENTS_PERMISSION);
  }

  async list(actor: Actor, input: z.output<typeof ZListOutplacementsRequestSchema>): Promise<TListOutplacementsResponse> {
    const empty = { items: [], total: 0, total_is_exact: true, page: input.page, per_page: OUTPLACEMENT_LIST_PER_PAGE };
    if (!this.mayRead(actor)) return empty;
    const request = { page: input.page, perPage: OUTPLACEMENT_LIST_PER_PAGE, after: input.after };
    const { rows, total, total_is_exact } =
      (await this.usualPage(actor, input.status, request)) ?? (await q.listOutplacements(this.db, listWhere(actor, input.status), request));
    return { items: rows.map(toOutplacement), total, total_is_exact, page: input.page, per_page: OUTPLACEMENT_LIST_PER_PAGE };
  }

  pendingCount(actor: Actor): SQL<number> | null {
    return this.mayRead(actor) ? q.pendingCount(actor.companyId) : null;
  }

  async detail(actor: Actor, id: number): Promise<TOutplacementDetailResponse> {
    const row = this.mayRead(actor) ? await q.findOutplacement(this.db, actor.companyId, id) : null;
    if (!row) throw notFound('This outplacement');
    const outplacement = toOutplacement(row);
    return { outplacement, can_decide: !actor.isReadOnly && isOutplacementOpen(outplacement) };
  }

  /** Ignore (spec: only while pending). A request in flight is not ignored under it: 409 until the provider answered. */
  async updateStatus(actor: Actor, input: TUpdateOutplacementStatusRequest) {
    if (!this.mayRead(actor)) throw notFound('This outplacement');
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await q.lockOutplacement(tx, actor.companyId, { id: input.id });
      if (!row) throw notFound('This outplacement');
      if (!isOutplacementOpen({ status: row.status, request_status: row.requestStatus })) throw alreadyProcessed('This outplacement');
      await q.updateOutplacement(tx, row.id, { status: input.status, decidedByUserId: actor.userId, decidedAt: new Date() });
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.id,
        action: input.status,
        before: { status: row.status },
        after: { status: input.status },
      });
      return { id: row.id, status: input.status };
    });
  }

  /** Marks the request pending and queues it, in one transaction: the job exists exactly when this committed. */
  async sendRequest(actor: Actor, input: TSendOutplacementRequest): Promise<TSendOutplacementResponse> {
    if (!this.mayRead(actor)) throw notFound('This outplacement');
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await q.lockOutplacement(tx, actor.companyId, {
        integrationId: input.integrationId,
        contractUid: input.contractId,
        employeeId: input.employeeId,
      });
      if (!row) throw notFound('This outplacement');
      if (!isOutplacementOpen({ status: row.status, request_status: row.requestStatus })) throw alreadyProcessed('This outplacement');
      const attempt = crypto.randomUUID();
      await q.updateOutplacement(tx, row.id, {
        requestStatus: 'pending',
        requestAttempt: attempt,
        requestError: null,
        decidedByUserId: actor.userId,
      });
      await enqueueJob(
        tx,
        OUTPLACEMENT_REQUEST_TASK,
        { company_id: actor.companyId, outplacement_id: row.id, attempt, user_id: actor.userId },
        // The job retries the send itself (spec: 3 retries, then the error), and records every outcome.
        { key: `outplacement-request:${row.id}`, maxAttempts: 1 },
      );
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.id,
        action: 'request_sent',
        before: { status: row.status, request_status: row.requestStatus },
        after: { status: row.status, request_status: 'pending' },
      });
      return { id: row.id, status: row.status, request_status: 'pending' };
    });
  }

  /**
   * The queue's job: sends the command through the adapter (retried), then records the outcome. No transaction is
   * held while the provider is slow; the outcome is written only if the row still waits for this very attempt.
   */
  async runRequest(payload: unknown): Promise<void> {
    const job = ZRequestJob.parse(payload);
    await this.context.inCompany(job.company_id, async () => {
      const row = await q.findOutplacement(this.db, job.company_id, job.outplacement_id);
      if (!row || row.outplacement.requestStatus !== 'pending' || row.outplacement.requestAttempt !== job.attempt) return;
      const o = row.outplacement;
      let outcome: { ok: true; commandId: number } | { ok: false; error: string; commandId: number | null };
      try {
        const integration = await findIntegration(this.db, job.company_id, o.integrationId);
        const provider = this.context.payroll;
        if (!provider) throw new Error('No payroll provider is configured on this server (PAYROLL_PROVIDER_URL)');
        if (!integration?.externalRef) throw new Error('The integration has no company key at the payroll provider');
        const command = await deliverCommand(
          provider,
          integration.externalRef,
          {
            type: OUTPLACEMENT_COMMAND,
            idempotency_key: `outplacement:${o.id}:${job.attempt}`,
            payload: { contract_id: o.contractUid, employee_id: String(o.employeeId), contract_end: o.contractEnd, role: o.role },
          },
          this.context.config.payrollProvider.delivery,
        );
        outcome =
          command.status === 'completed'
            ? { ok: true, commandId: command.id }
            : { ok: false, error: command.error ?? 'The payroll provider refused the request', commandId: command.id };
      } catch (error) {
        this.context.log.warn({ err: error, outplacement: o.id }, 'outplacement not requested');
        outcome = { ok: false, error: error instanceof Error ? error.message : String(error), commandId: null };
      }
      await this.db.transaction(async (tx) => {
        const locked = await q.lockOutplacement(tx, job.company_id, { id: o.id });
        if (!locked || locked.requestStatus !== 'pending' || locked.requestAttempt !== job.attempt) return;
        const after = outcome.ok
          ? { status: 'requested' as const, requestStatus: 'succeeded' as const, requestError: null, decidedAt: new Date() }
          : { requestStatus: 'failed' as const, requestError: outcome.error };
        await q.updateOutplacement(tx, o.id, { ...after, requestAttempt: null, providerCommandId: outcome.commandId });
        // The provider's answer to the request this user made: recorded under their name, outside any HTTP request.
        await recordDecision(tx, jobActor(job.company_id, job.user_id), {
          area: AREA,
          requestId: o.id,
          action: outcome.ok ? 'requested' : 'request_failed',
          note: outcome.ok ? '' : outcome.error,
          before: { status: locked.status, request_status: 'pending' },
          after: { status: outcome.ok ? 'requested' : locked.status, request_status: after.requestStatus },
        });
      });
    });
  }
}
