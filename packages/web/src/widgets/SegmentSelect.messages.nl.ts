import type { en } from './SegmentSelect.messages.en.ts';

export const nl: typeof en = {
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
