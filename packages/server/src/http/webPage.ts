import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, toLocale, type TLocale } from '@signoff/contract/format';
import { readFirstDrawHints, type TFirstDrawHints } from '@signoff/contract/firstDrawHints';
import {
  APP_STYLESHEET_ATTRIBUTE,
  DRAWN_AS_CARDS_ATTRIBUTE,
  SEARCH_SLOT,
  SERVER_STATE_ID,
  TITLE_SLOT,
  type TFirstLoad,
  type TServerDrawn,
} from '@signoff/contract/firstLoad';

/** The language the web app will pick: the one chosen before, else the browser's first (as navigator.language), else English. */
export function languageOf(cookie: string | undefined, acceptLanguage: string | undefined): TLocale {
  if ((LOCALES as readonly (string | undefined)[]).includes(cookie)) return cookie as TLocale;
  return toLocale(acceptLanguage?.split(',')[0]?.trim().toLowerCase());
}

/** A phone's browser, as its user agent says: a list drawn before the browser's cookie says its width is drawn as cards. */
const PHONE = /\bMobi|Android/;

/**
 * What a list's first draw depends on in this browser (its FIRST_DRAW_COOKIE), or, from a browser that has not written
 * it yet, nothing remembered and the layout its user agent suggests.
 */
export function firstDrawHintsOf(cookie: string | undefined, userAgent: string | undefined): TFirstDrawHints {
  return readFirstDrawHints(cookie) ?? { cards: PHONE.test(userAgent ?? ''), remembered: {} };
}

/** For an attribute's value or an element's text alike. */
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A stylesheet of the app, fetched at once but for print only: a stylesheet for the screen in the head holds the first
 * paint until it is in, and the outline a signed-in page's HTML holds (styled inline) would wait for it. The app turns it
 * on for the screen before it first draws (web `app/stylesheets.ts`), so nothing is drawn unstyled; the cascade's order
 * stays the HTML's.
 */
const stylesheetLink = (href: string) =>
  `<link rel="preload" as="style" crossorigin href="${href}">` +
  `<link rel="stylesheet" crossorigin href="${href}" media="print" ${APP_STYLESHEET_ATTRIBUTE}>`;

/**
 * index.html as sent for one path: it names up front the files the page's first draw waits for (the shared libraries,
 * the signed-in frame, the shown language's wording), so the browser fetches them beside the first file instead of one
 * after another once it has run; its <html lang> is the language the page will show; and a signed-in page's root holds
 * the page's outline (an inbox page's with its heading, a list's with its search box's placeholder), shown until the app
 * draws. Built once per variant.
 */
export function webPages(webDist: string): (pathname: string, language: TLocale) => string {
  const index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifestFile = path.join(webDist, 'first-load.json');
  const firstLoad: TFirstLoad | null = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null;
  const pages = (firstLoad?.pages ?? []).map((page) => ({ ...page, paths: new RegExp(page.paths) }));
  const built = new Map<string, string>();
  return (pathname, language) => {
    const matched = pages.filter((page) => page.paths.test(pathname));
    const key = `${language} ${matched.map((page) => page.paths.source).join(' ')}`;
    let html = built.get(key);
    if (html === undefined) {
      const scripts = new Set([...matched.flatMap((page) => page.scripts), ...(firstLoad?.languages[language] ?? [])]);
      const styles = new Set(matched.flatMap((page) => page.styles));
      const preloads = [...scripts].map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
      // A list with a search box: its placeholder in the outline's search bar, where the box will be; on a list whose
      // rows' texts are smaller (expenses, days off on a phone) the page's largest paint is then the outline's (0021).
      const search = matched.some((page) => page.search) ? (firstLoad?.searchPlaceholder?.[language] ?? '') : '';
      // The heading every inbox page draws ("Inbox", in the page's language) where the page will draw it: the title is
      // there at the first paint, not a grey bar (and where it is the page's largest text, so is its largest paint).
      const title = matched.find((page) => page.title)?.title?.[language] ?? '';
      const frame = (matched.find((page) => page.frame)?.frame ?? '')
        .replace(SEARCH_SLOT, () => escapeHtml(search))
        .replace(TITLE_SLOT, () => escapeHtml(title));
      html = index
        .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) => stylesheetLink(href))
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace('</head>', `  ${[...[...styles].map((href) => stylesheetLink(escapeHtml(href))), ...preloads].join('\n    ')}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
      built.set(key, html);
    }
    return html;
  };
}

/**
 * A page's HTML (`webPages`'s) with the server's render of the page in its root instead of the outline, and the
 * answers it was drawn from beside it (SERVER_STATE_ID), which the app puts into its cache before its first draw. Its
 * stylesheets hold the first paint (the page's markup needs them, and they are the page's only other files it waits
 * for) and its scripts are asked at low priority, after them: a person sees the page at the first paint, and
 * Lighthouse's simulation counts the scripts as holding it no more (decision 0021, stop 54). Mantine's colour scheme
 * is on the root element as its provider would set it from a script, and the page's title is the app's.
 */
export function serverDrawnPage(html: string, drawn: TServerDrawn): string {
  // JSON in a script element: "<" escaped, so no text in it can close the element.
  const state = JSON.stringify(drawn.state).replace(/</g, '\\u003c');
  return (
    html
      .replace(/<html lang="([^"]*)">/, '<html lang="$1" data-mantine-color-scheme="light">')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(drawn.title)}</title>`)
      // No paint before the whole page is parsed (Chromium paints a long HTML half-parsed: the header's right-hand
      // group then grew under a person's eyes, a layout shift).
      .replace('</head>', `<link rel="expect" href="#${SERVER_STATE_ID}" blocking="render"></head>`)
      .replaceAll(` media="print" ${APP_STYLESHEET_ATTRIBUTE}`, ` ${APP_STYLESHEET_ATTRIBUTE}`)
      .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
      .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
      .replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        (_, end: string) =>
          `<div id="root"${drawn.cards ? ` ${DRAWN_AS_CARDS_ATTRIBUTE}` : ''}>${drawn.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${state}</script>${end}`,
      )
  );
}
