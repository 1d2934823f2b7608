import { CARD_LAYOUT_QUERY, FIRST_DRAW_COOKIE, FIRST_DRAW_COOKIE_MAX } from '@signoff/contract/firstLoad';
import type { TFirstDrawHints } from '@signoff/contract/firstDrawHints';

/** What useRememberedState keeps (the language's key too, which the server's render ignores: it has the language's cookie). */
const REMEMBERED_PREFIX = 'signoff.';

function currentHints(): TFirstDrawHints {
  const remembered: Record<string, string> = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(REMEMBERED_PREFIX)) remembered[key] = localStorage.getItem(key) ?? '';
    }
  } catch {
    // Storage refused (a privacy setting): the app remembers nothing, and neither does the cookie.
  }
  return { cards: window.matchMedia(CARD_LAYOUT_QUERY).matches, remembered };
}

function writeCookie() {
  const hints = currentHints();
  let json = JSON.stringify(hints);
  if (json.length > FIRST_DRAW_COOKIE_MAX) json = JSON.stringify({ ...hints, remembered: null });
  document.cookie = `${FIRST_DRAW_COOKIE}=${encodeURIComponent(json)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Keeps the cookie the server reads to draw a list as this browser will (FIRST_DRAW_COOKIE) in step with what the app
 * remembers and with the window's width: written at boot, whenever a remembered value changes (Mantine's storage hook
 * says so on the window) and when the window crosses the card layout's width.
 */
export function keepFirstDrawCookie(): void {
  writeCookie();
  window.addEventListener('mantine-local-storage', writeCookie);
  window.addEventListener('storage', writeCookie);
  window.matchMedia(CARD_LAYOUT_QUERY).addEventListener('change', writeCookie);
}
