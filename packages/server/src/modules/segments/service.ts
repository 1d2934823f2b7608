import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
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
import { employees, teams } from '../../db/schema/people.ts';
import { integrations } from '../../db/schema/companies.ts';
import { employeeDetails, segments } from '../../db/schema/segments.ts';
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

  private async companyIntegrations(companyId: number) {
    return this.db.select().from(integrations).where(eq(integrations.companyId, companyId)).orderBy(asc(integrations.id));
  }

  /**
   * Teams whose people this user sees: all of the company's for someone holding the permission (and not team_only),
   * else their own team and the teams of the people they manage.
   */
  private teamCondition(actor: Actor, permission: string): SQL {
    if (hasPermission(actor, permission) && !actor.teamOnly) return sql`true`;
    if (actor.employeeId === null) return sql`false`;
    const mine = this.db
      .select({ teamId: employees.teamId })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, actor.companyId),
          or(
            eq(employees.id, actor.employeeId),
            eq(employees.managerId, actor.employeeId),
            eq(employees.secondManagerId, actor.employeeId),
          ),
        ),
      );
    return inArray(teams.id, mine);
  }

  async listTeamsMine(actor: Actor, permission = 'daysOff'): Promise<TTeam[]> {
    const rows = await this.db
      .select({
        id: teams.id,
        name: teams.name,
        count: sql<number>`(select count(*) from ${employees} e where e.team_id = "teams"."id" and e.is_active)`.mapWith(Number),
      })
      .from(teams)
      .where(and(eq(teams.companyId, actor.companyId), this.teamCondition(actor, permission)))
      .orderBy(asc(teams.name));
    return rows;
  }

  /** Custom segments of one object type; light-access accounts get none and nothing is queried for them. */
  async listSegments(actor: Actor, objectType: TSegmentObjectType): Promise<TSegment[]> {
    if (!loadsCustomSegments(actor.access)) return [];
    const rows = await this.db
      .select()
      .from(segments)
      .where(and(eq(segments.companyId, actor.companyId), eq(segments.objectType, objectType)))
      .orderBy(asc(segments.name));
    return rows.map((s) => ({ id: String(s.id), name: s.name, count: s.employeeIds.length, group: s.group, description: s.description }));
  }

  async listPeopleFilters(actor: Actor): Promise<TListPeopleFiltersResponse> {
    const all = await this.companyIntegrations(actor.companyId);
    const counts = await this.db
      .select({ statute: employeeDetails.statute, integrationId: employeeDetails.integrationId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(employeeDetails)
      .innerJoin(employees, eq(employees.id, employeeDetails.employeeId))
      .where(and(eq(employeeDetails.companyId, actor.companyId), eq(employees.isActive, true)))
      .groupBy(employeeDetails.statute, employeeDetails.integrationId);
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
    const teamOnly = actor.teamOnly
      ? inArray(
          employees.teamId,
          this.db
            .select({ id: teams.id })
            .from(teams)
            .where(and(eq(teams.companyId, actor.companyId), this.teamCondition(actor, permission))),
        )
      : null;
    const withTeamOnly = (c: SQL | null) => (teamOnly ? (c ? and(c, teamOnly)! : teamOnly) : c);
    switch (filter.kind) {
      case 'all':
        return withTeamOnly(null);
      case 'team':
        return withTeamOnly(filter.teamId === null ? isNull(employees.teamId) : eq(employees.teamId, filter.teamId));
      case 'default': {
        const all = await this.companyIntegrations(actor.companyId);
        if (!showsDefaultPeopleFilters(actor.accessWages, all))
          throw badRequest('VALIDATION', 'Default people filters are not available to you', { segment: 'Choose a segment from the list' });
        return withTeamOnly(
          inArray(
            employees.id,
            this.db
              .select({ id: employeeDetails.employeeId })
              .from(employeeDetails)
              .where(and(eq(employeeDetails.companyId, actor.companyId), eq(employeeDetails.statute, filter.key))),
          ),
        );
      }
      case 'integration': {
        const all = await this.companyIntegrations(actor.companyId);
        if (!showsIntegrationFilters(all) || !all.some((i) => i.id === filter.integrationId))
          throw badRequest('VALIDATION', 'That integration filter is not available', { segment: 'Choose a segment from the list' });
        return withTeamOnly(
          inArray(
            employees.id,
            this.db
              .select({ id: employeeDetails.employeeId })
              .from(employeeDetails)
              .where(and(eq(employeeDetails.companyId, actor.companyId), eq(employeeDetails.integrationId, filter.integrationId))),
          ),
        );
      }
      case 'custom': {
        if (!loadsCustomSegments(actor.access)) throw notFound('This segment');
        const [segment] = await this.db
          .select()
          .from(segments)
          .where(and(eq(segments.companyId, actor.companyId), eq(segments.id, filter.segmentId), eq(segments.objectType, objectType)));
        if (!segment) throw notFound('This segment');
        return withTeamOnly(segment.employeeIds.length ? inArray(employees.id, segment.employeeIds) : sql`false`);
      }
    }
  }
}
