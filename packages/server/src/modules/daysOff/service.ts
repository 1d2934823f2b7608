import { eq, or, type SQL } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { z } from 'zod';
import {
  COULD_NOT_SEND_EMAIL_WARNING,
  STANDARD_DAY_MINUTES,
  buildDayEntries,
  daysOf,
  monthsBetween,
  type TAddDaysOffRequest,
  type TDayStatus,
  type TDaysOffRequestDate,
  type TListDaysOffRequestsResponse,
  type TPersonalDayOffType,
  type TProcessDaysOffRequest,
  type TProcessDaysOffResponse,
  type TProcessedEntry,
  type TWeeklyScheduleMinutes,
} from '@signoff/contract/daysOff';
import { limitWarning, type TBudgetLimitation, type TBudgetUsage } from '@signoff/contract/daysOffLimit';
import {
  DEFAULT_PERSONAL_DAY_OFF_COLOUR,
  type TListCoworkersDaysOffResponse,
  type TListDaysOffResponse,
  type TPersonalDayOff,
} from '@signoff/contract/calendar';
import type {
  TAddDaysOffResponse,
  TDaysOffDetailResponse,
  TListDaysOffBulkResponse,
  ZListDaysOffInboxRequestSchema,
} from '@signoff/contract/daysOffInbox';
import type { TListBudgetUsageResponse, TTypedBudgetUsage } from '@signoff/contract/people';
import {
  DAYS_OFF_REQUESTS_PER_PAGE,
  type TGetDaysOffRequestResponse,
  type TListRequestsResponse,
  type ZListRequestsQuerySchema,
} from '@signoff/contract/daysOffRequests';
import { formatDate } from '@signoff/contract/format';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema/people.ts';
import { daysOffRequests, type dayOffTypes } from '../../db/schema/daysOff.ts';
import { assertCanWrite, type Actor } from '../../auth/actor.ts';
import { preparedPages, preparedPerAccess } from '../../auth/preparedPerAccess.ts';
import { managerRole, requesterIn, requesterScope, viewerScope } from '../../auth/scope.ts';
import { alreadyProcessed, badRequest, notFound } from '../../http/errors.ts';
import type { MailOutbox } from '../../jobs/mailOutbox.ts';
import { decisionMail } from './decisionMail.ts';
import type { SegmentsService } from '../segments/service.ts';
import * as q from './queries.ts';
import { recordDecision } from '../../audit/decisions.ts';

const AREA = 'daysOff';
const PERMISSION = 'daysOff';
export const DAYS_OFF_LIST_PER_PAGE = 20;
/** Without a weekly schedule a person is taken to work 8 hours Monday to Friday. */
export const DEFAULT_SCHEDULE: TWeeklyScheduleMinutes = [0, 480, 480, 480, 480, 480, 0];
/** A non-working day taken off anyway (set_full_day_on_non_working_day) counts as a standard day. */

const TYPE_NAMES: Record<TPersonalDayOffType, string> = { education: 'Education', sick_day: 'Sick day', custom: 'Day off' };

function scheduleOf(row: { minutes: number[] } | null): TWeeklyScheduleMinutes {
  return row && row.minutes.length === 7 ? (row.minutes as unknown as TWeeklyScheduleMinutes) : DEFAULT_SCHEDULE;
}

function toPersonalDayOff(row: {
  day: {
    date: string;
    type: string;
    customTypeId: number | null;
    amPmHint: string;
    durationMinutes: number;
    startMinutes: number;
    approved: number;
  };
  typeName: string | null;
  typeColour: string | null;
}): TPersonalDayOff {
  return {
    date: row.day.date,
    type: row.day.type as TPersonalDayOffType,
    custom_type_id: row.day.customTypeId,
    custom_type_name: row.typeName,
    color: row.typeColour ?? DEFAULT_PERSONAL_DAY_OFF_COLOUR,
    approved: row.day.approved,
    am_pm_hint: row.day.amPmHint as TPersonalDayOff['am_pm_hint'],
    duration_minutes: row.day.durationMinutes,
    start_minutes: row.day.startMinutes,
  };
}

