export const en = {
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
