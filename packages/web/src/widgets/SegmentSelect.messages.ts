import type { TAreaMessages } from '../i18n/types.ts';

const en = {
  label: 'Show',
  everyone: 'Show everyone',
  everyoneInTeams: 'Show everyone in teams',
  group: {
    everyone: 'Everyone',
    teams: 'Teams',
    default_filters: 'Default filters',
    integration_filters: 'Payroll segment filter',
    custom: 'Segments',
  },
  newSegment: 'New segment',
};
const nl: typeof en = {
  label: 'Toon',
  everyone: 'Toon iedereen',
  everyoneInTeams: 'Toon iedereen in teams',
  group: {
    everyone: 'Iedereen',
    teams: 'Teams',
    default_filters: 'Standaardfilters',
    integration_filters: 'Payrollsegmentfilter',
    custom: 'Segmenten',
  },
  newSegment: 'Nieuw segment',
};
const fr: typeof en = {
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
export const segmentSelectMessages: TAreaMessages = { key: 'segmentSelect', en, nl, fr };
