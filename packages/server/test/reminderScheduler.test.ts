import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createMailer } from '../src/integrations/mail.ts';
import { MailOutbox } from '../src/jobs/mailOutbox.ts';
import { SEND_DUE_REMINDERS_TASK, sendDueReminders } from '../src/jobs/reminderScheduler.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The scheduler on two instances of one database: two apps with their own pools and job-queue runners, and a real
 * SMTP server that counts what arrives. Every due reminder must be e-mailed exactly once.
 */

type TMail = { to: string; subject: string };
let smtp: SMTPServer;
const mails: TMail[] = [];
let a: TestApp;
let second: { app: FastifyInstance; database: Database };
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, session, cb) => {
      let body = '';
      stream.on('data', (c: Buffer) => (body += c.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo[0]!.address, subject: /^Subject: (.*)$/m.exec(body)?.[1] ?? '' });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  a = await createTestApp({ config: { smtpUrl, mailFrom: 'Signoff <no-reply@signoff.test>' } });
  // The second instance: its own pool on the same database, its own queue runner (with the same cron task).
  const database = openDatabase(String(a.database.pool.options.connectionString));
  const app = await buildApp({ config: a.config, db: database.db, scanner: null });
  await app.ready();
  second = { app, database };
}, 120_000);

afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await a.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/**
 * Due, unsent reminders for demo users, each with its own marker in the description (and no related employee, so the
 * subject stays plain ASCII on one line: the marker is read from it).
 */
async function dueReminders(count: number, marker: string): Promise<number[]> {
  const rows = await a.sql<{ id: number }>(
    `INSERT INTO reminders (company_id, related_object, related_object_id, description, reminder_date, target_user_id)
     SELECT m.company_id, 'employee', e.id, $2 || ' #' || g, current_date - (g % 3), u.id
     FROM generate_series(1, $1::int) g
     CROSS JOIN LATERAL (SELECT * FROM memberships WHERE company_id = (SELECT id FROM companies WHERE subdomain = 'acme') AND employee_id IS NOT NULL
                         ORDER BY user_id OFFSET (g % 4) LIMIT 1) m
     JOIN users u ON u.id = m.user_id JOIN employees e ON e.id = m.employee_id
     RETURNING id`,
    [count, marker],
  );
  return rows.map((r) => r.id);
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const mailsWith = (marker: string) => mails.filter((m) => m.subject.includes(marker));

describe('the reminder scheduler', () => {
  it('is a cron task of the job queue', async () => {
    const crons = await a.sql<{ identifier: string }>(`SELECT identifier FROM graphile_worker._private_known_crontabs`);
    expect(crons.map((c) => c.identifier)).toContain(SEND_DUE_REMINDERS_TASK);
  });

  it('claims each due reminder once when two sweeps race, and the SMTP server gets one mail each', async () => {
    // Every reminder the demo had due is sent first, so only this test's reminders are left to claim.
    await a.sql(`UPDATE reminders SET sent_at = now() WHERE sent_at IS NULL AND reminder_date <= current_date`);
    const ids = await dueReminders(60, 'race');
    const log = a.app.log;
    const outboxes = [a.database, second.database].map(
      (d) => [d, new MailOutbox(d.db, createMailer({ smtpUrl, from: 'Signoff <no-reply@signoff.test>', log }), log)] as const,
    );
    const claimed = await Promise.all(outboxes.map(([d, mail]) => sendDueReminders(d.db, mail)));
    expect(claimed[0]! + claimed[1]!).toBe(ids.length);
    await until(() => mailsWith('race').length >= ids.length);
    // A little longer: a second copy would arrive now, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const subjects = mailsWith('race').map((m) => m.subject);
    expect(subjects).toHaveLength(ids.length);
    expect(new Set(subjects).size).toBe(ids.length);
    const unsent = await a.sql(`SELECT id FROM reminders WHERE id = ANY($1) AND sent_at IS NULL`, [ids]);
    expect(unsent).toEqual([]);
    // Nothing left in the queue: each mail went out on its first attempt and its job was removed.
    expect(await a.sql(`SELECT id FROM graphile_worker.jobs WHERE task_identifier = 'send-email'`)).toEqual([]);
    // A later sweep finds nothing to send.
    expect(await sendDueReminders(a.database.db, outboxes[0]![1])).toBe(0);
  }, 120_000);

  it("sends through both instances' queue runners once, when both take a tick of the cron task", async () => {
    const ids = await dueReminders(8, 'tick');
    const future = await a.sql<{ id: number }>(
      `INSERT INTO reminders (company_id, related_object, related_object_id, description, reminder_date, target_user_id)
       SELECT company_id, 'employee', employee_id, 'later', current_date + 1, user_id FROM memberships
       WHERE employee_id IS NOT NULL ORDER BY id LIMIT 1 RETURNING id`,
    );
    const closed = await dueReminders(1, 'closed');
    await a.sql(`UPDATE reminders SET closed = true WHERE id = $1`, [closed[0]]);
    // Two ticks at once (as two instances would, if the cron did not already dedupe them), one job each.
    await a.sql(`SELECT graphile_worker.add_job($1)`, [SEND_DUE_REMINDERS_TASK]);
    await second.database.pool.query(`SELECT graphile_worker.add_job($1)`, [SEND_DUE_REMINDERS_TASK]);
    await until(
      async () => (await a.sql(`SELECT id FROM graphile_worker.jobs WHERE task_identifier = $1`, [SEND_DUE_REMINDERS_TASK])).length === 0,
    );
    await until(() => mailsWith('tick').length >= ids.length);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsWith('tick')).toHaveLength(ids.length);
    const targets = await a.sql<{ email: string }>(
      `SELECT u.email FROM reminders r JOIN users u ON u.id = r.target_user_id WHERE r.id = ANY($1) ORDER BY r.id`,
      [ids],
    );
    expect(
      mailsWith('tick')
        .map((m) => m.to)
        .sort(),
    ).toEqual(targets.map((t) => t.email).sort());
    // Not before its day, and not once closed.
    expect(await a.one(`SELECT sent_at FROM reminders WHERE id = $1`, [future[0]!.id])).toEqual({ sent_at: null });
    expect(await a.one(`SELECT sent_at FROM reminders WHERE id = $1`, [closed[0]])).toEqual({ sent_at: null });
    expect(mailsWith('closed')).toEqual([]);
  }, 120_000);
});
