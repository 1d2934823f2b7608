import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TCarState } from '@signoff/contract/cars';
import type { TChangeOrigin, TConflictStatus, TFieldChanged, TFieldValue } from '@signoff/contract/conflicts';
import type { DbOrTx } from '../../db/client.ts';
import { badgeCount, keysetPage, type TListKey, type TPageRequest } from '../../db/paging.ts';
import { conflictBaselines, conflicts } from '../../db/schema/conflicts.ts';
import { carConflictStates, cars } from '../../db/schema/cars.ts';
import { companies } from '../../db/schema/companies.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';

const KIND = 'car' as const;
const LIST_KEY: TListKey = { table: conflicts, at: conflicts.createdAt, id: conflicts.id, direction: 'desc' };

const columns = {
  conflict: conflicts,
  state: carConflictStates,
  employee: { id: employees.id, name: employees.name, avatar: employees.avatarUrl },
  resolverName: users.name,
};

/**
 * One page of car conflicts, newest first, read in order from the list index (db/paging.ts): the query, and how its rows
 * give the total.
 */
export function carConflictsPage(db: DbOrTx, visible: SQL, companyId: number, status: TConflictStatus | null, request: TPageRequest) {
  const anchor = and(eq(conflicts.companyId, companyId), eq(conflicts.kind, KIND))!;
  const filter = and(anchor, visible, status ? eq(conflicts.status, status) : undefined)!;
  const page = keysetPage(LIST_KEY, filter, anchor, request);
  const query = db
    .select({ conflict: conflicts, employee: columns.employee, rest: page.rest })
    .from(conflicts)
    .innerJoin(employees, eq(employees.id, conflicts.employeeId))
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return { query, total: page.total };
}

/** One page of car conflicts, with its total. */
export async function listCarConflicts(...args: Parameters<typeof carConflictsPage>) {
  const { query, total } = carConflictsPage(...args);
  const rows = await query;
  return { rows, ...(await total(args[0], rows)) };
}

export function pendingCount(visible: SQL): SQL<number> {
  return badgeCount(conflicts, and(visible, eq(conflicts.kind, KIND), eq(conflicts.status, 'pending'))!);
}

export async function findCarConflict(db: DbOrTx, visible: SQL, id: number) {
  const [row] = await db
    .select(columns)
    .from(conflicts)
    .innerJoin(carConflictStates, eq(carConflictStates.conflictId, conflicts.id))
    .innerJoin(employees, eq(employees.id, conflicts.employeeId))
    .leftJoin(users, eq(users.id, conflicts.resolvedByUserId))
    .where(and(visible, eq(conflicts.kind, KIND), eq(conflicts.id, id)));
  return row ?? null;
}

/** The conflict a decision is about with its two states, locked until the transaction ends (a second decider waits). */
export async function lockCarConflict(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ conflict: conflicts, state: carConflictStates })
    .from(conflicts)
    .innerJoin(carConflictStates, eq(carConflictStates.conflictId, conflicts.id))
    .where(and(eq(conflicts.companyId, companyId), eq(conflicts.kind, KIND), eq(conflicts.id, id)))
    .for('update', { of: conflicts });
  return row ?? null;
}

export async function updateConflict(db: DbOrTx, id: number, values: Partial<typeof conflicts.$inferInsert>) {
  await db
    .update(conflicts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(conflicts.id, id));
}

export async function updateState(db: DbOrTx, conflictId: number, values: Partial<typeof carConflictStates.$inferInsert>) {
  await db
    .update(carConflictStates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(carConflictStates.conflictId, conflictId));
}

type TCarRow = typeof cars.$inferSelect;

/** A product car's compared fields by their spec names. */
export function carState(car: TCarRow): TCarState {
  return {
    fuel: car.fuel,
    co2_g_km: car.co2GKm,
    co2_g_km_wltp: car.co2GKmWltp,
    catalogue_value: car.catalogueValue,
    own_contribution: car.ownContribution,
    date_first_registration: car.dateFirstRegistration,
    plate: car.licensePlate,
    is_utility_vehicle: car.isUtilityVehicle,
    date_commissioning: car.dateCommissioning,
    start_date: car.startDate,
    usage_type: car.usageType,
  };
}

/** The car's key at the provider. */
export const providerKeyOf = (car: Pick<TCarRow, 'id' | 'externalRef'>) => car.externalRef ?? String(car.id);

const str = (v: TFieldValue) => (typeof v === 'string' ? v : null);
const num = (v: TFieldValue) => (typeof v === 'number' ? v : null);

/** The columns of a checked car state (the caller checked it with parseCarState). */
export function carColumns(state: TCarState) {
  return {
    fuel: str(state.fuel),
    co2GKm: num(state.co2_g_km),
    co2GKmWltp: num(state.co2_g_km_wltp),
    catalogueValue: num(state.catalogue_value),
    ownContribution: num(state.own_contribution),
    dateFirstRegistration: str(state.date_first_registration),
    licensePlate: str(state.plate) ?? '',
    isUtilityVehicle: num(state.is_utility_vehicle),
    dateCommissioning: str(state.date_commissioning),
    startDate: str(state.start_date),
    usageType: str(state.usage_type),
  };
}

