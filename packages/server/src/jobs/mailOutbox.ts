import crypto from 'node:crypto';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import type { Mailer, MailMessage } from '../integrations/mail.ts';
import { enqueueJob, removeJob, type TJobTasks } from './queue.ts';

export const SEND_EMAIL_TASK = 'send-email';

const ZMailMessage = z.object({ to: z.string(), subject: z.string(), text: z.string() });

/** How long the queue leaves a message alone after its commit, so the request's own first attempt is the only one. */
const FIRST_ATTEMPT_WINDOW_SECONDS = 60;

/** A message saved with its decision, not yet tried. */
export type TQueuedMail = { key: string; message: MailMessage };

/**
 * E-mail through the job queue. The message is saved in the decision's transaction; right after the commit the
 * request makes the first attempt itself, so the approver learns at once whether it went out; when it did not, the
 * queue retries it with backoff. A crash between a successful send and the job's removal can send the message twice
 * (at least once, never lost).
 */
export class MailOutbox {
  constructor(
    private readonly db: Db,
    /** For work that tracks its own sending (a forwarded document's status) instead of the outbox's retries. */
    readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Call inside the decision's transaction. */
  async enqueue(tx: DbOrTx, message: MailMessage): Promise<TQueuedMail> {
    const key = `mail:${crypto.randomUUID()}`;
    await enqueueJob(tx, SEND_EMAIL_TASK, message, { key, delaySeconds: FIRST_ATTEMPT_WINDOW_SECONDS });
    return { key, message };
  }

  /** Call after the commit: sends now, and on success takes the job off the queue; on failure rejects, and the queue retries. */
  async sendNow(queued: TQueuedMail): Promise<void> {
    try {
      await this.mailer.send(queued.message);
    } catch (error) {
      this.log.warn({ err: error, to: queued.message.to, job: queued.key }, 'e-mail not sent; the job queue retries it');
      throw error;
    }
    await removeJob(this.db, queued.key);
  }

  readonly tasks: TJobTasks = {
    [SEND_EMAIL_TASK]: async (payload) => {
      await this.mailer.send(ZMailMessage.parse(payload));
    },
  };
}
