import type { PayrollProvider, TProviderCommand } from './provider.ts';

export type TCommandDelivery = {
  /** Sends after a first one that throws (spec 01 §4: 3, so the 4th failure gives the error). */
  retries: number;
  /** Wait before the n-th retry: backoffMs × 2^(n−1). */
  backoffMs: number;
  /** While the provider reports the command pending: how often to read its status, and how many times at most. */
  statusPollMs: number;
  statusPolls: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a command and waits for the provider's verdict. A send that throws is retried with the same idempotency key,
 * so a send whose answer was lost is not made twice. Resolves with the command once it is no longer pending; rejects
 * with the last error when every send failed, or when it stays pending past the polls.
 */
export async function deliverCommand(
  provider: PayrollProvider,
  company: string,
  command: { type: string; idempotency_key: string; payload: unknown },
  options: TCommandDelivery,
): Promise<TProviderCommand> {
  let sent: TProviderCommand | null = null;
  for (let attempt = 0; sent === null; attempt++) {
    try {
      sent = await provider.sendCommand(company, command);
    } catch (error) {
      if (attempt >= options.retries) throw error;
      await sleep(options.backoffMs * 2 ** attempt);
    }
  }
  for (let poll = 0; sent.status === 'pending'; poll++) {
    if (poll >= options.statusPolls) throw new Error('The payroll provider did not confirm the command in time');
    await sleep(options.statusPollMs);
    sent = await provider.commandStatus(company, sent.id);
  }
  return sent;
}
