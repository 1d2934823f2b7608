import type { en } from './MonthCalendar.messages.en.ts';

export const fr: typeof en = {
  previous: 'Mois précédent',
  next: 'Mois suivant',
  today: "Aujourd'hui",
  more: '+{{count}} de plus',
  dayDetail: 'Absences le {{date}}',
  pending: 'en attente',
  morning: 'Matin',
  afternoon: 'Après-midi',
  nonWorking: 'Jour non travaillé',
  noSchedule: "Pas d'horaire",
  oneDayContract: "Contrat d'un jour",
  weekdays: ['dim', 'lun', 'mar', 'mer', 'jeu', 'ven', 'sam'],
  legend: {
    title: 'Légende',
    company: 'Jour férié',
    education: 'Formation',
    sick: 'Maladie',
    request: 'Cette demande',
    approved: 'Approuvé',
    pending: 'En attente',
  },
};