type TListStatus = z.output<typeof ZListDaysOffInboxRequestSchema>['status'];

/** What a list's rows must match: the actor's requesters, the status tab, the search and the segment. */
function listWhere(actor: Actor, status: TListStatus, search: string, segment: SQL | null) {
  return {
    companyId: actor.companyId,
    requesters: requesterIn(actor, PERMISSION, daysOffRequests.employeeId),
    processed: status === 'all' ? null : status === 'closed',
    search,
    segment,
  };
}

export class DaysOffService {
  // The detail page's request, built once per access (see preparedPerAccess).
  private readonly detailStatement = preparedPerAccess((actor) =>
    q.requestDetailQuery(this.db, actor.companyId, requesterScope(actor, PERMISSION)),
  );

  private readonly usualPage = preparedPages(
    (actor, { status, direction }: { status: TListStatus; direction: 'asc' | 'desc' }, request) =>
      q.requestsPage(this.db, listWhere(actor, status, '', null), { column: 'request_date', direction }, request).query,
  );

  constructor(
    private readonly db: Db,
    private readonly segments: SegmentsService,
    private readonly mail: MailOutbox,
  ) {}

  // ---- inbox

  async list(actor: Actor, input: z.output<typeof ZListDaysOffInboxRequestSchema>): Promise<TListDaysOffRequestsResponse> {
    const segment = await this.segments.condition(actor, input.segment, 'days_off');
    const order = { column: input.sort_by, direction: input.sort_direction };
    const request = { page: input.page, perPage: DAYS_OFF_LIST_PER_PAGE, after: input.after };
    const usual = order.column === 'request_date' && !input.search_term && segment === null;
    const page = usual ? await this.usualPage(actor, { status: input.status, direction: order.direction }, request) : null;
    const { rows, total, total_is_exact } =
      page ?? (await q.listRequests(this.db, listWhere(actor, input.status, input.search_term, segment), order, request));
    return {
      items: rows.map((r) => ({
        id: r.id,
        request_type: r.requestType as 'add' | 'delete',
        employee_name: r.employeeName,
        team_name: r.teamName,
        custom_type_name: r.customTypeName ?? (r.type === 'custom' ? null : TYPE_NAMES[r.type as TPersonalDayOffType]),
        dates: r.dates,
        time_added: r.createdAt.toISOString(),
      })),
      total,
      total_is_exact,
      page: input.page,
      per_page: DAYS_OFF_LIST_PER_PAGE,
    };
  }

  /** The badge: requests not yet processed that this actor decides, as a column of the inbox counts' one query. */
  pendingCount(actor: Actor): SQL<number> {
    return q.pendingCount(actor.companyId, requesterIn(actor, PERMISSION, daysOffRequests.employeeId));
  }

