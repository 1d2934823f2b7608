import { useMediaQuery } from '@mantine/hooks';
import { CARD_LAYOUT_QUERY } from '@signoff/contract/firstLoad';
import { drawsAsServer } from './serverDrawn.ts';

/**
 * Whether the page is laid out for a phone (lists as cards), read on the first render. By default Mantine answers false
 * first and the real value from an effect, so a phone drew a page's wide layout and then its narrow one in one unsliced
 * task. The server's render answers from the browser's cookie (FIRST_DRAW_COOKIE), so it draws the layout the browser
 * will; the browser's hydration of it draws what the server drew, and the layout of its own width after, where that
 * differs (a window resized since the cookie).
 */
export function useCardLayout(): boolean {
  const drawnAsServer = drawsAsServer();
  return useMediaQuery(CARD_LAYOUT_QUERY, drawnAsServer?.cards, { getInitialValueInEffect: drawnAsServer !== null });
}
