import type { TAreaMessages } from '../i18n/types.ts';

export const monthCalendarMessages: TAreaMessages = {
  key: 'monthCalendar',
  en: async () => (await import('./MonthCalendar.messages.en.ts')).en,
  nl: async () => (await import('./MonthCalendar.messages.nl.ts')).nl,
  fr: async () => (await import('./MonthCalendar.messages.fr.ts')).fr,
};
