import type { Db, Tx } from '../db/client.ts';
import type { FileStorage } from '../files/storage.ts';

/** What the demo seed hands each area: Acme's ids by the keys used in demo.ts. */
export type SeedCompany = {
  companyId: number;
  /** Employee ids: hr, manager (Sales lead), ops (second manager of Sales), eng, fin, employee, readonly, p0…pN. */
  employees: Record<string, number>;
  /** The team name of each employee key. */
  teamOf: Record<string, string>;
  teams: Record<string, number>;
  users: { hr: number; manager: number; ops: number; eng: number; employee: number; readonly: number; teamOnly: number };
};

/** Globex, the second tenant: its HR admin and staff. */
export type SeedGlobex = { companyId: number; hr: number; staff: number[] };

/** An area's demo data, written in the seed's one transaction. */
export type TAreaSeed = (tx: Tx, companies: { acme: SeedCompany; globex: SeedGlobex }, storage: FileStorage) => Promise<void>;

/** A benchmark company made by seed/scale.ts: its people exist; each area adds `requests` items to it. */
export type TScaleCompany = { companyId: number; hrUserId: number; requests: number };

/** An area's benchmark data, in SQL only (INSERT … SELECT), spread over the company's people and statuses. */
export type TAreaScale = (db: Db, company: TScaleCompany) => Promise<void>;
