import type { en } from './MonthCalendar.messages.en.ts';

export const nl: typeof en = {
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
  legend: {
    title: 'Legende',
    company: 'Feestdag',
    education: 'Opleiding',
    sick: 'Ziektedag',
    request: 'Deze aanvraag',
    approved: 'Goedgekeurd',
    pending: 'Openstaand',
  },
};
