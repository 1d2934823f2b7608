import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TAreaPermission } from '@signoff/contract/auth';
import type { TCountKey, TInboxTabKey } from '@signoff/contract/inbox';
import type { SQL } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';
import type { MailOutbox } from './jobs/mailOutbox.ts';
import type { TJobTasks } from './jobs/queue.ts';
import type { MalwareScanner } from './integrations/malwareScan.ts';
import type { PayrollProvider } from './integrations/payroll/provider.ts';
import type { SegmentsService } from './modules/segments/service.ts';
import type { Actor } from './auth/actor.ts';
import type { TAreaScale, TAreaSeed } from './seed/types.ts';

/** What the app hands every area when it is built: the shared services an area may need, and nothing area-specific. */
export type TAreaContext = {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  storage: FileStorage;
  /** The scanner for uploads of a company with the virus_scan feature, when a clamd is configured. */
  scannerFor: (features: ReadonlySet<string>) => MalwareScanner | null;
  /** E-mail saved with a decision and sent through the job queue. */
  mail: MailOutbox;
  segments: SegmentsService;
  /** The company's payroll provider through its adapter, or null when none is configured. Call it from jobs only. */
  payroll: PayrollProvider | null;
  /** Runs fn in a company's tenancy outside a request (an area's job): context.db then sees that company only. */
  inCompany: <T>(companyId: number, fn: () => Promise<T>) => Promise<T>;
};

/** Count columns by badge key: scalar subqueries that the inbox runs for every area in one statement. */
export type TCountColumns = Partial<Record<TCountKey, SQL<number>>>;

/** An area once built: its routes, and its badges for an actor. */
export type TAreaInstance = {
  routes: (app: FastifyInstance) => void;
  /** The area's keys of GET /api/inbox/counts, counting only what this actor may act on (one round trip for all areas). */
  counts?: (actor: Actor) => TCountColumns;
  /** The area's tasks of the job queue, by name (jobs it enqueues in its own transactions). */
  tasks?: TJobTasks;
};

/**
 * Everything shared code needs to know of an area, in one place. The app, the counts, the visible tabs, the people
 * page's access and the demo seed are all fed from the list in areas.ts, so adding an area is its folder plus one line.
 */
export type TServerArea = {
  key: string;
  /** The inbox tab the area fills. */
  tab?: TInboxTabKey;
  /** The HR permission that gives the whole company's items of this area (managers get their people's). */
  permission?: TAreaPermission;
  /** Whether an actor sees the tab; by default managers and holders of the permission do. */
  tabVisible?: (actor: Actor, context: { isManager: boolean }) => boolean;
  /** The approvers of this area may open the profiles (/people/{id}) of the people they decide for. */
  opensProfiles?: boolean;
  create: (context: TAreaContext) => TAreaInstance;
  /** The area's demo data for the demo companies. */
  seed?: TAreaSeed;
  /** The area's share of a benchmark company (npm run bench): many items, in SQL only. */
  scale?: TAreaScale;
};
