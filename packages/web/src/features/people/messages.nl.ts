import type { en } from './messages.en.ts';

export const nl: typeof en = {
  team: 'Team',
  email: 'E-mail',
  manager: 'Directe manager',
  secondManager: 'Extra manager',
  none: '—',
  inactive: 'Niet actief',
  profile: 'Profiel',
  daysOff: 'Verlof',
  calendar: 'Kalender',
  budgets: 'Budgetten {{year}}',
  usedOfDays_one: '{{used}} van {{max}} dag goedgekeurd',
  usedOfDays_other: '{{used}} van {{max}} dagen goedgekeurd',
  usedOfMinutes_one: '{{used}} van {{max}} minuut goedgekeurd',
  usedOfMinutes_other: '{{used}} van {{max}} minuten goedgekeurd',
  usedDays_one: '{{used}} dag goedgekeurd · geen limiet',
  usedDays_other: '{{used}} dagen goedgekeurd · geen limiet',
  balance_one: 'Saldo: {{value}} minuut',
  balance_other: 'Saldo: {{value}} minuten',
};
