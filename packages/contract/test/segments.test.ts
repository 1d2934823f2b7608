import { describe, expect, it } from 'vitest';
import {
  ZSegmentFilterSchema,
  loadsCustomSegments,
  newSegmentLink,
  parseSegmentFilter,
  segmentOptionGroups,
  showsDefaultPeopleFilters,
  showsIntegrationFilters,
  teamSegmentId,
} from '../src/segments.ts';

describe('segment ids', () => {
  it('reads every kind of id the spec names', () => {
    expect(parseSegmentFilter('all')).toEqual({ kind: 'all' });
    expect(parseSegmentFilter('team_12')).toEqual({ kind: 'team', teamId: 12 });
    expect(parseSegmentFilter('team_-1')).toEqual({ kind: 'team', teamId: null });
    expect(parseSegmentFilter('default_people_filter_blue_collar')).toEqual({ kind: 'default', key: 'blue_collar' });
    expect(parseSegmentFilter('integration_filter_3')).toEqual({ kind: 'integration', integrationId: 3 });
    expect(parseSegmentFilter('42')).toEqual({ kind: 'custom', segmentId: 42 });
  });

  it('refuses what names nothing', () => {
    for (const bad of [
      '',
      'team_',
      'team_0',
      'team_x',
      'team_-2',
      // Ids past PostgreSQL's integer name nothing either (and must not reach a query).
      'team_2147483648',
      'integration_filter_9999999999',
      '2147483648',
      'default_people_filter_ceo',
      'integration_filter_',
      '0',
      '-3',
      '1.5',
      'drop table',
    ])
      expect(parseSegmentFilter(bad), bad).toBeNull();
    expect(ZSegmentFilterSchema.safeParse('team_x').success).toBe(false);
    expect(ZSegmentFilterSchema.parse(undefined)).toBe('all');
  });

  it('builds team ids, team_-1 for people without a team', () => {
    expect(teamSegmentId(5)).toBe('team_5');
    expect(teamSegmentId(null)).toBe('team_-1');
  });
});

describe('what the select offers', () => {
  const be = [{ country: 'BE' }];
  it('shows default people filters only to access_wages 1 with a BE integration', () => {
    expect(showsDefaultPeopleFilters(1, be)).toBe(true);
    expect(showsDefaultPeopleFilters(0, be)).toBe(false);
    expect(showsDefaultPeopleFilters(1, [{ country: 'NL' }])).toBe(false);
    expect(showsDefaultPeopleFilters(1, [])).toBe(false);
  });

  it('shows integration filters only with more than one integration', () => {
    expect(showsIntegrationFilters([])).toBe(false);
    expect(showsIntegrationFilters([1])).toBe(false);
    expect(showsIntegrationFilters([1, 2])).toBe(true);
  });

  it('loads no custom segments for light access', () => {
    expect(loadsCustomSegments('light')).toBe(false);
    expect(loadsCustomSegments('full')).toBe(true);
  });

  it('orders the groups and names "everyone" by role', () => {
    const seg = (id: string) => ({ id, name: id, count: 1, group: 'g', description: '' });
    const groups = segmentOptionGroups({
      teamOnly: false,
      teams: [{ id: 1, name: 'Sales', count: 9 }],
      defaultFilters: [seg('default_people_filter_student')],
      integrationFilters: [],
      customSegments: [seg('7')],
    });
    expect(groups.map((g) => g.group)).toEqual(['everyone', 'teams', 'default_filters', 'custom']);
    expect(groups[0]!.options[0]).toEqual({ value: 'all', label: 'everyone', count: null });
    expect(groups[1]!.options[0]).toEqual({ value: 'team_1', label: 'Sales', count: 9 });
    const teamOnly = segmentOptionGroups({ teamOnly: true, teams: [], defaultFilters: [], integrationFilters: [], customSegments: [] });
    expect(teamOnly).toEqual([{ group: 'everyone', options: [{ value: 'all', label: 'everyoneInTeams', count: null }] }]);
  });

  it('links to the segment builder with the object type and the way back', () => {
    expect(newSegmentLink('days_off', '/inbox/daysOff')).toBe('/settings/segments/builder?object=days_off&back=%2Finbox%2FdaysOff');
  });
});
