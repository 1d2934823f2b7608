import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { SandboxStore, type TCalendarEntry, type TCar } from './store.ts';

export type SandboxOptions = {
  /** PostgreSQL the sandbox keeps its state in (schema provider_sandbox); never the app's tables. */
  databaseUrl: string;
  port?: number;
  host?: string;
  logLevel?: string;
};

export type RunningSandbox = { url: string; port: number; close: () => Promise<void> };

type TCompanyParams = { company: string };
type TEmployeeParams = TCompanyParams & { employee: string };

const KEY = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' } as const;
const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const companyParams = { type: 'object', required: ['company'], properties: { company: KEY } } as const;
const employeeParams = { type: 'object', required: ['company', 'employee'], properties: { company: KEY, employee: KEY } } as const;
const calendarEntry = {
  type: 'object',
  required: ['day_off_name', 'duration_minutes', 'internal_code'],
  properties: { day_off_name: { type: 'string' }, duration_minutes: { type: 'integer', minimum: 0 }, internal_code: { type: 'string' } },
} as const;
const car = { type: 'object', required: ['car_id'], properties: { car_id: KEY } } as const;
const PERIOD = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } as const;
const documentParams = {
  type: 'object',
  required: ['company', 'id'],
  properties: { company: KEY, id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/**
 * A payroll provider's API, for development and tests. The provider API (/v1) answers after the configured delay and
 * fails (503) the next `fail_next` requests; the admin API (/admin) changes its behaviour and its data directly, so
 * tests and the demo can produce slowness, failures and conflicts on demand.
 */
export async function buildSandbox(store: SandboxStore, logLevel = 'info'): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: logLevel } });

  /** Every provider call goes through here: first the slowness, then a failure if one is due. */
  const provider = async (_req: FastifyRequest, reply: FastifyReply) => {
    const { fail, delayMs } = await store.takeRequest();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (fail) return reply.code(503).send({ error: 'SANDBOX_FAILURE', message: 'The sandbox was told to fail this request' });
  };

  app.get('/health', async () => ({ ok: true }));

  app.register(
    async (v1) => {
      v1.addHook('preHandler', provider);

      v1.get<{ Params: TEmployeeParams }>(
        '/companies/:company/employees/:employee/profile',
        { schema: { params: employeeParams } },
        async (req) => {
          const { profile, version } = await store.profile(req.params.company, req.params.employee);
          return { employee: req.params.employee, profile, version };
        },
      );
      v1.patch<{ Params: TEmployeeParams; Body: { fields: Record<string, unknown> } }>(
        '/companies/:company/employees/:employee/profile',
        { schema: { params: employeeParams, body: { type: 'object', required: ['fields'], properties: { fields: { type: 'object' } } } } },
        async (req) => {
          const { profile, version } = await store.patchProfile(req.params.company, req.params.employee, req.body.fields);
          return { employee: req.params.employee, profile, version };
        },
      );

      v1.get<{ Params: TEmployeeParams; Querystring: { from: string; to: string } }>(
        '/companies/:company/employees/:employee/calendar',
        {
          schema: {
            params: employeeParams,
            querystring: { type: 'object', required: ['from', 'to'], properties: { from: DATE, to: DATE } },
          },
        },
        async (req) => ({ days: await store.calendar(req.params.company, req.params.employee, req.query.from, req.query.to) }),
      );
      v1.put<{ Params: TEmployeeParams & { date: string }; Body: { entries: TCalendarEntry[] } }>(
        '/companies/:company/employees/:employee/calendar/:date',
        {
          schema: {
            params: {
              ...employeeParams,
              required: [...employeeParams.required, 'date'],
              properties: { ...employeeParams.properties, date: DATE },
            },
            body: { type: 'object', required: ['entries'], properties: { entries: { type: 'array', items: calendarEntry } } },
          },
        },
        async (req) => {
          await store.putCalendarDay(req.params.company, req.params.employee, req.params.date, req.body.entries);
          return { date: req.params.date, entries: req.body.entries };
        },
      );

      v1.get<{ Params: TEmployeeParams }>(
        '/companies/:company/employees/:employee/cars',
        { schema: { params: employeeParams } },
        async (req) => ({
          cars: await store.cars(req.params.company, req.params.employee),
        }),
      );
      v1.put<{ Params: TEmployeeParams & { car: string }; Body: Record<string, unknown> }>(
        '/companies/:company/employees/:employee/cars/:car',
        {
          schema: {
            params: {
              ...employeeParams,
              required: [...employeeParams.required, 'car'],
              properties: { ...employeeParams.properties, car: KEY },
            },
            body: { type: 'object' },
          },
        },
        async (req) => ({ car: await store.putCar(req.params.company, req.params.employee, { ...req.body, car_id: req.params.car }) }),
      );

      v1.post<{ Params: TCompanyParams; Body: { type: string; idempotency_key: string; payload: unknown } }>(
        '/companies/:company/commands',
        {
          schema: {
            params: companyParams,
            body: {
              type: 'object',
              required: ['type', 'idempotency_key', 'payload'],
              properties: { type: KEY, idempotency_key: { type: 'string', minLength: 1, maxLength: 200 }, payload: {} },
            },
          },
        },
        async (req, reply) => reply.code(202).send({ command: await store.sendCommand(req.params.company, req.body) }),
      );
      v1.get<{ Params: TCompanyParams & { id: number } }>(
        '/companies/:company/commands/:id',
        {
          schema: {
            params: {
              ...companyParams,
              required: ['company', 'id'],
              properties: { ...companyParams.properties, id: { type: 'integer', minimum: 1 } },
            },
          },
        },
        async (req, reply) => {
          const command = await store.command(req.params.company, req.params.id);
          if (!command) return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such command' });
          return { command };
        },
      );

      v1.get<{ Params: TCompanyParams; Querystring: { since?: number } }>(
        '/companies/:company/documents',
        { schema: { params: companyParams, querystring: { type: 'object', properties: { since: { type: 'integer', minimum: 0 } } } } },
        async (req) => ({ documents: await store.documents(req.params.company, req.query.since ?? 0) }),
      );
      v1.get<{ Params: TCompanyParams & { id: number } }>(
        '/companies/:company/documents/:id/content',
        { schema: { params: documentParams } },
        async (req, reply) => {
          const found = await store.documentContent(req.params.company, req.params.id);
          if (!found) return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such document' });
          if (!found.breakOff) return reply.type('application/pdf').send(found.content);
          // The full size announced, half the bytes sent, then the connection drops.
          reply.hijack();
          reply.raw.writeHead(200, { 'content-type': 'application/pdf', 'content-length': found.content.length });
          reply.raw.write(found.content.subarray(0, Math.floor(found.content.length / 2)), () => {
            setTimeout(() => reply.raw.destroy(), 20);
          });
        },
      );
    },
    { prefix: '/v1' },
  );

  // The admin API: never slowed or failed, so a test can always set the stage.
  app.register(
    async (admin) => {
      admin.get('/behaviour', async () => store.behaviour());
      admin.post<{ Body: { delay_ms?: number; fail_next?: number; truncate_content_next?: number } }>(
        '/behaviour',
        {
          schema: {
            body: {
              type: 'object',
              additionalProperties: false,
              properties: {
                delay_ms: { type: 'integer', minimum: 0, maximum: 120_000 },
                fail_next: { type: 'integer', minimum: 0, maximum: 1000 },
                truncate_content_next: { type: 'integer', minimum: 0, maximum: 1000 },
              },
            },
          },
        },
        async (req) => store.setBehaviour(req.body),
      );
      admin.post<{
        Params: TEmployeeParams;
        Body: { profile?: Record<string, unknown>; calendar?: { date: string; entries: TCalendarEntry[] }[]; cars?: TCar[] };
      }>(
        '/companies/:company/employees/:employee',
        {
          schema: {
            params: employeeParams,
            body: {
              type: 'object',
              additionalProperties: false,
              properties: {
                profile: { type: 'object' },
                calendar: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['date', 'entries'],
                    properties: { date: DATE, entries: { type: 'array', items: calendarEntry } },
                  },
                },
                cars: { type: 'array', items: car },
              },
            },
          },
        },
        async (req) => {
          const { company, employee } = req.params;
          if (req.body.profile) await store.patchProfile(company, employee, req.body.profile);
          for (const day of req.body.calendar ?? []) await store.putCalendarDay(company, employee, day.date, day.entries);
          for (const c of req.body.cars ?? []) await store.putCar(company, employee, c);
          return { ...(await store.profile(company, employee)), cars: await store.cars(company, employee) };
        },
      );
      admin.get<{ Params: TCompanyParams }>('/companies/:company/commands', { schema: { params: companyParams } }, async (req) => ({
        commands: await store.listCommands(req.params.company),
      }));
      admin.post<{ Params: TCompanyParams; Body: { filename: string; document_type: string; period: string; size_bytes?: number } }>(
        '/companies/:company/documents',
        {
          schema: {
            params: companyParams,
            body: {
              type: 'object',
              required: ['filename', 'document_type', 'period'],
              properties: {
                filename: { type: 'string', minLength: 1, maxLength: 200 },
                document_type: { type: 'string', minLength: 1, maxLength: 100 },
                period: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
                size_bytes: { type: 'integer', minimum: 0 },
              },
            },
          },
        },
        async (req) => ({ id: await store.addDocument(req.params.company, req.body) }),
      );
      // Closing a month's payroll delivers its documents (real PDFs); once per month, so closing it again is harmless.
      admin.post<{ Params: TCompanyParams & { period: string }; Body: { employees?: { employee: string; name: string }[] } | undefined }>(
        '/companies/:company/months/:period/close',
        {
          schema: {
            params: { type: 'object', required: ['company', 'period'], properties: { company: KEY, period: PERIOD } },
            body: {
              type: 'object',
              additionalProperties: false,
              properties: {
                employees: {
                  type: 'array',
                  maxItems: 1000,
                  items: {
                    type: 'object',
                    required: ['employee', 'name'],
                    properties: { employee: KEY, name: { type: 'string', minLength: 1, maxLength: 200 } },
                  },
                },
              },
            },
          },
        },
        async (req) => store.closeMonth(req.params.company, req.params.period, req.body?.employees ?? []),
      );
    },
    { prefix: '/admin' },
  );

  return app;
}

/** Starts a sandbox on its own port (0: any free one) with its state in databaseUrl's provider_sandbox schema. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const store = new SandboxStore(options.databaseUrl);
  await store.migrate();
  const app = await buildSandbox(store, options.logLevel);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}
