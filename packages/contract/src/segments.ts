import { z } from 'zod';
import { MAX_ID } from './common.ts';

/**
 * Segment and team select (spec 02 §2.4, §3 segment, §6). Ids are strings: teams are team_{id} (team_-1 = without a
 * team), default people filters default_people_filter_{key}, integration filters integration_filter_{id}, and custom
 * segments their numeric id. 'all' is "Show everyone".
 */

/** Lists that can be narrowed by a segment; the by-object-type call serves each (days-off lists use days_off). */
export const SEGMENT_OBJECT_TYPES = ['people', 'days_off'] as const;
export type TSegmentObjectType = (typeof SEGMENT_OBJECT_TYPES)[number];

/** Default people filters: Belgian statutes, offered to access_wages = 1 when an integration is in BE. */
export const DEFAULT_PEOPLE_FILTERS = ['white_collar', 'blue_collar', 'student'] as const;
export type TDefaultPeopleFilter = (typeof DEFAULT_PEOPLE_FILTERS)[number];

export const SHOW_EVERYONE = 'all';
export const WITHOUT_TEAM_ID = -1;
export const TEAM_PREFIX = 'team_';
export const DEFAULT_FILTER_PREFIX = 'default_people_filter_';
export const INTEGRATION_FILTER_PREFIX = 'integration_filter_';

export const ZSegmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int().min(0),
  group: z.string(),
  description: z.string(),
});
export type TSegment = z.infer<typeof ZSegmentSchema>;

export const ZListSegmentsParamsSchema = z.object({ object_type: z.enum(SEGMENT_OBJECT_TYPES, 'object_type must be people or days_off') });
export const ZListSegmentsResponseSchema = z.array(ZSegmentSchema);

export const ZTeamSchema = z.object({ id: z.number(), name: z.string(), count: z.number().int().min(0) });
export type TTeam = z.infer<typeof ZTeamSchema>;
export const ZListTeamsResponseSchema = z.array(ZTeamSchema);
/** Teams of one of the user's federated accounts (spec 02 §7.2 "per federated account"); the session's company without it. */
export const ZListTeamsMineQuerySchema = z.object({
  company_id: z.coerce.number().int().positive().max(MAX_ID, 'This id is too large').optional(),
});

/** Default people filters and integration filters the current user may use (server decides, web mirrors). */
export const ZListPeopleFiltersResponseSchema = z.object({
  default_filters: z.array(ZSegmentSchema),
  integration_filters: z.array(ZSegmentSchema),
});
export type TListPeopleFiltersResponse = z.infer<typeof ZListPeopleFiltersResponseSchema>;

export type TSegmentFilter =
  | { kind: 'all' }
  | { kind: 'team'; teamId: number | null }
  | { kind: 'default'; key: TDefaultPeopleFilter }
  | { kind: 'integration'; integrationId: number }
  | { kind: 'custom'; segmentId: number };

/** Reads a segment id; null when it names nothing this app knows. */
/** A positive id of at most ten digits that fits PostgreSQL's integer, or null. */
function idIn(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

export function parseSegmentFilter(value: string): TSegmentFilter | null {
  if (value === SHOW_EVERYONE) return { kind: 'all' };
  if (value.startsWith(TEAM_PREFIX)) {
    const rest = value.slice(TEAM_PREFIX.length);
    if (rest === String(WITHOUT_TEAM_ID)) return { kind: 'team', teamId: null };
    const teamId = idIn(rest);
    return teamId === null ? null : { kind: 'team', teamId };
  }
  if (value.startsWith(DEFAULT_FILTER_PREFIX)) {
    const key = value.slice(DEFAULT_FILTER_PREFIX.length);
    return (DEFAULT_PEOPLE_FILTERS as readonly string[]).includes(key) ? { kind: 'default', key: key as TDefaultPeopleFilter } : null;
  }
  if (value.startsWith(INTEGRATION_FILTER_PREFIX)) {
    const rest = value.slice(INTEGRATION_FILTER_PREFIX.length);
    const integrationId = idIn(rest);
    return integrationId === null ? null : { kind: 'integration', integrationId };
  }
  const segmentId = idIn(value);
  return segmentId === null ? null : { kind: 'custom', segmentId };
}

export const ZSegmentFilterSchema = z
  .string()
  .trim()
  .max(60)
  .default(SHOW_EVERYONE)
  .refine(
    (v) => parseSegmentFilter(v) !== null,
    'segment must be all, team_{id}, team_-1, default_people_filter_{key}, integration_filter_{id} or a segment id',
  );

export const teamSegmentId = (teamId: number | null) => `${TEAM_PREFIX}${teamId ?? WITHOUT_TEAM_ID}`;

/** Link that creates a new segment and comes back to the list it was opened from (spec 02 §2.4). */
export function newSegmentLink(objectType: TSegmentObjectType, backPath: string): string {
  return `/settings/segments/builder?object=${encodeURIComponent(objectType)}&back=${encodeURIComponent(backPath)}`;
}

/** Default people filters show only to access_wages = 1 with an integration in Belgium (spec 02 §2.4, §9). */
export function showsDefaultPeopleFilters(accessWages: number, integrations: readonly { country: string }[]): boolean {
  return accessWages === 1 && integrations.some((i) => i.country === 'BE');
}

/** Integration filters show only when the company has more than one integration. */
export function showsIntegrationFilters(integrations: readonly unknown[]): boolean {
  return integrations.length > 1;
}

/** Light-access accounts (group_access light) get no custom segments and load none. */
export function loadsCustomSegments(access: 'light' | 'full'): boolean {
  return access !== 'light';
}

export type TSegmentOptionGroup = {
  group: 'everyone' | 'teams' | 'default_filters' | 'integration_filters' | 'custom';
  options: { value: string; label: string; count: number | null }[];
};

/**
 * The select's option groups in order: Show everyone (or "Show everyone in teams" for team_only), Teams, Default
 * filters, Integration filters, custom segments. Empty groups are left out; labels of the fixed entries are i18n keys
 * the web translates (everyone / everyoneInTeams / withoutTeam).
 */
export function segmentOptionGroups(input: {
  teamOnly: boolean;
  teams: readonly TTeam[];
  defaultFilters: readonly TSegment[];
  integrationFilters: readonly TSegment[];
  customSegments: readonly TSegment[];
}): TSegmentOptionGroup[] {
  const groups: TSegmentOptionGroup[] = [
    { group: 'everyone', options: [{ value: SHOW_EVERYONE, label: input.teamOnly ? 'everyoneInTeams' : 'everyone', count: null }] },
    { group: 'teams', options: input.teams.map((t) => ({ value: teamSegmentId(t.id), label: t.name, count: t.count })) },
    { group: 'default_filters', options: input.defaultFilters.map((s) => ({ value: s.id, label: s.name, count: s.count })) },
    { group: 'integration_filters', options: input.integrationFilters.map((s) => ({ value: s.id, label: s.name, count: s.count })) },
    { group: 'custom', options: input.customSegments.map((s) => ({ value: s.id, label: s.name, count: s.count })) },
  ];
  return groups.filter((g) => g.options.length > 0);
}
