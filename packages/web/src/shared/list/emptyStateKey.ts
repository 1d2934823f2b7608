/**
 * The i18n key of a list's empty-state title, built from the status as the spec's keys are
 * (NO_PENDING_EXPENSES, NO_CLOSED_DATA_CONFLICTS…): `NO_{STATUS}_{NOUN}`, e.g. ('assigned_to_me', 'REMINDERS')
 * gives NO_ASSIGNED_TO_ME_REMINDERS. Every area adds its keys for each of its statuses to the i18n files.
 */
export function emptyStateKey(status: string, noun: string): string {
  return `NO_${status.toUpperCase()}_${noun.toUpperCase()}`;
}