/** The company's active people, each with their company car (the newest, when several) and the agreed baseline. */
export async function employeesWithCars(db: DbOrTx, companyId: number) {
  const people = await db
    .select({ id: employees.id, agreed: conflictBaselines.agreed })
    .from(employees)
    .leftJoin(
      conflictBaselines,
      and(eq(conflictBaselines.employeeId, employees.id), eq(conflictBaselines.kind, KIND), eq(conflictBaselines.companyId, companyId)),
    )
    .where(and(eq(employees.companyId, companyId), eq(employees.isActive, true)))
    .orderBy(asc(employees.id));
  const carRows = await db.select().from(cars).where(eq(cars.companyId, companyId)).orderBy(desc(cars.id));
  const carOf = new Map<number, TCarRow>();
  for (const car of carRows) if (car.ownerEmployeeId !== null && !carOf.has(car.ownerEmployeeId)) carOf.set(car.ownerEmployeeId, car);
  return people.map((p) => ({ ...p, car: carOf.get(p.id) ?? null }));
}

export async function companyFeatures(db: DbOrTx, companyId: number): Promise<string[]> {
  const [row] = await db.select({ features: companies.features }).from(companies).where(eq(companies.id, companyId));
  return row?.features ?? [];
}

/** An employee's car, locked (a resolution writes it). */
export async function lockCar(db: DbOrTx, companyId: number, carId: number) {
  const [row] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.companyId, companyId), eq(cars.id, carId)))
    .for('update');
  return row ?? null;
}

/** Writes the provider's car to the product: the employee's car, or a new one under the provider's key. */
export async function writeCar(
  db: DbOrTx,
  target: { companyId: number; employeeId: number; carId: number | null; providerCarId: string },
  state: TCarState,
): Promise<number> {
  const values = carColumns(state);
  if (target.carId !== null) {
    await db
      .update(cars)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(cars.companyId, target.companyId), eq(cars.id, target.carId)));
    return target.carId;
  }
  const [row] = await db
    .insert(cars)
    .values({ ...values, companyId: target.companyId, ownerEmployeeId: target.employeeId, externalRef: target.providerCarId })
    .returning({ id: cars.id });
  return row!.id;
}

/** The values both sides last agreed on (conflict_baselines, kind car); null: the car is on neither side. */
export async function setBaseline(db: DbOrTx, companyId: number, employeeId: number, agreed: TCarState | null) {
  const value = JSON.stringify(agreed ?? {});
  await db.execute(sql`
    INSERT INTO conflict_baselines (company_id, employee_id, kind, agreed) VALUES (${companyId}, ${employeeId}, ${KIND}, ${value}::jsonb)
    ON CONFLICT (company_id, employee_id, kind) DO UPDATE SET agreed = excluded.agreed, updated_at = now()`);
}

/** The pending car conflict of an employee (locked) and the last one handled. */
export async function carConflictsOfEmployee(db: DbOrTx, companyId: number, employeeId: number) {
  const mine = and(eq(conflicts.companyId, companyId), eq(conflicts.employeeId, employeeId), eq(conflicts.kind, KIND));
  const [pending] = await db
    .select({ conflict: conflicts, state: carConflictStates })
    .from(conflicts)
    .innerJoin(carConflictStates, eq(carConflictStates.conflictId, conflicts.id))
    .where(and(mine, eq(conflicts.status, 'pending')))
    .for('update', { of: conflicts });
  const [last] = await db
    .select({ conflict: conflicts })
    .from(conflicts)
    .where(and(mine, ne(conflicts.status, 'pending')))
    .orderBy(desc(conflicts.id))
    .limit(1);
  return { pending: pending ?? null, last: last?.conflict ?? null };
}

/** Records a new pending car conflict with its two states; a concurrent sync that got there first wins (no duplicate). */
export async function insertCarConflict(
  db: DbOrTx,
  values: {
    companyId: number;
    integrationId: number;
    employeeId: number;
    fieldChanged: TFieldChanged[];
    likelyChangeOrigin: TChangeOrigin;
    carId: number | null;
    providerCarId: string;
    officientState: TCarState | null;
    payrollProviderState: TCarState | null;
  },
) {
  const [row] = await db
    .insert(conflicts)
    .values({
      companyId: values.companyId,
      integrationId: values.integrationId,
      employeeId: values.employeeId,
      kind: KIND,
      fieldChanged: values.fieldChanged,
      likelyChangeOrigin: values.likelyChangeOrigin,
    })
    .onConflictDoNothing({ target: [conflicts.companyId, conflicts.employeeId, conflicts.kind], where: sql`status = 'pending'` })
    .returning({ id: conflicts.id });
  if (!row) return null;
  await db.insert(carConflictStates).values({
    conflictId: row.id,
    companyId: values.companyId,
    carId: values.carId,
    providerCarId: values.providerCarId,
    officientState: values.officientState,
    payrollProviderState: values.payrollProviderState,
  });
  return row.id;
}

/** A person's cars for their page (read-only), newest first. */
export async function carsOfEmployee(db: DbOrTx, companyId: number, employeeId: number) {
  return db
    .select()
    .from(cars)
    .where(and(eq(cars.companyId, companyId), eq(cars.ownerEmployeeId, employeeId)))
    .orderBy(desc(cars.id))
    .limit(50);
}

/** Remembers the provider's key of a product car, unless it is already its key or another car of the company holds it. */
export async function setExternalRef(db: DbOrTx, companyId: number, carId: number, providerCarId: string) {
  if (providerCarId === String(carId)) return;
  await db.execute(sql`
    UPDATE cars SET external_ref = ${providerCarId}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${carId} AND external_ref IS DISTINCT FROM ${providerCarId}
      AND NOT EXISTS (SELECT 1 FROM cars o WHERE o.company_id = ${companyId} AND o.external_ref = ${providerCarId})`);
}

/** Whether the person is one of the company's people within the given scope of the actor. */
export async function personVisible(db: DbOrTx, companyId: number, employeeId: number, scope: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId), scope));
  return row !== undefined;
}
