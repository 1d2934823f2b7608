import { APP_STYLESHEET_ATTRIBUTE } from '@signoff/contract/firstLoad';

/**
 * Resolves once the stylesheets the server named for print only (server `http/webPage.ts`) are in and on for the
 * screen: the outline in the HTML was painted without them, and the app must not draw before them. A stylesheet that
 * failed is turned on too, rather than leaving the app undrawn.
 *
 * A page the server drew names them again for the screen in its second part, and its parser waited for those: they
 * are on already. Turned on as well, every rule of the app applied twice from then on (each later style pass matched
 * the page against both copies), and the switch itself restyled the whole page, 12 ms of a phone's load after its
 * first paint (decision 0021, stop 67). Those stay for print.
 */
export function appStylesheetsReady(): Promise<void> {
  const onScreen = new Set(
    [...document.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"]:not([${APP_STYLESHEET_ATTRIBUTE}])`)].map((link) => link.href),
  );
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${APP_STYLESHEET_ATTRIBUTE}]`)].filter(
    (link) => !onScreen.has(link.href),
  );
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
