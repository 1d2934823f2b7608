import { createContext, useContext, type ComponentType } from 'react';

/**
 * A card an area adds to a person's page (/people/{id}): it loads and draws that person's items of the area itself.
 * Areas hand it in as a `lazy()` component, so its code stays out of the first load; the page suspends on it.
 */
export type TPersonSection = { key: string; Component: ComponentType<{ employeeId: number }> };

/**
 * The areas' person-page sections, handed down by the app shell (which knows the areas) to the people page (which must
 * not import other features): the same list-of-areas rule as the router and the tab bar.
 */
export const PersonSectionsContext = createContext<readonly TPersonSection[]>([]);

export function usePersonSections(): readonly TPersonSection[] {
  return useContext(PersonSectionsContext);
}
