import dayjs, { type Dayjs } from 'dayjs';
import type { TAreaSeed } from '../../seed/types.ts';
import { employees } from '../../db/schema/people.ts';
import { integrations } from '../../db/schema/companies.ts';
import {
  calendarLocks,
  companyDaysOff,
  dayOffTypes,
  daysOffProcessedEntries,
  daysOffRequestDates,
  daysOffRequests,
  oneDayContracts,
  personalDaysOff,
  weeklySchedules,
} from '../../db/schema/daysOff.ts';
import { employeeDetails, segments } from '../../db/schema/segments.ts';
import { requestDecisions } from '../../db/schema/decisions.ts';
import { eq } from 'drizzle-orm';

const FULL = 480;
const iso = (d: Dayjs) => d.format('YYYY-MM-DD');

/** The n-th working day (Monday to Friday) from a date, 0 = the date itself when it is one. */
function workday(from: Dayjs, n: number): Dayjs {
  let d = from;
  while (d.day() === 0 || d.day() === 6) d = d.add(1, 'day');
  for (let i = 0; i < n; i++) {
    d = d.add(1, 'day');
    while (d.day() === 0 || d.day() === 6) d = d.add(1, 'day');
  }
  return d;
}

/**
 * Days off for Acme: types with budgets, schedules, holidays, coworkers' calendars, pending and processed requests
 * (both approval levels), a delete request, a locked month, a person without an e-mail address, segments.
 */