  async detail(actor: Actor, requestId: number): Promise<TDaysOffDetailResponse> {
    const [row] = await this.detailStatement(actor).execute({ id: requestId });
    if (!row) throw notFound('This days-off request');
    const [dates, entries, scheduleRow] = await Promise.all([
      q.listDates(this.db, requestId),
      q.listEntries(this.db, actor.companyId, requestId),
      q.findSchedule(this.db, actor.companyId, row.requester.id),
    ]);
    const schedule = scheduleOf(scheduleRow);
    const { request, requester } = row;
    const type = request.type as TPersonalDayOffType;
    const typeName = row.customType?.name ?? TYPE_NAMES[type];
    const colour =
      type === 'custom' ? (row.customType?.color ?? DEFAULT_PERSONAL_DAY_OFF_COLOUR) : type === 'education' ? 'f5be27' : 'd40000';
    const requestDates: TDaysOffRequestDate[] = dates.map((d) => ({
      id: d.id,
      date: d.date,
      type,
      type_name: typeName,
      color: colour,
      duration_minutes: d.durationMinutes,
      start_minutes: d.startMinutes,
      status: d.status as TDayStatus,
      day_processed: d.processedEntryId !== null,
    }));
    const processed: TProcessedEntry[] = entries.map(({ entry, name, avatar }) => ({
      id: entry.id,
      // An HR admin decides at the first level; the page labels that "direct manager".
      processed_by: { name, avatar, role: entry.role === 'SECOND_MANAGER' ? 'SECOND_MANAGER' : 'DIRECT_MANAGER' },
      time_processed: entry.createdAt.toISOString(),
      note: entry.note,
      days_off_dates_processed_requests: dates
        .filter((d) => d.processedEntryId === entry.id)
        .map((d) => ({ days_off_date_id: d.id, status: d.status as 'accepted' | 'declined' })),
    }));
    const open = dates.filter((d) => d.processedEntryId === null);
    const isAdd = request.requestType === 'add';
    const firstYear = dates[0] ? dayjs(dates[0].date).year() : dayjs().year();
    const budget = row.customType ? await this.budgetFor(actor.companyId, requester.id, firstYear, row.customType, schedule) : null;
    return {
      request_id: request.id,
      employee_id: requester.id,
      employee_name: requester.name,
      employee_avatar: requester.avatarUrl,
      team_name: row.teamName,
      type_name: typeName,
      time_added: request.createdAt.toISOString(),
      request_dates: requestDates,
      request_detail: {
        type: request.requestType as 'add' | 'delete',
        processed: request.processed,
        note_from_employee: request.noteFromEmployee,
      },
      processed_requests: processed,
      can_process: !request.processed && !actor.isReadOnly,
      amount_employees_locked: await q.countLocks(this.db, actor.companyId, requester.id, monthsBetween(dates.map((d) => d.date))),
      budget,
      requested_minutes: isAdd ? open.reduce((n, d) => n + d.durationMinutes, 0) : 0,
      requested_days: isAdd ? Math.round(open.reduce((n, d) => n + daysOf(d.date, d.durationMinutes, schedule), 0) * 10_000) / 10_000 : 0,
    };
  }

