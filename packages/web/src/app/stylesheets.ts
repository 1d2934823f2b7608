import { APP_STYLESHEET_ATTRIBUTE } from '@signoff/contract/firstLoad';

/**
 * Resolves once the stylesheets the server named for print only (server `http/webPage.ts`) are in and on for the
 * screen: the outline in the HTML was painted without them, and the app must not draw before them. A stylesheet that
 * failed is turned on too, rather than leaving the app undrawn.
 */
export function appStylesheetsReady(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${APP_STYLESHEET_ATTRIBUTE}]`)];
  return Promise.all(
    links.map(async (link) => {
      if (!link.sheet)
        await new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        });
      return link;
    }),
    // Switched together, so the outline is restyled once.
  ).then((loaded) => loaded.forEach((link) => (link.media = 'all')));
}
