import pg from 'pg';
import { monthDocuments, placeholderPdf, type TSandboxEmployee } from './payroll.ts';

/**
 * The provider's own state, in its own schema: the app never reads these tables, it only talks HTTP to the sandbox.
 * Data the provider holds per employee is kept as JSON documents, as a provider's API returns them.
 */
const SCHEMA_SQL = `
CREATE SCHEMA IF NOT EXISTS provider_sandbox;
CREATE TABLE IF NOT EXISTS provider_sandbox.employees (
  company_key text NOT NULL,
  employee_key text NOT NULL,
  profile jsonb NOT NULL DEFAULT '{}',
  cars jsonb NOT NULL DEFAULT '[]',
  version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (company_key, employee_key)
);
CREATE TABLE IF NOT EXISTS provider_sandbox.calendar_entries (
  company_key text NOT NULL,
  employee_key text NOT NULL,
  date date NOT NULL,
  entries jsonb NOT NULL,
  PRIMARY KEY (company_key, employee_key, date)
);
CREATE TABLE IF NOT EXISTS provider_sandbox.commands (
  id serial PRIMARY KEY,
  company_key text NOT NULL,
  type text NOT NULL,
  idempotency_key text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_key, idempotency_key)
);
CREATE TABLE IF NOT EXISTS provider_sandbox.documents (
  id serial PRIMARY KEY,
  company_key text NOT NULL,
  filename text NOT NULL,
  document_type text NOT NULL,
  period text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS provider_sandbox.behaviour (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  delay_ms integer NOT NULL DEFAULT 0,
  fail_next integer NOT NULL DEFAULT 0,
  requests_seen integer NOT NULL DEFAULT 0,
  failures_served integer NOT NULL DEFAULT 0
);
INSERT INTO provider_sandbox.behaviour (id) VALUES (1) ON CONFLICT DO NOTHING;
ALTER TABLE provider_sandbox.employees ADD COLUMN IF NOT EXISTS name text;
ALTER TABLE provider_sandbox.documents ADD COLUMN IF NOT EXISTS employee_key text;
ALTER TABLE provider_sandbox.documents ADD COLUMN IF NOT EXISTS content bytea;
ALTER TABLE provider_sandbox.behaviour ADD COLUMN IF NOT EXISTS truncate_content_next integer NOT NULL DEFAULT 0;
CREATE TABLE IF NOT EXISTS provider_sandbox.closed_months (
  company_key text NOT NULL,
  period text NOT NULL,
  closed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_key, period)
);
`;

export type TBehaviour = {
  delay_ms: number;
  fail_next: number;
  /** The next downloads of a document's content that break off half-way (the bytes end short of its size). */
  truncate_content_next: number;
  requests_seen: number;
  failures_served: number;
};
export type TCalendarEntry = { day_off_name: string; duration_minutes: number; internal_code: string };
export type TCar = { car_id: string; [field: string]: unknown };
export type TCommand = { id: number; type: string; status: 'pending' | 'completed' | 'rejected'; error: string | null; payload: unknown };
export type TDocument = {
  id: number;
  filename: string;
  document_type: string;
  period: string;
  size_bytes: number;
  /** The employee a payslip is for (the provider's key), or null for the company's documents. */
  employee: string | null;
  created_at: string;
};
const DOCUMENT_COLUMNS = `id, filename, document_type, period, size_bytes, employee_key AS employee, created_at`;

/** Commands the sandbox knows; anything else is rejected, as a provider would. */
const KNOWN_COMMANDS = new Set(['outplacement_request']);

