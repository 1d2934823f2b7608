import type { en } from './messages.en.ts';

export const fr: typeof en = {
  team: 'Équipe',
  email: 'E-mail',
  manager: 'Manager direct',
  secondManager: 'Manager supplémentaire',
  none: '—',
  inactive: 'Inactif',
  profile: 'Profil',
  daysOff: 'Congés',
  calendar: 'Calendrier',
  budgets: 'Budgets {{year}}',
  usedOfDays_one: '{{used}} sur {{max}} jour approuvé',
  usedOfDays_other: '{{used}} sur {{max}} jours approuvés',
  usedOfMinutes_one: '{{used}} sur {{max}} minute approuvée',
  usedOfMinutes_other: '{{used}} sur {{max}} minutes approuvées',
  usedDays_one: '{{used}} jour approuvé · pas de limite',
  usedDays_other: '{{used}} jours approuvés · pas de limite',
  balance_one: 'Solde : {{value}} minute',
  balance_other: 'Solde : {{value}} minutes',
};
