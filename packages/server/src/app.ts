import { CONFLICTS_CRONTAB, conflictSchedulerTasks } from './jobs/conflictScheduler.ts';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@signoff/contract/upload';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { frameworkErrors, installErrorHandler, notReady } from './http/errors.ts';
import { refuseNulBytes } from './http/nulBytes.ts';
import { firstDrawHintsOf, INLINE_SCRIPT_HASHES, languageOf, pageInParts, pageWithOutline, webPages } from './http/webPage.ts';
import { serverRenderer } from './http/serverRender.ts';
import { FIRST_DRAW_COOKIE, LANGUAGE_COOKIE } from '@signoff/contract/firstLoad';
import { SESSION_COOKIE, registerAuth } from './auth/plugin.ts';
import { authRoutes } from './auth/routes.ts';
import { AuthService } from './auth/service.ts';
import { FileStorage } from './files/storage.ts';
import type { MalwareScanner } from './integrations/malwareScan.ts';
import { createMailer } from './integrations/mail.ts';
import { createPayrollProvider } from './integrations/payroll/http.ts';
import { JobQueue, type TJobTasks } from './jobs/queue.ts';
import { companyScope } from './db/tenant.ts';
import { MailOutbox } from './jobs/mailOutbox.ts';
import { HOUSEKEEPING_CRONTAB, housekeepingTasks } from './jobs/housekeeping.ts';
import { REMINDERS_CRONTAB, reminderTasks } from './jobs/reminderScheduler.ts';
import { DOCUMENT_DELIVERY_CRONTAB, deliverySchedulerTasks } from './jobs/deliveryScheduler.ts';
import { postgresRateLimitStore } from './auth/rateLimitStore.ts';
import { federatedRunner } from './auth/federated.ts';
import { sql } from 'drizzle-orm';
import { SegmentsService } from './modules/segments/service.ts';
import { segmentsRoutes } from './modules/segments/routes.ts';
import { PeopleService } from './modules/people/service.ts';
import { peopleRoutes } from './modules/people/routes.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { InboxService } from './modules/inbox/service.ts';
import { route } from './http/route.ts';
import { authEndpoints } from '@signoff/contract/api/auth';
import type { TAreaContext } from './area.ts';
import { AREAS } from './areas.ts';

