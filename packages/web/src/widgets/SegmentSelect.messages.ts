import type { TAreaMessages } from '../i18n/types.ts';

export const segmentSelectMessages: TAreaMessages = {
  key: 'segmentSelect',
  en: async () => (await import('./SegmentSelect.messages.en.ts')).en,
  nl: async () => (await import('./SegmentSelect.messages.nl.ts')).nl,
  fr: async () => (await import('./SegmentSelect.messages.fr.ts')).fr,
};
