import dayjs from 'dayjs';
import { trainingRequests, trainingSessions, trainings } from '../../db/schema/trainings.ts';
import { requestDecisions } from '../../db/schema/decisions.ts';
import type { TAreaSeed } from '../../seed/types.ts';

/**
 * Acme: a catalogue (single-day and multi-session, free and paid, formal and informal, one hidden from employees) and
 * requests from Sales and the other teams — pending, approved and declined, for catalogue trainings and new ones.
 * Globex: one training and a pending request.
 */
export const seedTrainings: TAreaSeed = async (tx, { acme, globex }) => {
  const { companyId, employees: e, users: u } = acme;
  const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
  const catalogue = await tx
    .insert(trainings)
    .values([
      {
        companyId,
        name: 'Negotiation skills',
        date: day(21),
        startDate: day(21),
        endDate: day(21),
        cost: 650,
        supplier: 'Vlerick Business School',
        amountDays: 1,
        certificateToAchieve: 'Certificate of attendance',
        typeOfTraining: 'formal' as const,
        location: 'off-site' as const,
        additionalInformation: 'A one-day workshop with role plays and a personal feedback report afterwards.',
        fallsUnderFla: true,
      },
      {
        companyId,
        name: 'Excel for finance',
        startDate: day(10),
        endDate: day(31),
        cost: 420,
        supplier: 'Cronos Academy',
        amountMinutes: 720,
        typeOfTraining: 'formal' as const,
        location: 'online' as const,
        kind: 'sessions' as const,
        additionalInformation: 'Four online sessions of three hours.',
      },
      {
        companyId,
        name: 'First aid at work',
        date: day(45),
        startDate: day(45),
        endDate: day(45),
        cost: 0,
        supplier: 'Rode Kruis',
        amountDays: 1,
        certificateToAchieve: 'First aider',
        typeOfTraining: 'formal' as const,
        location: 'on-site' as const,
      },
      {
        companyId,
        name: 'Lunch and learn: our product',
        date: day(7),
        startDate: day(7),
        endDate: day(7),
        cost: 0,
        supplier: 'Internal',
        amountMinutes: 60,
        typeOfTraining: 'informal' as const,
        location: 'on-site' as const,
      },
      {
        companyId,
        name: 'Leadership programme',
        startDate: day(60),
        endDate: day(150),
        cost: 4800,
        isPriceVisibleForEmployees: false,
        supplier: 'Antwerp Management School',
        amountDays: 6,
        typeOfTraining: 'formal' as const,
        location: 'buitenland' as const,
        visibility: '0' as const,
        kind: 'sessions' as const,
      },
    ])
    .returning();
  const training = (name: string) => catalogue.find((t) => t.name === name)!;
  for (const [i, offset] of [10, 17, 24, 31].entries())
    await tx.insert(trainingSessions).values({
      companyId,
      trainingId: training('Excel for finance').id,
      date: day(offset),
      startTime: '09:00',
      endTime: i === 3 ? '11:00' : '12:00',
    });

  type Item = {
    who: string;
    training?: string;
    newName?: string;
    newCost?: number;
    motivation: string;
    status: 'pending' | 'approved' | 'declined';
    daysAgo: number;
  };
  const items: Item[] = [
    {
      who: 'employee',
      training: 'Negotiation skills',
      motivation: 'I close more deals with larger customers this year.',
      status: 'pending',
      daysAgo: 2,
    },
    {
      who: 'employee',
      newName: 'Salesforce administrator',
      newCost: 1200,
      motivation: 'We depend on the CRM more every month.',
      status: 'pending',
      daysAgo: 4,
    },
    { who: 'p0', training: 'Excel for finance', motivation: 'For the monthly reporting.', status: 'pending', daysAgo: 1 },
    { who: 'p1', training: 'First aid at work', motivation: 'Our floor has no first aider yet.', status: 'pending', daysAgo: 3 },
    { who: 'p2', newName: 'German for business', newCost: 890, motivation: 'Two new customers in Köln.', status: 'pending', daysAgo: 6 },
    { who: 'p3', training: 'Lunch and learn: our product', motivation: '', status: 'approved', daysAgo: 12 },
    { who: 'p4', newName: 'Photography masterclass', newCost: 2500, motivation: 'A hobby of mine.', status: 'declined', daysAgo: 20 },
    { who: 'employee', training: 'First aid at work', motivation: 'Happy to help.', status: 'approved', daysAgo: 30 },
  ];
  const sales = Object.keys(acme.teamOf).filter((key) => acme.teamOf[key] === 'Sales' && key !== 'manager');
  for (const [i, item] of items.entries()) {
    // Requests of people outside Sales come from Sales people too, so the demo manager has a full tab.
    const who = e[item.who] !== undefined ? item.who : sales[i % sales.length]!;
    const createdAt = dayjs().subtract(item.daysAgo, 'day').toDate();
    const isDone = item.status !== 'pending';
    const [row] = await tx
      .insert(trainingRequests)
      .values({
        companyId,
        employeeId: e[who]!,
        trainingId: item.training ? training(item.training).id : null,
        newTrainingName: item.newName ?? null,
        newTrainingCost: item.newCost ?? null,
        motivation: item.motivation,
        status: item.status,
        messageToEmployee: item.status === 'declined' ? 'Not something we can fund this year.' : null,
        approverUserId: isDone ? u.manager : null,
        createdAt,
        processedAt: isDone ? dayjs(createdAt).add(1, 'day').toDate() : null,
      })
      .returning({ id: trainingRequests.id });
    if (isDone)
      await tx.insert(requestDecisions).values({
        companyId,
        area: 'trainings',
        requestId: row!.id,
        userId: u.manager,
        action: item.status,
        note: item.status === 'declined' ? 'Not something we can fund this year.' : '',
        role: 'DIRECT_MANAGER',
      });
  }

  const [globexTraining] = await tx
    .insert(trainings)
    .values({ companyId: globex.companyId, name: 'Dutch payroll basics', cost: 300, supplier: 'Loonacademie', amountDays: 1 })
    .returning();
  await tx.insert(trainingRequests).values({
    companyId: globex.companyId,
    employeeId: globex.staff[0]!,
    trainingId: globexTraining!.id,
    motivation: 'New in the team.',
  });
};
