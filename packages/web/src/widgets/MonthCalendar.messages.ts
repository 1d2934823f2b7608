import type { TAreaMessages } from '../i18n/types.ts';

const en = {
  previous: 'Previous month',
  next: 'Next month',
  today: 'Today',
  more: '+{{count}} more',
  dayDetail: 'Days off on {{date}}',
  pending: 'pending',
  morning: 'Morning',
  afternoon: 'Afternoon',
  nonWorking: 'Not a working day',
  noSchedule: 'No schedule',
  oneDayContract: 'One-day contract',
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  legend: { company: 'Company holiday', education: 'Education', sick: 'Sick day', request: 'This request' },
};
const nl: typeof en = {
  previous: 'Vorige maand',
  next: 'Volgende maand',
  today: 'Vandaag',
  more: '+{{count}} meer',
  dayDetail: 'Afwezig op {{date}}',
  pending: 'open',
  morning: 'Voormiddag',
  afternoon: 'Namiddag',
  nonWorking: 'Geen werkdag',
  noSchedule: 'Geen uurrooster',
  oneDayContract: 'Dagcontract',
  weekdays: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
  legend: { company: 'Feestdag', education: 'Opleiding', sick: 'Ziektedag', request: 'Deze aanvraag' },
};
const fr: typeof en = {
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
  legend: { company: 'Jour férié', education: 'Formation', sick: 'Maladie', request: 'Cette demande' },
};
export const monthCalendarMessages: TAreaMessages = { key: 'monthCalendar', en, nl, fr };
