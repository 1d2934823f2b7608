import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { MailOutbox, TQueuedMail } from './mailOutbox.ts';
import type { TJobTasks } from './queue.ts';

export const SEND_DUE_REMINDERS_TASK = 'send-due-reminders';

/** Every five minutes; graphile-worker's cron takes each tick once across instances, and the claim below holds anyway. */
export const REMINDERS_CRONTAB = `*/5 * * * * ${SEND_DUE_REMINDERS_TASK}`;

/** Rows claimed per transaction, so a backlog (the queue was down for a day) commits in bounded steps. */
const BATCH = 200;

type TDueReminder = {
  id: number;
  email: string;
  user_name: string;
  description: string;
  related_employee_name: string | null;
  reminder_date: string;
  expiration_date: string | null;
};

function messageOf(r: TDueReminder) {
  const about = r.related_employee_name ? ` (${r.related_employee_name})` : '';
  const title = r.description || 'A reminder';
  const lines = [
    `Hello ${r.user_name},`,
    '',
    `${title}${about}.`,
    ...(r.expiration_date ? [`It expires on ${r.expiration_date.split('-').reverse().join('/')}.`] : []),
    '',
    'You find it in your Signoff inbox under Reminders (/inbox/reminders), where you can close it once it is dealt with.',
  ];
  return { to: r.email, subject: `Reminder: ${title}${about}`, text: lines.join('\n') };
}

/**
 * Marks the reminders whose day has come as sent and queues their e-mails, in one transaction per batch: the claim is
 * one UPDATE … WHERE sent_at IS NULL … RETURNING over rows locked with SKIP LOCKED, so two instances sweeping at
 * the same time claim disjoint rows, and a row is claimed once ever. The mail job commits with the claim (outbox).
 * Runs as the owner (the sweep crosses companies). Returns how many were claimed.
 */
export async function sendDueReminders(db: Db, mail: MailOutbox): Promise<number> {
  let claimed = 0;
  for (;;) {
    const queued: TQueuedMail[] = [];
    const n = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<TDueReminder>(sql`
        WITH due AS (
          SELECT id FROM reminders
          WHERE sent_at IS NULL AND NOT closed AND reminder_date <= current_date
          ORDER BY reminder_date, id
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE reminders r SET sent_at = now()
        FROM due, users u
        WHERE r.id = due.id AND r.sent_at IS NULL AND u.id = r.target_user_id
        RETURNING r.id, u.email, u.name AS user_name, r.description, r.reminder_date::text, r.expiration_date::text,
          (SELECT e.name FROM employees e WHERE e.id = r.related_employee_id) AS related_employee_name`);
      for (const row of rows) queued.push(await mail.enqueue(tx, messageOf(row)));
      return rows.length;
    });
    // After the commit, as a decision's mail: what does not go out now stays queued and the queue retries it.
    await Promise.all(queued.map((m) => mail.sendNow(m).catch(() => undefined)));
    claimed += n;
    if (n < BATCH) return claimed;
  }
}

export function reminderTasks(db: Db, mail: MailOutbox): TJobTasks {
  return {
    [SEND_DUE_REMINDERS_TASK]: async () => {
      await sendDueReminders(db, mail);
    },
  };
}
