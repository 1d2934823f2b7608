import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataResponse } from '@signoff/contract/common';
import { ZInboxCountsSchema, type TInboxCounts } from '@signoff/contract/inbox';
import { actorOf } from '../../auth/actor.ts';
import type { ExpensesService } from '../expenses/service.ts';
import type { SickNotesService } from '../sickNotes/service.ts';
import type { DaysOffService } from '../daysOff/service.ts';

/** The tab bar's badges in one round trip: each area counts only what this user may act on. */
export function inboxRoutes(app: FastifyInstance, services: { expenses: ExpensesService; sickNotes: SickNotesService; daysOff: DaysOffService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/inbox/counts',
    { config: { access: 'user' }, schema: { response: { 200: dataResponse(ZInboxCountsSchema) } } },
    async (req) => {
      const actor = actorOf(req);
      const [expenses, sickNotes, daysOff] = await Promise.all([services.expenses.countPending(actor), services.sickNotes.counts(actor), services.daysOff.countPending(actor)]);
      const counts: TInboxCounts = {
        count_expense_requests: expenses,
        count_pending_sick_notes: sickNotes.pending,
        count_missing_sick_notes: sickNotes.missing,
        count_days_off_requests: daysOff,
      };
      return { data: counts };
    },
  );
}
