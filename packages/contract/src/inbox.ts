import { z } from 'zod';

/** Tab keys in the order the tab bar shows them (spec §2, Inbox tab bar). */
export const INBOX_TAB_KEYS = [
  'sickNotes',
  'contracts',
  'reminders',
  'calendarConflicts',
  'outplacements',
  'trainings',
  'tasks',
  'daysOff',
  'conflicts',
  'carConflicts',
  'assets',
  'expenses',
  'commute',
  'documents',
] as const;
export type TInboxTabKey = (typeof INBOX_TAB_KEYS)[number];

export const COUNT_KEYS = [
  'count_asset_requests',
  'count_expense_requests',
  'count_training_requests',
  'count_pending_internal_contracts',
  'count_days_off_requests',
  'count_pending_reminders',
  'count_pending_tasks',
  'count_pending_sick_notes',
  'count_missing_sick_notes',
  'count_pending_company_documents',
  'count_personal_data_conflicts',
  'count_calendar_data_conflicts',
  'count_cars_conflicts',
  'count_variable_commute_requests',
  'count_outplacements',
] as const;
export type TCountKey = (typeof COUNT_KEYS)[number];

/** Which count badge each tab shows. */
export const TAB_COUNT_KEY: Record<TInboxTabKey, TCountKey> = {
  sickNotes: 'count_pending_sick_notes',
  contracts: 'count_pending_internal_contracts',
  reminders: 'count_pending_reminders',
  calendarConflicts: 'count_calendar_data_conflicts',
  outplacements: 'count_outplacements',
  trainings: 'count_training_requests',
  tasks: 'count_pending_tasks',
  daysOff: 'count_days_off_requests',
  conflicts: 'count_personal_data_conflicts',
  carConflicts: 'count_cars_conflicts',
  assets: 'count_asset_requests',
  expenses: 'count_expense_requests',
  commute: 'count_variable_commute_requests',
  documents: 'count_pending_company_documents',
};

/** Tabs that show a second badge (spec §2: sick notes show a missing count beside the pending one). */
export const TAB_EXTRA_COUNT_KEY: Partial<Record<TInboxTabKey, TCountKey>> = { sickNotes: 'count_missing_sick_notes' };

/** Only the areas that exist so far answer; the web shows a tab's badge when its key is present. */
/**
 * A badge counts up to this many items; a count that reaches it means "this many or more" and reads "99+", as mail
 * and chat badges do (past a hundred the number no longer changes what one does). HR of a large company sees every
 * pending item: counting them all would make the badges cost more as the company grows, and each badge's count is a
 * walk of up to this many index entries on every tab bar load.
 */
export const INBOX_BADGE_CAP = 100;

/** What a tab's badge shows for a count. */
export const badgeText = (count: number) => (count >= INBOX_BADGE_CAP ? `${INBOX_BADGE_CAP - 1}+` : String(count));

export const ZInboxCountsSchema = z.partialRecord(z.enum(COUNT_KEYS), z.number().int().min(0));
export type TInboxCounts = z.infer<typeof ZInboxCountsSchema>;