export class SandboxStore {
  readonly pool: pg.Pool;

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    // An idle connection that dies (the database restarted) is replaced on the next query; without a listener its
    // 'error' event would end the whole process, and with it the app it runs beside.
    this.pool.on('error', (error) => console.warn(`provider sandbox: an idle database connection failed: ${error.message}`));
    // And a checked-out one (closing a month's transaction) emits 'error' too when its socket ends; its query fails anyway.
    this.pool.on('connect', (client) => client.on('error', () => {}));
  }

  async migrate(): Promise<void> {
    // Two sandboxes on one database (several test files) may start at once: one creates, the other waits.
    const client = await this.pool.connect();
    try {
      await client.query(`SELECT pg_advisory_lock(hashtext('provider_sandbox'))`);
      await client.query(SCHEMA_SQL);
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('provider_sandbox'))`).catch(() => {});
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  async behaviour(): Promise<TBehaviour> {
    const { rows } = await this.pool.query<TBehaviour>(
      `SELECT delay_ms, fail_next, truncate_content_next, requests_seen, failures_served FROM provider_sandbox.behaviour`,
    );
    return rows[0]!;
  }

  async setBehaviour(values: { delay_ms?: number; fail_next?: number; truncate_content_next?: number }): Promise<TBehaviour> {
    const { rows } = await this.pool.query<TBehaviour>(
      `UPDATE provider_sandbox.behaviour SET delay_ms = coalesce($1, delay_ms), fail_next = coalesce($2, fail_next),
         truncate_content_next = coalesce($3, truncate_content_next), requests_seen = 0, failures_served = 0
       RETURNING delay_ms, fail_next, truncate_content_next, requests_seen, failures_served`,
      [values.delay_ms ?? null, values.fail_next ?? null, values.truncate_content_next ?? null],
    );
    return rows[0]!;
  }

  /** Counts an API request and says whether it must fail (one of the `fail_next` failures asked for). */
  async takeRequest(): Promise<{ fail: boolean; delayMs: number }> {
    const { rows } = await this.pool.query<{ fail: boolean; delay_ms: number }>(
      `WITH old AS (SELECT fail_next FROM provider_sandbox.behaviour WHERE id = 1 FOR UPDATE)
       UPDATE provider_sandbox.behaviour b SET requests_seen = requests_seen + 1,
         failures_served = failures_served + (old.fail_next > 0)::int, fail_next = greatest(old.fail_next - 1, 0)
       FROM old WHERE b.id = 1
       RETURNING old.fail_next > 0 AS fail, b.delay_ms`,
    );
    return { fail: rows[0]!.fail, delayMs: rows[0]!.delay_ms };
  }

  async profile(company: string, employee: string) {
    const { rows } = await this.pool.query<{ profile: Record<string, unknown>; version: number }>(
      `SELECT profile, version FROM provider_sandbox.employees WHERE company_key = $1 AND employee_key = $2`,
      [company, employee],
    );
    return rows[0] ?? { profile: {}, version: 0 };
  }

  /** Merges fields into an employee's profile (null removes one); creates the employee on first write. */
  async patchProfile(company: string, employee: string, fields: Record<string, unknown>) {
    const { rows } = await this.pool.query<{ profile: Record<string, unknown>; version: number }>(
      `INSERT INTO provider_sandbox.employees (company_key, employee_key, profile) VALUES ($1, $2, jsonb_strip_nulls($3::jsonb))
       ON CONFLICT (company_key, employee_key) DO UPDATE
         SET profile = jsonb_strip_nulls(employees.profile || $3::jsonb), version = employees.version + 1
       RETURNING profile, version`,
      [company, employee, JSON.stringify(fields)],
    );
    return rows[0]!;
  }

  async calendar(company: string, employee: string, from: string, to: string) {
    const { rows } = await this.pool.query<{ date: string; entries: TCalendarEntry[] }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, entries FROM provider_sandbox.calendar_entries
       WHERE company_key = $1 AND employee_key = $2 AND date BETWEEN $3 AND $4 ORDER BY date`,
      [company, employee, from, to],
    );
    return rows;
  }

  /** Replaces one day's entries (an empty list clears the day). */
  async putCalendarDay(company: string, employee: string, date: string, entries: TCalendarEntry[]) {
    if (entries.length === 0) {
      await this.pool.query(`DELETE FROM provider_sandbox.calendar_entries WHERE company_key = $1 AND employee_key = $2 AND date = $3`, [
        company,
        employee,
        date,
      ]);
      return;
    }
    await this.pool.query(
      `INSERT INTO provider_sandbox.calendar_entries (company_key, employee_key, date, entries) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (company_key, employee_key, date) DO UPDATE SET entries = excluded.entries`,
      [company, employee, date, JSON.stringify(entries)],
    );
  }

  async cars(company: string, employee: string): Promise<TCar[]> {
    const { rows } = await this.pool.query<{ cars: TCar[] }>(
      `SELECT cars FROM provider_sandbox.employees WHERE company_key = $1 AND employee_key = $2`,
      [company, employee],
    );
    return rows[0]?.cars ?? [];
  }

  /** Sets one car's fields (adds the car when it is new). */
  async putCar(company: string, employee: string, car: TCar) {
    const cars = (await this.cars(company, employee)).filter((c) => c.car_id !== car.car_id);
    cars.push(car);
    cars.sort((a, b) => a.car_id.localeCompare(b.car_id));
    await this.pool.query(
      `INSERT INTO provider_sandbox.employees (company_key, employee_key, cars) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (company_key, employee_key) DO UPDATE SET cars = excluded.cars, version = employees.version + 1`,
      [company, employee, JSON.stringify(cars)],
    );
    return car;
  }

  /**
   * Records a command once per idempotency key: a repeated send (a retry after a lost answer) gets the first
   * command back instead of a second one. Known commands complete at once; unknown ones are rejected.
   */
  async sendCommand(company: string, input: { type: string; idempotency_key: string; payload: unknown }): Promise<TCommand> {
    const known = KNOWN_COMMANDS.has(input.type);
    await this.pool.query(
      `INSERT INTO provider_sandbox.commands (company_key, type, idempotency_key, payload, status, error)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6) ON CONFLICT (company_key, idempotency_key) DO NOTHING`,
      [
        company,
        input.type,
        input.idempotency_key,
        JSON.stringify(input.payload ?? null),
        known ? 'completed' : 'rejected',
        known ? null : `Unknown command ${input.type}`,
      ],
    );
    const { rows } = await this.pool.query<TCommand>(
      `SELECT id, type, status, error, payload FROM provider_sandbox.commands WHERE company_key = $1 AND idempotency_key = $2`,
      [company, input.idempotency_key],
    );
    return rows[0]!;
  }

  async command(company: string, id: number): Promise<TCommand | null> {
    const { rows } = await this.pool.query<TCommand>(
      `SELECT id, type, status, error, payload FROM provider_sandbox.commands WHERE company_key = $1 AND id = $2`,
      [company, id],
    );
    return rows[0] ?? null;
  }

  async listCommands(company: string): Promise<TCommand[]> {
    const { rows } = await this.pool.query<TCommand>(
      `SELECT id, type, status, error, payload FROM provider_sandbox.commands WHERE company_key = $1 ORDER BY id`,
      [company],
    );
    return rows;
  }

  async documents(company: string, since: number): Promise<TDocument[]> {
    const { rows } = await this.pool.query<TDocument>(
      `SELECT ${DOCUMENT_COLUMNS} FROM provider_sandbox.documents WHERE company_key = $1 AND id > $2 ORDER BY id`,
      [company, since],
    );
    return rows.map(toDocument);
  }

  /** A document added with metadata only gets a one-page PDF; its listed size is the one given (a provider may be wrong). */
  async addDocument(company: string, doc: { filename: string; document_type: string; period: string; size_bytes?: number }) {
    const content = await placeholderPdf(doc);
    const { rows } = await this.pool.query<{ id: number }>(
      `INSERT INTO provider_sandbox.documents (company_key, filename, document_type, period, size_bytes, content)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [company, doc.filename, doc.document_type, doc.period, doc.size_bytes ?? content.length, content],
    );
    return rows[0]!.id;
  }

  /** The employees the provider pays for a company (those it was told of, by the app or the admin API), by key. */
  async knownEmployees(company: string): Promise<TSandboxEmployee[]> {
    const { rows } = await this.pool.query<TSandboxEmployee>(
      `SELECT employee_key AS employee, coalesce(name, 'Employee ' || employee_key) AS name FROM provider_sandbox.employees
       WHERE company_key = $1 ORDER BY employee_key`,
      [company],
    );
    return rows;
  }

  /**
   * Closes a month's payroll: records the employees given (their names), then generates the month's documents (a
   * payslip per known employee, the journal, the tax return) as PDFs. Once per company and month: closing it again
   * changes nothing and answers the documents the first close made.
   */
  async closeMonth(
    company: string,
    period: string,
    employees: TSandboxEmployee[] = [],
  ): Promise<{ closed: boolean; documents: TDocument[] }> {
    for (const e of employees)
      await this.pool.query(
        `INSERT INTO provider_sandbox.employees (company_key, employee_key, name) VALUES ($1, $2, $3)
         ON CONFLICT (company_key, employee_key) DO UPDATE SET name = excluded.name`,
        [company, e.employee, e.name],
      );
    const set = await monthDocuments(company, period, await this.knownEmployees(company));
    const client = await this.pool.connect();
    let closed: boolean;
    try {
      await client.query('BEGIN');
      const first = await client.query(
        `INSERT INTO provider_sandbox.closed_months (company_key, period) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING period`,
        [company, period],
      );
      closed = first.rowCount === 1;
      if (closed)
        for (const doc of set)
          await client.query(
            `INSERT INTO provider_sandbox.documents (company_key, filename, document_type, period, size_bytes, employee_key, content)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [company, doc.filename, doc.document_type, doc.period, doc.content.length, doc.employee, doc.content],
          );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    const { rows } = await this.pool.query<TDocument>(
      `SELECT ${DOCUMENT_COLUMNS} FROM provider_sandbox.documents WHERE company_key = $1 AND period = $2 AND content IS NOT NULL
       ORDER BY id`,
      [company, period],
    );
    return { closed, documents: rows.map(toDocument) };
  }

  /**
   * A document's bytes (null: no such document of this company), and whether this download is to break off half-way
   * (one of the truncate_content_next asked for).
   */
  async documentContent(company: string, id: number): Promise<{ content: Buffer; breakOff: boolean } | null> {
    const { rows } = await this.pool.query<{ content: Buffer | null }>(
      `SELECT content FROM provider_sandbox.documents WHERE company_key = $1 AND id = $2`,
      [company, id],
    );
    const content = rows[0]?.content;
    if (!content) return null;
    const { rows: cut } = await this.pool.query<{ cut: boolean }>(
      `WITH old AS (SELECT truncate_content_next FROM provider_sandbox.behaviour WHERE id = 1 FOR UPDATE)
       UPDATE provider_sandbox.behaviour b SET truncate_content_next = greatest(old.truncate_content_next - 1, 0)
       FROM old WHERE b.id = 1 RETURNING old.truncate_content_next > 0 AS cut`,
    );
    return { content, breakOff: cut[0]?.cut ?? false };
  }
}

const toDocument = (r: TDocument): TDocument => ({ ...r, created_at: new Date(r.created_at).toISOString() });
