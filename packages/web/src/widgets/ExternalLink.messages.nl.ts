import type { en } from './ExternalLink.messages.en.ts';

export const nl: typeof en = {
  title: 'Je verlaat Signoff',
  text: 'Deze link opent een andere website: {{host}}. Signoff is niet verantwoordelijk voor de inhoud ervan.',
  go: 'Naar externe website',
};
