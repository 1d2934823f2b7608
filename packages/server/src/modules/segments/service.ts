import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PEOPLE_FILTERS,
  DEFAULT_FILTER_PREFIX,
  INTEGRATION_FILTER_PREFIX,
  loadsCustomSegments,
  parseSegmentFilter,
  showsDefaultPeopleFilters,
  showsIntegrationFilters,
  type TListPeopleFiltersResponse,
  type TSegment,
  type TSegmentObjectType,
  type TTeam,
} from '@signoff/contract/segments';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema/people.ts';
import { listIntegrations } from '../../integrations/lookup.ts';
import { employeeDetails } from '../../db/schema/segments.ts';
import * as q from './queries.ts';
import { hasPermission, type Actor } from '../../auth/actor.ts';
import { badRequest, notFound } from '../../http/errors.ts';

const FILTER_NAMES: Record<(typeof DEFAULT_PEOPLE_FILTERS)[number], string> = {
  white_collar: 'White-collar workers',
  blue_collar: 'Blue-collar workers',
  student: 'Students',
};

/** Segments and teams (spec 02 §2.4, §7.2): what the select offers, and the SQL condition each choice means. */
export class SegmentsService {
  constructor(private readonly db: Db) {}

  /**
   * Teams whose people this user sees: all of the company's for someone holding the permission (and not team_only),
   * else their own team and the teams of the people they manage.
   */
  private teamCondition(actor: Actor, permission: string): SQL {
    if (hasPermission(actor, permission) && !actor.teamOnly) return sql`true`;
    if (actor.employeeId === null) return sql`false`;
    return q.teamsOfEmployee(this.db, actor.companyId, actor.employeeId);
  }

  async listTeamsMine(actor: Actor, permission = 'daysOff'): Promise<TTeam[]> {
    const rows = await q.listTeams(this.db, actor.companyId, this.teamCondition(actor, permission));
    return rows;
  }

  /** Custom segments of one object type; light-access accounts get none and nothing is queried for them. */
  async listSegments(actor: Actor, objectType: TSegmentObjectType): Promise<TSegment[]> {
    if (!loadsCustomSegments(actor.access)) return [];
    const rows = await q.listCustomSegments(this.db, actor.companyId, objectType);
    return rows.map((s) => ({ id: String(s.id), name: s.name, count: s.employeeIds.length, group: s.group, description: s.description }));
  }

  async listPeopleFilters(actor: Actor): Promise<TListPeopleFiltersResponse> {
    const all = await listIntegrations(this.db, actor.companyId);
    const counts = await q.countPeopleByDetails(this.db, actor.companyId);
    const sum = (match: (row: (typeof counts)[number]) => boolean) => counts.filter(match).reduce((n, row) => n + row.n, 0);
    return {
      default_filters: showsDefaultPeopleFilters(actor.accessWages, all)
        ? DEFAULT_PEOPLE_FILTERS.map((key) => ({
            id: `${DEFAULT_FILTER_PREFIX}${key}`,
            name: FILTER_NAMES[key],
            count: sum((r) => r.statute === key),
            group: 'Default filters',
            description: '',
          }))
        : [],
      integration_filters: showsIntegrationFilters(all)
        ? all.map((i) => ({
            id: `${INTEGRATION_FILTER_PREFIX}${i.id}`,
            name: i.name,
            count: sum((r) => r.integrationId === i.id),
            group: 'Payroll segment filter',
            description: '',
          }))
        : [],
    };
  }

  /**
   * The condition on `employees` a segment id means. A choice this user is not offered answers like one that does
   * not exist (404 for a custom segment, 400 for a filter), so nothing leaks through the list.
   */
  async condition(actor: Actor, segmentId: string, objectType: TSegmentObjectType, permission = 'daysOff'): Promise<SQL | null> {
    const filter = parseSegmentFilter(segmentId);
    if (!filter) throw badRequest('VALIDATION', 'Unknown segment', { segment: 'Choose a segment from the list' });
    const teamOnly = actor.teamOnly ? q.inTeams(this.db, actor.companyId, this.teamCondition(actor, permission)) : null;
    const withTeamOnly = (c: SQL | null) => (teamOnly ? (c ? and(c, teamOnly)! : teamOnly) : c);
    switch (filter.kind) {
      case 'all':
        return withTeamOnly(null);
      case 'team':
        return withTeamOnly(filter.teamId === null ? isNull(employees.teamId) : eq(employees.teamId, filter.teamId));
      case 'default': {
        const all = await listIntegrations(this.db, actor.companyId);
        if (!showsDefaultPeopleFilters(actor.accessWages, all))
          throw badRequest('VALIDATION', 'Default people filters are not available to you', { segment: 'Choose a segment from the list' });
        return withTeamOnly(q.withDetails(this.db, actor.companyId, eq(employeeDetails.statute, filter.key)));
      }
      case 'integration': {
        const all = await listIntegrations(this.db, actor.companyId);
        if (!showsIntegrationFilters(all) || !all.some((i) => i.id === filter.integrationId))
          throw badRequest('VALIDATION', 'That integration filter is not available', { segment: 'Choose a segment from the list' });
        return withTeamOnly(q.withDetails(this.db, actor.companyId, eq(employeeDetails.integrationId, filter.integrationId)));
      }
      case 'custom': {
        if (!loadsCustomSegments(actor.access)) throw notFound('This segment');
        const segment = await q.findCustomSegment(this.db, actor.companyId, filter.segmentId, objectType);
        if (!segment) throw notFound('This segment');
        return withTeamOnly(segment.employeeIds.length ? inArray(employees.id, segment.employeeIds) : sql`false`);
      }
    }
  }
}
