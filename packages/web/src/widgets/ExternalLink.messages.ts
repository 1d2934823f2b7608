import type { TAreaMessages } from '../i18n/types.ts';

const en = {
  title: 'Leaving Signoff',
  text: 'This link opens another website: {{host}}. Signoff is not responsible for its content.',
  go: 'Go to external site',
};
const nl: typeof en = {
  title: 'Je verlaat Signoff',
  text: 'Deze link opent een andere website: {{host}}. Signoff is niet verantwoordelijk voor de inhoud ervan.',
  go: 'Naar externe website',
};
const fr: typeof en = {
  title: 'Vous quittez Signoff',
  text: 'Ce lien ouvre un autre site : {{host}}. Signoff n’est pas responsable de son contenu.',
  go: 'Aller sur le site externe',
};
export const externalLinkMessages: TAreaMessages = { key: 'externalLink', en, nl, fr };
