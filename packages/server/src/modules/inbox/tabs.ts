import { INBOX_TAB_KEYS, type TInboxTabKey } from '@signoff/contract/inbox';
import { hasPermission, type Actor } from '../../auth/actor.ts';
import type { TServerArea } from '../../area.ts';

/** By default managers see an area's tab (they decide their people's requests), and so does its permission's holder. */
const managersAndPermission =
  (area: TServerArea) =>
  (actor: Actor, { isManager }: { isManager: boolean }) =>
    isManager || (area.permission !== undefined && hasPermission(actor, area.permission));

/** The inbox tabs an actor may open, in the tab bar's order. Tabs of areas that are not built are never listed. */
export function visibleTabs(areas: readonly TServerArea[], actor: Actor, isManager: boolean): TInboxTabKey[] {
  return INBOX_TAB_KEYS.filter((key) =>
    areas.some((area) => area.tab === key && (area.tabVisible ?? managersAndPermission(area))(actor, { isManager })),
  );
}
