import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import type { TChangeOrigin, TConflictStatus } from '@signoff/contract/conflicts';
import { productInternalCode, type TCalendarConflictDay } from '@signoff/contract/calendarConflicts';
import { integrations } from '../../db/schema/companies.ts';
import { conflicts } from '../../db/schema/conflicts.ts';
import { dayOffTypes } from '../../db/schema/daysOff.ts';
import type { TAreaSeed } from '../../seed/types.ts';

type TSeedDay = { inDays: number; product: { minutes: number; start: number }[]; provider: number[] };
type TSeedCalendarConflict = { key: string; days: TSeedDay[]; origin: TChangeOrigin; status: TConflictStatus; automatically?: boolean };

/**
 * Calendar conflict rows for a few of Acme's people (of the first ones, which tests that take fresh people from the end
 * leave alone), written directly as the personal-data ones are (the sandbox's state
 * is its own, and a sync only touches people the provider knows, so these stay until someone acts on them). Each day
 * is a holiday: minutes and start on the product side, minutes on the provider's.
 */
const ROWS: TSeedCalendarConflict[] = [
  {
    key: 'p0',
    days: [{ inDays: 12, product: [{ minutes: 480, start: 540 }], provider: [] }],
    origin: 'officient',
    status: 'pending',
  },
  {
    key: 'p1',
    days: [
      { inDays: 20, product: [{ minutes: 240, start: 540 }], provider: [480] },
      { inDays: 21, product: [{ minutes: 240, start: 780 }], provider: [] },
    ],
    origin: 'unknown',
    status: 'pending',
  },
  {
    key: 'p4',
    days: [{ inDays: 5, product: [], provider: [480] }],
    origin: 'payroll_provider',
    status: 'pending',
  },
  { key: 'p7', days: [{ inDays: -10, product: [{ minutes: 480, start: 540 }], provider: [] }], origin: 'officient', status: 'closed' },
  { key: 'p11', days: [{ inDays: -20, product: [], provider: [240] }], origin: 'unknown', status: 'ignored' },
  {
    key: 'p12',
    days: [{ inDays: -3, product: [{ minutes: 480, start: 540 }], provider: [] }],
    origin: 'officient',
    status: 'closed',
    automatically: true,
  },
];

export const seedCalendarConflicts: TAreaSeed = async (tx, { acme }) => {
  const [integration] = await tx
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.companyId, acme.companyId), eq(integrations.type, 'payroll_provider')));
  const [holidays] = await tx
    .select({ id: dayOffTypes.id, name: dayOffTypes.name })
    .from(dayOffTypes)
    .where(and(eq(dayOffTypes.companyId, acme.companyId), eq(dayOffTypes.name, 'Holidays')));
  if (!integration || !holidays) return;
  const code = productInternalCode('custom', holidays.id);
  const today = dayjs();
  const rows = ROWS.filter((r) => acme.employees[r.key] !== undefined);
  for (const [i, r] of rows.entries()) {
    const employeeId = acme.employees[r.key]!;
    const days: TCalendarConflictDay[] = r.days.map((d) => ({
      date: today.add(d.inDays, 'day').format('YYYY-MM-DD'),
      officient_state: d.product.map((p) => ({
        custom_type_name: holidays.name,
        duration_minutes: p.minutes,
        internal_code: code,
        employee_id: employeeId,
        start_minutes: p.start,
      })),
      payroll_provider_state: d.provider.map((minutes) => ({ day_off_name: 'Vacation', duration_minutes: minutes, internal_code: code })),
    }));
    const handled = r.status !== 'pending';
    await tx.insert(conflicts).values({
      companyId: acme.companyId,
      integrationId: integration.id,
      employeeId,
      kind: 'calendar',
      status: r.status,
      fieldChanged: days.map((d) => ({
        fieldname: d.date,
        officient_state: JSON.stringify(d.officient_state),
        external_state: JSON.stringify(d.payroll_provider_state),
      })),
      likelyChangeOrigin: r.origin,
      resolvedAutomatically: r.automatically ?? false,
      resolvedByUserId: handled && !r.automatically ? acme.users.hr : null,
      resolvedAt: handled ? today.subtract(1, 'day').toDate() : null,
      createdAt: today.subtract(rows.length - i, 'day').toDate(),
    });
  }
};
