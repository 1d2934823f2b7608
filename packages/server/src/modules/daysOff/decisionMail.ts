import { formatDate } from '@signoff/contract/format';
import type { MailMessage } from '../../integrations/mail.ts';

/** The e-mail telling an employee what became of their request (spec 01 §5): one line per decided day. */
export function decisionMail(
  requester: { to: string; name: string },
  approverName: string,
  outcome: { isDelete: boolean; note: string; days: { date: string; status: string }[] },
): MailMessage {
  const verb = (status: string) => (outcome.isDelete ? (status === 'accepted' ? 'deleted' : 'kept') : status);
  const text = [
    `Hello ${requester.name},`,
    '',
    `${approverName} processed your days-off ${outcome.isDelete ? 'deletion ' : ''}request:`,
    ...outcome.days.map((d) => `- ${formatDate(d.date)}: ${verb(d.status)}`),
    ...(outcome.note ? ['', `Note: ${outcome.note}`] : []),
  ].join('\n');
  return { to: requester.to, subject: 'Your days-off request was processed', text };
}
