import type { LoaderFunction } from 'react-router';
import type { TSegmentObjectType } from '@signoff/contract/segments';
import { routeData } from '../shared/routeData.ts';

/**
 * The options a SegmentSelect draws with, for the route of a page that has one (allRouteData): asked as the route
 * matches, and in the HTML of a page the server drew.
 */
export function segmentSelectData(objectType: TSegmentObjectType): LoaderFunction[] {
  return [
    routeData(async () => (await import('./segmentQueries.ts')).teamsQuery),
    routeData(async () => (await import('./segmentQueries.ts')).filtersQuery),
    routeData(async () => (await import('./segmentQueries.ts')).customSegmentsToAsk(objectType)),
  ];
}
