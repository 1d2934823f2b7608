import type { en } from './SegmentSelect.messages.en.ts';

export const fr: typeof en = {
  label: 'Afficher',
  everyone: 'Afficher tout le monde',
  everyoneInTeams: 'Afficher tout le monde dans les équipes',
  group: {
    everyone: 'Tout le monde',
    teams: 'Équipes',
    default_filters: 'Filtres par défaut',
    integration_filters: 'Filtre de segment de paie',
    custom: 'Segments',
  },
  newSegment: 'Nouveau segment',
};
