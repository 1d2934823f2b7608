import dayjs from 'dayjs';
import type { TTransportType } from '@signoff/contract/commute';
import { variableCommuteRequests } from '../../db/schema/commute.ts';
import type { TAreaSeed } from '../../seed/types.ts';

/**
 * Acme: the last weeks' commutes of a few people in Sales and elsewhere, by bike, train, car and on foot; most pending,
 * some decided. Globex: one person's pending week.
 */
export const seedCommute: TAreaSeed = async (tx, { acme, globex }) => {
  const { companyId, employees: e, users: u } = acme;
  const workdays = (weeksBack: number) =>
    [1, 2, 3, 4, 5].map((weekday) => dayjs().subtract(weeksBack, 'week').day(weekday).format('YYYY-MM-DD'));
  const plans: { who: string; type: TTransportType; km: number | null; weeksBack: number; status: '-1' | '1' | '0' }[] = [
    { who: 'employee', type: 'bicycle', km: 12, weeksBack: 1, status: '-1' },
    { who: 'p0', type: 'public_train', km: 38, weeksBack: 1, status: '-1' },
    { who: 'p5', type: 'car_private', km: 24.5, weeksBack: 2, status: '-1' },
    { who: 'p1', type: 'foot', km: 2, weeksBack: 1, status: '-1' },
    { who: 'p2', type: 'public_bus_metro_tram', km: null, weeksBack: 2, status: '-1' },
    { who: 'employee', type: 'bicycle', km: 12, weeksBack: 3, status: '1' },
    { who: 'p3', type: 'public_transport_combination', km: 51, weeksBack: 3, status: '0' },
  ];
  for (const plan of plans) {
    const employeeId = e[plan.who];
    if (employeeId === undefined) continue;
    const days = workdays(plan.weeksBack);
    await tx.insert(variableCommuteRequests).values(
      days.map((date, i) => ({
        companyId,
        employeeId,
        date,
        // A person's week is mostly one way of travelling; the train commuter takes the car one day.
        transportType: plan.type === 'public_train' && i === 2 ? ('car_private' as const) : plan.type,
        km: plan.type === 'public_train' && i === 2 ? 41 : plan.km,
        status: plan.status,
        approverUserId: plan.status === '-1' ? null : u.manager,
        processedAt: plan.status === '-1' ? null : dayjs(date).add(7, 'day').toDate(),
        createdAt: dayjs(date).toDate(),
      })),
    );
  }
  await tx.insert(variableCommuteRequests).values(
    workdays(1).map((date) => ({
      companyId: globex.companyId,
      employeeId: globex.staff[0]!,
      date,
      transportType: 'bicycle' as const,
      km: 5,
    })),
  );
};
