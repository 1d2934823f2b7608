import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A table that scrolls sideways when the screen is narrower than `minWidth`. The scrolling part is a named region
 * that takes focus, so it can be scrolled with the keyboard (axe: scrollable-region-focusable). The browser's own
 * scrolling, not Mantine's scroll area: that one keeps its parts in state set while mounting, and after hydrating a page
 * the server drew, React drew it again inside hydration's commit (decision 0021, stop 62).
 */
export function TableScroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
