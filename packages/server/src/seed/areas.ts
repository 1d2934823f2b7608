import type { Tx } from '../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import { seedSickNotes } from './sickNotes.ts';
import { seedDaysOff } from './daysOff.ts';

/** What the demo seed hands each area: Acme's ids by the keys used in demo.ts. */
export type SeedCompany = {
  companyId: number;
  /** Employee ids: hr, manager (Sales lead), ops (second manager of Sales), eng, fin, employee, readonly, p0…pN. */
  employees: Record<string, number>;
  teams: Record<string, number>;
  users: { hr: number; manager: number; ops: number; eng: number; employee: number; readonly: number };
};

/** Each area adds its demo data for Acme here, one line per area, so areas never edit each other's seed. */
export const AREA_SEEDS: ((tx: Tx, acme: SeedCompany, storage: FileStorage) => Promise<void>)[] = [seedSickNotes, seedDaysOff];
