import type { TInboxTabKey } from '@signoff/contract/inbox';
import { hasPermission, type Actor } from '../../auth/actor.ts';

/**
 * The inbox tabs an actor may open. Managers see the areas where they decide their people's requests; an HR
 * admin sees an area with its permission. Tabs of areas that are not built yet are never listed.
 */
export function visibleTabs(actor: Actor, isManager: boolean): TInboxTabKey[] {
  const tabs: TInboxTabKey[] = [];
  if (isManager || hasPermission(actor, 'sickNotes')) tabs.push('sickNotes');
  if (isManager || hasPermission(actor, 'daysOff')) tabs.push('daysOff');
  if (isManager || hasPermission(actor, 'expenses')) tabs.push('expenses');
  return tabs;
}
