import type { TAreaMessages } from '../../i18n/types.ts';

export const myRequestsMessages: TAreaMessages = {
  key: 'myRequests',
  en: async () => (await import('./messages.en.ts')).en,
  nl: async () => (await import('./messages.nl.ts')).nl,
  fr: async () => (await import('./messages.fr.ts')).fr,
};
