import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../afterPaint.ts';
import { drawsAsServer } from '../serverDrawn.ts';

/**
 * The cards a phone's list draws as the server draws it: more than a phone's screen holds (eight cards of at least 110 px
 * under a header, a heading and the list's filters fill 844 px and more), so the pager under them stays out of sight
 * while the rest come.
 */
const FIRST_DRAW_CARDS = 8;

/** The cards added a frame after it, each batch drawn (and laid out) in a frame of its own. */
const CARDS_A_FRAME = 5;

/**
 * A list's rows drawn as cards, a screenful first. Parsed, styled and laid out in one task, a page of twenty cards was
 * the largest task of a phone's first load of a list (the documents list's: 62 ms of its own on this machine, four
 * times that on the phone Lighthouse simulates; decision 0021, stop 67). In the page the server draws, and in the
 * browser's hydration of it, the list holds the first FIRST_DRAW_CARDS; the rest follow CARDS_A_FRAME at a time once
 * the page is drawn, each batch a transition after the previous one's frame. A list drawn in the browser alone has its
 * rows at once (its rows are already drawn in slices, useRowsLater).
 */
export function useCardsByScreen<Row>(rows: readonly Row[]): readonly Row[] {
  const [limit, setLimit] = useState(() => (drawsAsServer()?.cards ? FIRST_DRAW_CARDS : Infinity));
  const complete = limit >= rows.length;
  useEffect(() => {
    if (complete) return;
    return afterPaint(() => startTransition(() => setLimit((shown) => shown + CARDS_A_FRAME)));
  }, [complete, limit]);
  return complete ? rows : rows.slice(0, limit);
}