  /**
   * One processing round (spec 01 §4, §5). The row lock makes a second approver wait, then see the first one's
   * decisions: a day decided meanwhile, or a request processed meanwhile, is a 409. The e-mail goes after the commit,
   * so a mail failure never undoes a decision; it only comes back as a warning.
   */
  async process(actor: Actor, input: TProcessDaysOffRequest): Promise<TProcessDaysOffResponse> {
    assertCanWrite(actor);
    const outcome = await this.db.transaction(async (tx) => {
      const row = await q.findRequest(tx, actor.companyId, requesterScope(actor, PERMISSION), input.request_id, { forUpdate: true });
      if (!row) throw notFound('This days-off request');
      if (row.request.processed) throw alreadyProcessed('This days-off request');
      const dates = await q.listDates(tx, row.request.id);
      const byId = new Map(dates.map((d) => [d.id, d]));
      const decided = input.decisions.filter((d) => d.status !== 'pending');
      const unknown = decided.filter((d) => !byId.has(d.dayId));
      if (unknown.length > 0)
        throw badRequest(
          'VALIDATION',
          'A day does not belong to this request',
          Object.fromEntries(unknown.map((d) => [`new_status_${d.dayId}`, 'This day is not part of the request'])),
        );
      if (decided.some((d) => byId.get(d.dayId)!.processedEntryId !== null)) throw alreadyProcessed('One of these days');

      const role = managerRole(actor, row.requester);
      const note = input.note.trim();
      const entry = await q.insertEntry(tx, { companyId: actor.companyId, requestId: row.request.id, userId: actor.userId, role, note });
      const isDelete = row.request.requestType === 'delete';
      for (const decision of decided) {
        const date = byId.get(decision.dayId)!;
        const status = decision.status as 'accepted' | 'declined';
        await q.decideDate(tx, date.id, status, entry.id);
        if (date.personalDayOffId === null) continue;
        // Accepting an add makes the pending calendar entry approved; declining it, or accepting a delete, removes it.
        if (!isDelete && status === 'accepted') await q.approvePersonalDay(tx, actor.companyId, date.personalDayOffId);
        else if (!isDelete || status === 'accepted') await q.deletePersonalDay(tx, actor.companyId, date.personalDayOffId);
      }
      const isDone = dates.every((d) => d.processedEntryId !== null || decided.some((x) => x.dayId === d.id));
      if (isDone) await q.markProcessed(tx, row.request.id);
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.request.id,
        action: decided.map((d) => `${byId.get(d.dayId)!.date}:${d.status}`).join(', '),
        note,
        role,
        before: { processed: false, days: decided.map((d) => ({ date: byId.get(d.dayId)!.date, status: byId.get(d.dayId)!.status })) },
        after: { processed: isDone, days: decided.map((d) => ({ date: byId.get(d.dayId)!.date, status: d.status })) },
      });
      const days = decided.map((d) => ({ date: byId.get(d.dayId)!.date, status: d.status }));
      // The e-mail is saved with the decision (the outbox): it exists exactly when the decision committed.
      const mail = row.requester.email
        ? await this.mail.enqueue(
            tx,
            decisionMail({ to: row.requester.email, name: row.requester.name }, actor.userName, { isDelete, note, days }),
          )
        : null;
      return { requester: row.requester, mail };
    });

    // Nobody to write to is a failure whatever the transport: the approver should tell the employee another way.
    if (!outcome.mail) return { warning: COULD_NOT_SEND_EMAIL_WARNING, reason: `${outcome.requester.name} has no e-mail address` };
    try {
      await this.mail.sendNow(outcome.mail);
      return {};
    } catch (error) {
      return { warning: COULD_NOT_SEND_EMAIL_WARNING, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  // ---- adding a request (spec 02 §5, §7.2)

  async add(actor: Actor, input: TAddDaysOffRequest): Promise<TAddDaysOffResponse> {
    assertCanWrite(actor);
    const isSelf = actor.employeeId === input.employee_id;
    const employee = await q.findEmployee(
      this.db,
      actor.companyId,
      input.employee_id,
      isSelf ? eq(employees.id, input.employee_id) : requesterScope(actor, PERMISSION),
    );
    if (!employee || !employee.isActive) throw notFound('This person');
    const customType = input.custom_day_off_type_id ? await q.findType(this.db, actor.companyId, input.custom_day_off_type_id) : null;
    if (input.type === 'custom' && !customType)
      throw badRequest('VALIDATION', 'That day-off type does not exist', { custom_day_off_type_id: 'Choose an existing day-off type' });
    const schedule = scheduleOf(await q.findSchedule(this.db, actor.companyId, employee.id));

    // The server is the authority on minutes: a hint's start and duration come from the schedule, whatever was sent.
    const days = input.days.map((day) => {
      const [entry] = buildDayEntries({
        amPmHint: input.am_pm_hint,
        date: day.date,
        scheduledMinutes: schedule,
        start: day.start_minutes,
        duration: input.am_pm_hint === 'custom' ? day.duration_minutes : undefined,
      });
      let { start_minutes: start, duration_minutes: duration } = entry!;
      if (duration === 0) {
        if (!input.set_full_day_on_non_working_day)
          throw badRequest('VALIDATION', `${formatDate(day.date)} is not a working day`, {
            [`date_${day.index}`]: `${formatDate(day.date)} is not a working day; set set_full_day_on_non_working_day to take it off anyway`,
          });
        start = 540;
        duration = STANDARD_DAY_MINUTES;
      }
      return { date: day.date, startMinutes: start, durationMinutes: duration };
    });

    if (customType && !input.ignore_day_off_limits && !customType.allowNegativeBalance && customType.limitation) {
      const budget = await this.budgetFor(actor.companyId, employee.id, dayjs(days[0]!.date).year(), customType, schedule);
      const minutes = days.reduce((n, d) => n + d.durationMinutes, 0);
      const requestedDays = days.reduce((n, d) => n + daysOf(d.date, d.durationMinutes, schedule), 0);
      // The same arithmetic as the warning, as if a negative balance were allowed: any excess refuses the request.
      if (budget && limitWarning({ ...budget, employee_allowed_negative_balance: true }, minutes, requestedDays))
        throw badRequest(
          'LIMIT_EXCEEDED',
          `This request goes over the ${customType.name} budget. Set ignore_day_off_limits to add it anyway.`,
        );
    }

    const created = await this.db.transaction((tx) =>
      q.insertRequestWithDates(
        tx,
        {
          companyId: actor.companyId,
          employeeId: employee.id,
          requestType: 'add',
          type: input.type,
          customTypeId: customType?.id ?? null,
          noteFromEmployee: input.optional_message.trim() || null,
          amPmHint: input.am_pm_hint ?? (input.days.length ? 'custom' : null),
          rulesetId: input.ruleset_id,
          sendNotification: input.send_notification,
          ignoreDayOffLimits: input.ignore_day_off_limits,
          createdByUserId: actor.userId,
        },
        days,
      ),
    );
    return {
      request_id: created.requestId,
      dates: created.dates.map((d) => ({ id: d.id, date: d.date, start_minutes: d.startMinutes, duration_minutes: d.durationMinutes })),
    };
  }

  async listTypes(actor: Actor) {
    return (await q.listTypes(this.db, actor.companyId)).map((t) => ({ id: t.id, name: t.name, color: t.color, limitation: t.limitation }));
  }

  // ---- requests outside the inbox (spec 02 §7.2: getDaysOffRequest, listRequests)

  /** One request with its days: for its approvers (as in the inbox) and for the employee who asked. */
  async getDaysOffRequest(actor: Actor, requestId: number): Promise<TGetDaysOffRequestResponse> {
    const row = await q.findRequest(this.db, actor.companyId, viewerScope(actor, PERMISSION), requestId);
    if (!row) throw notFound('This days-off request');
    const dates = await q.listDates(this.db, requestId);
    const { request, requester } = row;
    const type = request.type as TPersonalDayOffType;
    return {
      request: {
        id: request.id,
        request_type: request.requestType as 'add' | 'delete',
        type,
        custom_type_id: request.customTypeId,
        type_name: row.customType?.name ?? TYPE_NAMES[type],
        status: request.processed ? 'closed' : 'pending',
        employee: { id: requester.id, name: requester.name, avatar: requester.avatarUrl, team_name: row.teamName },
        time_added: request.createdAt.toISOString(),
        note_from_employee: request.noteFromEmployee,
        days: dates.map((d) => ({
          id: d.id,
          date: d.date,
          start_minutes: d.startMinutes,
          duration_minutes: d.durationMinutes,
          status: d.status as TDayStatus,
        })),
      },
    };
  }

  /** Requests the actor may read, newest first: one person's (404 when not visible), or all they decide and their own. */
  async listRequests(actor: Actor, input: z.output<typeof ZListRequestsQuerySchema>): Promise<TListRequestsResponse> {
    let requesters: SQL;
    if (input.employee_id !== undefined) {
      await this.visibleEmployee(actor, input.employee_id);
      requesters = eq(daysOffRequests.employeeId, input.employee_id);
    } else {
      const decided = requesterIn(actor, PERMISSION, daysOffRequests.employeeId);
      requesters = actor.employeeId === null ? decided : or(decided, eq(daysOffRequests.employeeId, actor.employeeId))!;
    }
    const { rows, total, total_is_exact } = await q.listRequests(
      this.db,
      {
        companyId: actor.companyId,
        requesters,
        processed: input.status === 'all' ? null : input.status === 'closed',
        search: '',
        segment: null,
      },
      { column: 'request_date', direction: 'desc' },
      { page: input.page, perPage: DAYS_OFF_REQUESTS_PER_PAGE },
    );
    return {
      items: rows.map((r) => {
        const type = r.type as TPersonalDayOffType;
        return {
          id: r.id,
          request_type: r.requestType as 'add' | 'delete',
          type,
          custom_type_id: r.customTypeId,
          type_name: r.customTypeName ?? TYPE_NAMES[type],
          status: r.processed ? ('closed' as const) : ('pending' as const),
          employee: { id: r.employeeId, name: r.employeeName, avatar: r.employeeAvatar, team_name: r.teamName },
          time_added: r.createdAt.toISOString(),
          dates: r.dates,
        };
      }),
      total,
      total_is_exact,
      page: input.page,
      per_page: DAYS_OFF_REQUESTS_PER_PAGE,
    };
  }

  // ---- calendar calls (spec 02 §7.2)

  private async visibleEmployee(actor: Actor, employeeId: number) {
    const employee = await q.findEmployee(this.db, actor.companyId, employeeId, viewerScope(actor, PERMISSION));
    if (!employee) throw notFound('This person');
    return employee;
  }

  async listDaysOff(actor: Actor, employeeId: number, year: number): Promise<TListDaysOffResponse & { one_day_contracts: string[] }> {
    await this.visibleEmployee(actor, employeeId);
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    const [company, personal, contracts] = await Promise.all([
      q.listCompanyDaysOff(this.db, actor.companyId, from, to),
      q.listPersonalDaysOff(this.db, actor.companyId, { employeeIds: [employeeId], from, to }),
      q.listOneDayContracts(this.db, actor.companyId, employeeId, from, to),
    ]);
    return {
      company_days_off: company.map((c) => ({ date: c.date, special_name: c.specialName, color: c.color })),
      personal_days_off: personal.map(toPersonalDayOff),
      one_day_contracts: contracts.map((c) => c.date),
    };
  }

  async listDaysOffBulk(
    actor: Actor,
    year: number,
    month: number,
    page: { page: number; per_page: number },
  ): Promise<TListDaysOffBulkResponse> {
    const start = dayjs(`${year}-${String(month).padStart(2, '0')}-01`);
    const rows = await q.listPersonalDaysOff(this.db, actor.companyId, {
      scope: viewerScope(actor, PERMISSION),
      from: start.format('YYYY-MM-DD'),
      to: start.endOf('month').format('YYYY-MM-DD'),
    });
    const slice = rows.slice(page.page * page.per_page, (page.page + 1) * page.per_page);
    return {
      items: slice.map((r) => ({ ...toPersonalDayOff(r), id: r.day.id, employee_id: r.day.employeeId, employee_name: r.employeeName })),
      total: rows.length,
      page: page.page,
      per_page: page.per_page,
    };
  }

  async weeklySchedule(actor: Actor, employeeId: number) {
    await this.visibleEmployee(actor, employeeId);
    const row = await q.findSchedule(this.db, actor.companyId, employeeId);
    return { weekly_schedule: row ? { minutes: row.minutes } : null };
  }

  async isCalendarLocked(actor: Actor, input: { year: number; month: number; employee_id: number }) {
    await this.visibleEmployee(actor, input.employee_id);
    return {
      amount_employees_locked: await q.countLocks(this.db, actor.companyId, input.employee_id, [{ year: input.year, month: input.month }]),
    };
  }

  async listCoworkersDaysOff(actor: Actor, requestId: number, month?: string): Promise<TListCoworkersDaysOffResponse> {
    const row = await q.findRequest(this.db, actor.companyId, requesterScope(actor, PERMISSION), requestId);
    if (!row) throw notFound('This days-off request');
    const dates = await q.listDates(this.db, requestId);
    const first = month ?? dates[0]?.date;
    const last = month ?? dates[dates.length - 1]?.date;
    if (first === undefined || last === undefined)
      return { overlapping_events_found: false, company_days_off: [], weekly_schedule_minutes: null, calendar_coworkers: [] };
    const from = dayjs(first).startOf('month').format('YYYY-MM-DD');
    const to = dayjs(last).endOf('month').format('YYYY-MM-DD');
    const coworkers = await q.listTeammates(this.db, actor.companyId, row.requester);
    const [days, company, schedule] = await Promise.all([
      q.listPersonalDaysOff(this.db, actor.companyId, { employeeIds: coworkers.map((c) => c.id), from, to }),
      q.listCompanyDaysOff(this.db, actor.companyId, from, to),
      q.findSchedule(this.db, actor.companyId, row.requester.id),
    ]);
    const requested = new Set(dates.map((d) => d.date));
    return {
      overlapping_events_found: days.some((d) => requested.has(d.day.date)),
      company_days_off: company.map((c) => ({ date: c.date, special_name: c.specialName, color: c.color })),
      weekly_schedule_minutes: schedule?.minutes ?? null,
      calendar_coworkers: coworkers
        .map((c) => ({
          employee_id: c.id,
          name: c.name,
          avatar: c.avatar,
          days_off: days.filter((d) => d.day.employeeId === c.id).map(toPersonalDayOff),
        }))
        .filter((c) => c.days_off.length > 0),
    };
  }

  async listBudgetUsage(actor: Actor, employeeId: number, year: number): Promise<TListBudgetUsageResponse> {
    await this.visibleEmployee(actor, employeeId);
    const [types, usage, scheduleRow] = await Promise.all([
      q.listTypes(this.db, actor.companyId),
      q.listTypeUsage(this.db, actor.companyId, employeeId, year),
      q.findSchedule(this.db, actor.companyId, employeeId),
    ]);
    const schedule = scheduleOf(scheduleRow);
    const defaults = (['education', 'sick_day'] as const).map((type): TTypedBudgetUsage => {
      const rows = usage.filter((u) => u.type === type);
      return { ...usageOf(rows, schedule, null), type, custom_type_id: null, name: TYPE_NAMES[type] };
    });
    return {
      budgets: {
        default_types: defaults,
        custom_types: types.map((t) => ({
          ...usageOf(
            usage.filter((u) => u.customTypeId === t.id),
            schedule,
            t,
          ),
          type: 'custom',
          custom_type_id: t.id,
        })),
      },
    };
  }

  private async budgetFor(
    companyId: number,
    employeeId: number,
    year: number,
    type: typeof dayOffTypes.$inferSelect,
    schedule: TWeeklyScheduleMinutes,
  ): Promise<TBudgetUsage | null> {
    if (!type.limitation) return null;
    const usage = await q.listTypeUsage(this.db, companyId, employeeId, year);
    return usageOf(
      usage.filter((u) => u.customTypeId === type.id),
      schedule,
      type,
    );
  }
}

/** Budget usage of one type from its calendar entries (approved = 1, pending = 0). */
function usageOf(
  rows: readonly { date: string; durationMinutes: number; approved: number }[],
  schedule: TWeeklyScheduleMinutes,
  type: typeof dayOffTypes.$inferSelect | null,
): TBudgetUsage {
  const approved = rows.filter((r) => r.approved !== 0);
  const pending = rows.filter((r) => r.approved === 0);
  const minutesApproved = approved.reduce((n, r) => n + r.durationMinutes, 0);
  const minutesNotApproved = pending.reduce((n, r) => n + r.durationMinutes, 0);
  const limitation = (type?.limitation ?? 'limit_in_days') as TBudgetLimitation;
  return {
    limitation,
    name: type?.name ?? '',
    employee_allowed_negative_balance: type?.allowNegativeBalance ?? false,
    days_approved: Math.round(approved.reduce((n, r) => n + daysOf(r.date, r.durationMinutes, schedule), 0) * 10_000) / 10_000,
    minutes_approved: minutesApproved,
    minutes_not_approved: minutesNotApproved,
    max_yearly_amount_days:
      limitation === 'limit_in_days' || limitation === 'limit_in_half_days' ? (type?.maxYearlyAmountDays ?? null) : null,
    max_yearly_amount_minutes:
      limitation === 'limit_in_minutes' || limitation === 'limit_by_overtime' ? (type?.maxYearlyAmountMinutes ?? null) : null,
    accrual_year_balance:
      limitation === 'leave_accrual' && type?.accruedMinutesPerYear != null
        ? type.accruedMinutesPerYear - minutesApproved - minutesNotApproved
        : null,
  };
}
