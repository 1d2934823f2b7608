import type { en } from './ExternalLink.messages.en.ts';

export const fr: typeof en = {
  title: 'Vous quittez Signoff',
  text: 'Ce lien ouvre un autre site : {{host}}. Signoff n’est pas responsable de son contenu.',
  go: 'Aller sur le site externe',
};
