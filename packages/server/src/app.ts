import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fs from 'node:fs';
import path from 'node:path';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@signoff/contract/upload';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { installErrorHandler, notReady } from './http/errors.ts';
import { SESSION_COOKIE, registerAuth } from './auth/plugin.ts';
import { authRoutes } from './auth/routes.ts';
import { AuthService } from './auth/service.ts';
import { FileStorage } from './files/storage.ts';
import type { MalwareScanner } from './integrations/malwareScan.ts';
import { createMailer } from './integrations/mail.ts';
import { JobQueue } from './jobs/queue.ts';
import { MailOutbox } from './jobs/mailOutbox.ts';
import { HOUSEKEEPING_CRONTAB, housekeepingTasks } from './jobs/housekeeping.ts';
import { postgresRateLimitStore } from './auth/rateLimitStore.ts';
import { sql } from 'drizzle-orm';
import { SegmentsService } from './modules/segments/service.ts';
import { segmentsRoutes } from './modules/segments/routes.ts';
import { PeopleService } from './modules/people/service.ts';
import { peopleRoutes } from './modules/people/routes.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { route } from './http/route.ts';
import { authEndpoints } from '@signoff/contract/api/auth';
import type { TAreaContext } from './area.ts';
import { AREAS } from './areas.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  scanner: MalwareScanner | null;
  /** False builds the routes without the job queue's workers (the OpenAPI script, which has no database). */
  runJobs?: boolean;
};

export async function buildApp({ config, db, scanner, runJobs = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Answers of the API carry personal data: no browser or proxy keeps a copy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-store');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine injects style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        scriptSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 2 } });
  // preHandler, so the login limit can key on the parsed e-mail as well as the address.
  // Counters in PostgreSQL: several instances on one database count the same login attempts.
  await app.register(rateLimit, { global: false, hook: 'preHandler', store: postgresRateLimitStore(db) });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Signoff API',
        version: '1.0.0',
        description:
          'The approver inbox of Signoff. Success answers `{ data }`; a failure answers its HTTP status with `{ reason_phrase, code, fields? }`.',
        license: { name: 'Proprietary', url: 'https://signoff.invalid/license' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        // The httpOnly cookie set by POST /api/auth/login; every user endpoint names it.
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerAuth(app, db, config);

  const segments = new SegmentsService(db);
  const mail = new MailOutbox(db, createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }), app.log);
  const jobs = new JobQueue(db.$client, { ...mail.tasks, ...housekeepingTasks(db) }, app.log, { crontab: HOUSEKEEPING_CRONTAB });
  if (runJobs) await jobs.start();
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  const context: TAreaContext = {
    db,
    config,
    log: app.log,
    storage: new FileStorage(config.filesDir),
    // Scanning is on for a company with the virus_scan feature whenever a clamd is configured.
    scannerFor: (features) => (features.has('virus_scan') ? scanner : null),
    mail,
    segments,
  };
  const areas = AREAS.map((area) => area.create(context));

  authRoutes(app, new AuthService(db, config, { hasScanner: scanner !== null, areas: AREAS }), config);
  segmentsRoutes(app, segments);
  peopleRoutes(
    app,
    new PeopleService(
      db,
      AREAS.flatMap((area) => (area.opensProfiles && area.permission ? [area.permission] : [])),
    ),
  );
  inboxRoutes(
    app,
    areas.flatMap((area) => (area.counts ? [area.counts] : [])),
  );
  for (const area of areas) area.routes(app);
  route(app, authEndpoints.health, async () => ({ ok: true }));
  route(app, authEndpoints.ready, async () => {
    try {
      await db.execute(sql`SELECT 1`);
    } catch {
      throw notReady('The database does not answer');
    }
    if (!jobs.isRunning) throw notReady('The job queue is not running');
    return { ok: true as const, database: 'up' as const, job_queue: 'running' as const };
  });

  const webDist = config.webDistDir;
  if (webDist && fs.existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
    // The web app owns every non-API path (client-side routes such as /inbox/expenses/12).
    app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
      const url = request.url.split('?')[0]!;
      if (url.startsWith('/api/')) return reply.callNotFound();
      const file = path.join(webDist, path.normalize(url));
      if (file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile())
        return reply.sendFile(path.relative(webDist, file));
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  }

  return app;
}