/** The pages the server draws: an inbox tab's list and its items' pages (`/inbox/<tab>`, `/inbox/<tab>/<id…>`). */
const SERVER_DRAWN = /^\/inbox\/[^/]+/;

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
    // A line per request costs a serialisation and a write on every call (180 MB in a few minutes of load); errors are
    // logged by the error handler, and slow requests below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids unique across instances and restarts, so an audit entry's request id finds one request in the logs;
    // a caller's own X-Request-Id is not trusted (it could name somebody else's request).
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  refuseNulBytes(app);
  // Answers of the API carry personal data: no browser or proxy keeps a copy.
  app.addHook('onSend', async (request, reply) => {
    if ((request.url.startsWith('/api/') || request.url.startsWith('/v1/')) && !reply.hasHeader('Cache-Control'))
      void reply.header('Cache-Control', 'no-store');
    void reply.header('X-Request-Id', request.id);
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.elapsedTime >= config.slowRequestMs)
      request.log.warn(
        { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'slow request',
      );
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
        // The only inline scripts are a drawn page's two: one holds its parser for its styles, one asks for its scripts
        // once it is drawn (http/webPage.ts).
        scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
        // Added per request below, only over HTTPS: over plain HTTP it would send the browser to https for every asset.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    const csp = reply.getHeader('Content-Security-Policy');
    if (request.protocol === 'https' && typeof csp === 'string')
      void reply.header('Content-Security-Policy', `${csp};upgrade-insecure-requests`);
  });
  // gzip/brotli for the API's JSON, index.html and the built assets (the JS alone shrinks about fourfold).
  await app.register(compress, { global: true, threshold: 1024 });
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
  // Requests run as the restricted role in their company; the owner's `db` keeps sessions, the job queue and housekeeping.
  const tenancy = companyScope(db.$client);
  app.decorate('companyScope', tenancy);

  const segments = new SegmentsService(tenancy.db);
  const mail = new MailOutbox(db, createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }), app.log);
  const context: TAreaContext = {
    db: tenancy.db,
    config,
    log: app.log,
    storage: new FileStorage(config.filesDir),
    // Scanning is on for a company with the virus_scan feature whenever a clamd is configured.
    scannerFor: (features) => (features.has('virus_scan') ? scanner : null),
    mail,
    segments,
    payroll: createPayrollProvider(config.payrollProvider),
    inCompany: (companyId, fn) => tenancy.run(companyId, fn),
  };
  const areas = AREAS.map((area) => area.create(context));
  const areaTasks = Object.assign({}, ...areas.map((area) => area.tasks ?? {})) as TJobTasks;
  const jobs = new JobQueue(
    db.$client,
    {
      ...mail.tasks,
      ...housekeepingTasks(db),
      ...reminderTasks(db, mail),
      ...conflictSchedulerTasks(db),
      ...deliverySchedulerTasks(db),
      ...areaTasks,
    },
    app.log,
    {
      crontab: [HOUSEKEEPING_CRONTAB, REMINDERS_CRONTAB, CONFLICTS_CRONTAB, DOCUMENT_DELIVERY_CRONTAB].join('\n'),
    },
  );
  if (runJobs) await jobs.start();
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  // After the queue's workers: an area's job may still be using a company's connection while they stop.
  app.addHook('onClose', () => tenancy.close());

  authRoutes(app, new AuthService(db, tenancy, config, { hasScanner: scanner !== null, areas: AREAS }), config);
  segmentsRoutes(app, segments, federatedRunner(db, tenancy));
  peopleRoutes(
    app,
    new PeopleService(
      tenancy.db,
      AREAS.flatMap((area) => (area.opensProfiles && area.permission ? [area.permission] : [])),
    ),
  );
  inboxRoutes(
    app,
    new InboxService(
      // The company's connection like every other route: row-level security holds each badge to the company too.
      tenancy.db,
      areas.flatMap((area) => (area.counts ? [area.counts] : [])),
    ),
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
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each script and style, compressed harder than on the fly.
      preCompressed: true,
      // Vite names everything under /assets by its content hash: a changed file is a new URL, so a copy never goes stale.
      // index.html names the current hashes, so it is checked with the server on every load.
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webDist, filePath);
        if (relative.startsWith(`assets${path.sep}`)) void reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (relative === 'index.html') void reply.header('Cache-Control', 'no-cache');
      },
    });
    const webPage = webPages(webDist);
    const render = serverRenderer(app, webDist);
    // The web app owns every non-API path (client-side routes such as /inbox/expenses/12).
    app.get(
      '/*',
      {
        config: { access: 'public' },
        // A page the server draws goes out in two parts (`pageInParts`): each is compressed as it is written, not held
        // back by the compressor until the second.
        compress: { zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH }, brotliOptions: { flush: zlib.constants.BROTLI_OPERATION_FLUSH } },
      },
      async (request, reply) => {
        const url = request.url.split('?')[0]!;
        if (url.startsWith('/api/') || url.startsWith('/v1/')) return reply.callNotFound();
        // Nothing under a dot-folder is served: the server's render of the web app lives in one (`.server`).
        if (url.split('/').some((segment) => segment.startsWith('.'))) return reply.callNotFound();
        const file = path.join(webDist, path.normalize(url));
        if (file.startsWith(webDist) && fs.existsSync(file) && fs.statSync(file).isFile())
          return reply.sendFile(path.relative(webDist, file));
        // A missing file (an old hash, /favicon.ico) is a 404, not the app's HTML under a script's or an image's name.
        if (url.startsWith('/assets/') || path.extname(url) !== '') return reply.callNotFound();
        const language = languageOf(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
        void reply.type('text/html; charset=utf-8').header('Vary', 'Cookie, Accept-Language');
        // The login page's outline is painted before its scripts are asked for, as a drawn page's is (0021, stop 66).
        if (url === '/login') return reply.header('Cache-Control', 'no-cache').send(pageWithOutline(webPage(url, language)));
        // An inbox page is drawn by the server for the person asking, as their browser would (decision 0021, stops 54 to
        // 57): its head and outline go out at once, the page once drawn. Every other page, and an inbox page whose
        // render fails or runs late, is drawn in the browser over its outline.
        const cookie = request.headers.cookie;
        const signedIn = cookie !== undefined && request.cookies[SESSION_COOKIE] !== undefined;
        if (!render || !signedIn || !SERVER_DRAWN.test(url)) return reply.header('Cache-Control', 'no-cache').send(webPage(url, language));
        const page = pageInParts(webPage(url, language));
        const body = new PassThrough();
        body.write(page.first);
        void render(request.url, cookie, language, firstDrawHintsOf(request.cookies[FIRST_DRAW_COOKIE], request.headers['user-agent']))
          .catch(() => null)
          .then((drawn) => body.end(page.second(drawn)));
        // It may hold the person's data: never kept by a cache.
        return reply.header('Cache-Control', 'no-store').send(body);
      },
    );
  }

  return app;
}