export const seedDaysOff: TAreaSeed = async (tx, { acme }) => {
  const companyId = acme.companyId;
  const e = acme.employees;
  const today = dayjs().startOf('day');
  const year = today.year();

  const [holidays, overtime, smallLeave, flex] = await tx
    .insert(dayOffTypes)
    .values([
      { companyId, name: 'Holidays', color: '1C99FC', limitation: 'limit_in_days', maxYearlyAmountDays: 20, allowNegativeBalance: true },
      {
        companyId,
        name: 'Overtime recovery',
        color: '2BB673',
        limitation: 'limit_by_overtime',
        maxYearlyAmountMinutes: 600,
        allowNegativeBalance: true,
      },
      {
        companyId,
        name: 'Small leave',
        color: '8E44AD',
        limitation: 'limit_in_half_days',
        maxYearlyAmountDays: 4,
        allowNegativeBalance: false,
      },
      {
        companyId,
        name: 'Flex leave',
        color: 'E67E22',
        limitation: 'leave_accrual',
        accruedMinutesPerYear: 2400,
        allowNegativeBalance: true,
      },
    ])
    .returning();

  // A person in Sales without an e-mail address: deciding their requests shows the "could not send email" dialog.
  const [tom] = await tx
    .insert(employees)
    .values({ companyId, teamId: acme.teams.Sales!, name: 'Tom Verbeke', email: null, managerId: e.manager!, secondManagerId: e.ops! })
    .returning();
  const everyone = await tx.select().from(employees).where(eq(employees.companyId, companyId));
  const [integration] = await tx.select().from(integrations).where(eq(integrations.companyId, companyId));

  // Schedules: full time, except one part-timer who does not work on Wednesdays, and one person with none at all.
  const partTimer = e.p1!;
  const noSchedule = e.p2!;
  await tx.insert(weeklySchedules).values(
    everyone
      .filter((p) => p.id !== noSchedule)
      .map((p) => ({
        companyId,
        employeeId: p.id,
        minutes: p.id === partTimer ? [0, FULL, FULL, 0, FULL, FULL, 0] : [0, FULL, FULL, FULL, FULL, FULL, 0],
      })),
  );
  await tx.insert(employeeDetails).values(
    everyone.map((p, i) => ({
      companyId,
      employeeId: p.id,
      statute: i % 5 === 4 ? 'student' : i % 3 === 2 ? 'blue_collar' : 'white_collar',
      integrationId: integration?.id ?? null,
    })),
  );
  await tx.insert(segments).values([
    {
      companyId,
      objectType: 'days_off',
      name: 'Field sales',
      description: 'Sales people who visit clients',
      employeeIds: everyone
        .filter((p) => p.teamId === acme.teams.Sales)
        .slice(0, 4)
        .map((p) => p.id),
    },
    { companyId, objectType: 'days_off', name: 'Leads', description: 'Team leads', employeeIds: [e.manager!, e.ops!, e.eng!, e.fin!] },
    { companyId, objectType: 'people', name: 'New joiners', description: 'Joined this year', employeeIds: [e.p3!, e.p4!] },
  ]);

  // Belgian public holidays of last year, this year and the next: in January a request of December (the locked month)
  // is still shown with its Christmas.
  const fixed: [string, string][] = [
    ['01-01', "New Year's Day"],
    ['05-01', 'Labour Day'],
    ['07-21', 'National Day'],
    ['08-15', 'Assumption'],
    ['11-01', "All Saints' Day"],
    ['11-11', 'Armistice Day'],
    ['12-25', 'Christmas Day'],
  ];
  await tx
    .insert(companyDaysOff)
    .values(
      [year - 1, year, year + 1].flatMap((y) =>
        fixed.map(([md, name]) => ({ companyId, date: `${y}-${md}`, specialName: name, color: '692192' })),
      ),
    );

  const oneDayWorker = e.p6!;
  await tx
    .insert(oneDayContracts)
    .values([3, 4, 10].map((n) => ({ companyId, employeeId: oneDayWorker, date: iso(workday(today.startOf('month'), n)) })));

  // Approved days off already in the calendar: coworkers of Sales (overlaps), and Evan's holidays earlier this year.
  const salesPeople = everyone.filter(
    (p) => p.teamId === acme.teams.Sales && p.id !== e.manager && p.id !== tom!.id && p.id !== e.employee,
  );
  const base = workday(today.add(7, 'day'), 0);
  const approved: (typeof personalDaysOff.$inferInsert)[] = [];
  salesPeople.forEach((p, i) => {
    for (let k = 0; k < 2; k++) {
      const d = workday(base, (i + k * 3) % 8);
      const isHalf = (i + k) % 3 === 0;
      approved.push({
        companyId,
        employeeId: p.id,
        date: iso(d),
        type: 'custom',
        customTypeId: holidays!.id,
        amPmHint: isHalf ? 'am' : 'all_day',
        startMinutes: 540,
        durationMinutes: isHalf ? 240 : FULL,
        approved: 1,
      });
    }
  });
  approved.push({
    companyId,
    employeeId: salesPeople[0]!.id,
    date: iso(workday(base, 1)),
    type: 'sick_day',
    customTypeId: null,
    amPmHint: 'all_day',
    startMinutes: 540,
    durationMinutes: FULL,
    approved: 1,
  });
  approved.push({
    companyId,
    employeeId: salesPeople[1]!.id,
    date: iso(workday(base, 1)),
    type: 'education',
    customTypeId: null,
    amPmHint: 'pm',
    startMinutes: 780,
    durationMinutes: 240,
    approved: 1,
  });
  const jan = dayjs(`${year}-01-15`);
  for (let k = 0; k < 12; k++)
    approved.push({
      companyId,
      employeeId: e.employee!,
      date: iso(workday(jan, k * 3)),
      type: 'custom',
      customTypeId: holidays!.id,
      amPmHint: 'all_day',
      startMinutes: 540,
      durationMinutes: FULL,
      approved: 1,
    });
  const approvedRows = await tx.insert(personalDaysOff).values(approved).returning();

  type Day = { date: Dayjs; minutes?: number; start?: number };
  const request = async (
    who: number,
    typeId: number | null,
    days: Day[],
    options: { note?: string; daysAgo?: number; requestType?: 'add' | 'delete'; existing?: number[] } = {},
  ) => {
    const type = typeId ? 'custom' : 'education';
    const [r] = await tx
      .insert(daysOffRequests)
      .values({
        companyId,
        employeeId: who,
        requestType: options.requestType ?? 'add',
        type,
        customTypeId: typeId,
        noteFromEmployee: options.note ?? null,
        amPmHint: 'custom',
        createdAt: today.subtract(options.daysAgo ?? 1, 'day').toDate(),
      })
      .returning();
    const dates = [];
    for (const [i, day] of days.entries()) {
      const minutes = day.minutes ?? FULL;
      const start = day.start ?? 540;
      let personalId = options.existing?.[i] ?? null;
      if (personalId === null) {
        const [p] = await tx
          .insert(personalDaysOff)
          .values({
            companyId,
            employeeId: who,
            date: iso(day.date),
            type,
            customTypeId: typeId,
            amPmHint: minutes >= FULL ? 'all_day' : start < 720 ? 'am' : 'pm',
            startMinutes: start,
            durationMinutes: minutes,
            approved: 0,
          })
          .returning();
        personalId = p!.id;
      }
      const [d] = await tx
        .insert(daysOffRequestDates)
        .values({
          companyId,
          requestId: r!.id,
          date: iso(day.date),
          startMinutes: start,
          durationMinutes: minutes,
          personalDayOffId: personalId,
        })
        .returning();
      dates.push(d!);
    }
    return { request: r!, dates };
  };
  const processRound = async (
    made: Awaited<ReturnType<typeof request>>,
    userId: number,
    role: string,
    note: string,
    decisions: { index: number; status: 'accepted' | 'declined' }[],
    hoursAgo: number,
  ) => {
    const at = dayjs().subtract(hoursAgo, 'hour').toDate();
    const [entry] = await tx
      .insert(daysOffProcessedEntries)
      .values({ companyId, requestId: made.request.id, userId, role, note, createdAt: at })
      .returning();
    for (const { index, status } of decisions) {
      const d = made.dates[index]!;
      await tx.update(daysOffRequestDates).set({ status, processedEntryId: entry!.id }).where(eq(daysOffRequestDates.id, d.id));
      if (made.request.requestType === 'add') {
        if (status === 'accepted') await tx.update(personalDaysOff).set({ approved: 1 }).where(eq(personalDaysOff.id, d.personalDayOffId!));
        else {
          await tx.update(daysOffRequestDates).set({ personalDayOffId: null }).where(eq(daysOffRequestDates.id, d.id));
          await tx.delete(personalDaysOff).where(eq(personalDaysOff.id, d.personalDayOffId!));
        }
      }
    }
    await tx.insert(requestDecisions).values({
      companyId,
      area: 'daysOff',
      requestId: made.request.id,
      userId,
      action: decisions.map((x) => `${made.dates[x.index]!.date}:${x.status}`).join(', '),
      note,
      role,
      createdAt: at,
    });
  };

  const soon = workday(base, 0);
  // Pending requests in Sales (manager and second manager), overlapping the coworkers' days off.
  await request(
    e.employee!,
    holidays!.id,
    [{ date: workday(soon, 0) }, { date: workday(soon, 1) }, { date: workday(soon, 2), minutes: 240 }],
    { note: 'Family trip to the coast.', daysAgo: 2 },
  );
  await request(salesPeople[2]!.id, holidays!.id, [{ date: workday(soon, 4) }], { daysAgo: 3 });
  await request(salesPeople[3]!.id, overtime!.id, [{ date: workday(soon, 5), minutes: 240, start: 780 }], {
    note: 'Dentist in the afternoon.',
    daysAgo: 1,
  });
  await request(tom!.id, holidays!.id, [{ date: workday(soon, 6) }, { date: workday(soon, 7) }], { note: 'Moving house.', daysAgo: 1 });
  await request(salesPeople[4]!.id, null, [{ date: workday(soon, 9) }, { date: workday(soon, 10) }], {
    note: 'Sales training in Brussels.',
    daysAgo: 4,
  });
  // Other teams, for HR.
  const others = everyone.filter((p) => p.teamId !== acme.teams.Sales && p.id !== e.hr && p.id !== e.readonly);
  for (let i = 0; i < 8; i++)
    await request(
      others[(i * 3) % others.length]!.id,
      i % 3 === 0 ? flex!.id : holidays!.id,
      [{ date: workday(today.add(14 + i * 2, 'day'), 0) }],
      { daysAgo: 1 + i },
    );

  // A delete request: an approved holiday the employee no longer needs.
  const evanDay = approvedRows.find((r) => r.employeeId === e.employee)!;
  await request(e.employee!, holidays!.id, [{ date: dayjs(evanDay.date) }], {
    requestType: 'delete',
    existing: [evanDay.id],
    note: 'I will work that day after all.',
    daysAgo: 1,
  });

  // Processed at both levels: the direct manager decided two days, the second manager the last one.
  const done = await request(
    salesPeople[0]!.id,
    holidays!.id,
    [
      { date: workday(today.subtract(40, 'day'), 0) },
      { date: workday(today.subtract(40, 'day'), 1) },
      { date: workday(today.subtract(40, 'day'), 2) },
    ],
    { note: 'Autumn break.', daysAgo: 45 },
  );
  await processRound(
    done,
    acme.users.manager,
    'DIRECT_MANAGER',
    'Enjoy!',
    [
      { index: 0, status: 'accepted' },
      { index: 1, status: 'accepted' },
    ],
    24 * 44,
  );
  await processRound(
    done,
    acme.users.ops,
    'SECOND_MANAGER',
    'The third day clashes with the fair.',
    [{ index: 2, status: 'declined' }],
    24 * 43,
  );
  await tx.update(daysOffRequests).set({ processed: true }).where(eq(daysOffRequests.id, done.request.id));

  // A locked month: last month's payroll is closed for Evan; one day was decided before, one is still open.
  const lastMonth = today.subtract(1, 'month').startOf('month');
  const locked = await request(
    e.employee!,
    smallLeave!.id,
    [
      { date: workday(lastMonth, 5), minutes: 240 },
      { date: workday(lastMonth, 6), minutes: 240 },
    ],
    { note: 'Two afternoons for the notary.', daysAgo: 35 },
  );
  await processRound(locked, acme.users.manager, 'DIRECT_MANAGER', 'First one is fine.', [{ index: 0, status: 'accepted' }], 24 * 34);
  await tx.insert(calendarLocks).values({ companyId, employeeId: e.employee!, year: lastMonth.year(), month: lastMonth.month() + 1 });
};
