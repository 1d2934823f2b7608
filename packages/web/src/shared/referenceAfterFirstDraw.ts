import { startTransition, useEffect, useRef, useState, type Ref } from 'react';
import { assignRef } from '@mantine/hooks';
import { drawsAsServer } from './serverDrawn.ts';

/**
 * The ref through which a floating element's target (a menu's button, a select's input, a tooltip's icon) hands its
 * element to the floating element. Mantine's popovers and tooltips keep their target in state (floating-ui's and their
 * own), set from the target's ref inside the commit that mounts it, so React renders again synchronously in that commit,
 * and flushes every effect of the commit with it. After hydrating a page the server drew, that commit is the whole
 * page's first draw, one long task: there the target is handed over after the commit, as a transition (decision 0021,
 * stop 62). Any later mount hands it over as Mantine does.
 */
export function useReferenceAfterFirstDraw<T extends HTMLElement>(reference: Ref<T> | undefined): Ref<T> | undefined {
  const [inFirstDraw] = useState(() => drawsAsServer() !== null);
  const target = useRef<T | null>(null);
  useEffect(() => {
    if (!inFirstDraw) return;
    startTransition(() => {
      assignRef(reference, target.current);
    });
    return () => {
      assignRef(reference, null);
    };
  }, [inFirstDraw, reference]);
  return inFirstDraw ? target : reference;
}
