import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (aliased in for `@mantine/hooks`' own in vite.config.ts): React's id, the same in the server's render
 * and in the browser's. Mantine's swaps it for a random one in a layout effect after mounting, a holdover from React
 * versions without useId: every component with an id (inputs, tabs, menus, the app shell) then rendered twice on
 * mounting, and after hydrating a page the server drew, that second render was one long task.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
