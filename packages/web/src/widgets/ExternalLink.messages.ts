import type { TAreaMessages } from '../i18n/types.ts';

export const externalLinkMessages: TAreaMessages = {
  key: 'externalLink',
  en: async () => (await import('./ExternalLink.messages.en.ts')).en,
  nl: async () => (await import('./ExternalLink.messages.nl.ts')).nl,
  fr: async () => (await import('./ExternalLink.messages.fr.ts')).fr,
};
