import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, toLocale, type TLocale } from '@signoff/contract/format';
import { readFirstDrawHints, type TFirstDrawHints } from '@signoff/contract/firstDrawHints';
import {
  APP_STYLESHEET_ATTRIBUTE,
  DRAWN_AS_CARDS_ATTRIBUTE,
  LOADED_SCRIPTS_ID,
  OUTLINE_ID,
  SEARCH_SLOT,
  SERVER_STATE_ID,
  TITLE_SLOT,
  type TFirstLoad,
  type TLoadedScripts,
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

/** On a module preload of a file the loader runs before the entry (TFirstLoad's evaluateFirst). */
const EVALUATE_FIRST_ATTRIBUTE = 'data-evaluate-first';

/**
 * A stylesheet of the app, fetched at once but for print only: a stylesheet for the screen in the head holds the first
 * paint until it is in, and the outline a signed-in page's HTML holds (styled inline) would wait for it. The app turns it
 * on for the screen before it first draws (web `app/stylesheets.ts`), so nothing is drawn unstyled; the cascade's order
 * stays the HTML's. A drawn page's second part names it again for the screen (pageInParts), and that copy is the one on:
 * the print-only one stays so.
 */
const stylesheetLink = (href: string) =>
  `<link rel="preload" as="style" crossorigin href="${href}">` +
  `<link rel="stylesheet" crossorigin href="${href}" media="print" ${APP_STYLESHEET_ATTRIBUTE}>`;

/**
 * index.html as sent for one path: it names up front the files the page's first draw waits for (the shared libraries,
 * the signed-in frame, the shown language's wording), so the browser fetches them beside the first file instead of one
 * after another once it has run; its <html lang> is the language the page will show; and a signed-in page's root holds
 * the page's outline (an inbox page's with its heading, a list's with its search box's placeholder; the login page has its
 * own), shown until the app draws. Built once per variant.
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
        .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (tag, href: string) =>
          firstLoad?.evaluateFirst?.includes(href)
            ? `<link rel="modulepreload" crossorigin href="${href}" ${EVALUATE_FIRST_ATTRIBUTE}>`
            : tag,
        )
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace('</head>', `  ${[...[...styles].map((href) => stylesheetLink(escapeHtml(href))), ...preloads].join('\n    ')}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
      built.set(key, html);
    }
    return html;
  };
}

/**
 * The inline script of a drawn page's second part, before its root: a parser waits at a script until the stylesheets
 * before it are in, so the page is not parsed (nor painted) before its styles, while the outline above stays painted.
 * It runs nothing; the policy allows exactly this text, by its hash (`app.ts`).
 */
const AWAIT_STYLESHEETS = '/* the page below waits for the stylesheets above */';

/**
 * The inline script that asks for a drawn page's scripts once the page is on the screen: after the next frame (the one
 * that shows the root) has run its style and layout, or at once in a tab nobody is looking at (it draws no frame). While
 * the scripts arrived and compiled during that first layout, Chromium's font look-ups in it (a call to the browser
 * process per font size and weight, on Linux) waited on the busy browser: the layout took 117–254 ms on the trainings
 * list at a phone's width against 25–58 ms with the scripts held back (0021, stop 58). The page reads and its links work
 * without them; its buttons wait for them, as they did.
 *
 * One file a task (a message to itself, which a browser does not slow down as it does nested timers): each request
 * costs the page's thread a few milliseconds, and the fourteen of a list made one task of 18–43 ms. Then, once every
 * file has arrived and been compiled (each preload's load event), the files to run first (React's DOM), each imported in
 * a task of its own, then the entry, whose evaluation no longer holds theirs (0021, stop 64). Run while the other files
 * were still compiling, on the compiler's threads, the modules' evaluations waited for a core and took two to four times
 * their own time (stop 65). A browser without module preloads fetches nothing for them, so it does not wait for them.
 */
const LOAD_SCRIPTS =
  `(function(){var d=document,s,i=0,waiting=0,parked=false,c=new MessageChannel,` +
  `rel=d.createElement('link').relList,counted=!!(rel&&rel.supports&&rel.supports('modulepreload'));` +
  `c.port1.onmessage=step;function next(){c.port2.postMessage(0)}` +
  `function loaded(){if(!--waiting&&parked){parked=false;next()}}` +
  `function add(tag,src){var e=d.createElement(tag);e.crossOrigin='';if(tag==='link'){e.rel='modulepreload';e.href=src;` +
  `if(counted){waiting++;e.onload=e.onerror=loaded}}else{e.type='module';e.src=src}d.head.appendChild(e)}` +
  `function step(){var files=[s.entry].concat(s.preload);if(files.length>i){add('link',files[i++]);next()}` +
  `else if(waiting)parked=true;else if(s.first.length)import(s.first.shift()).then(next,next);else add('script',s.entry)}` +
  `function load(){s=JSON.parse(d.getElementById('${LOADED_SCRIPTS_ID}').textContent);step()}` +
  `if(d.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load)})})()`;

/** JSON in a script element: "<" escaped, so no text in it can close the element. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The inline scripts a page may hold, each allowed by the policy by its hash (`app.ts`). */
export const INLINE_SCRIPT_HASHES = [hashOf(AWAIT_STYLESHEETS), hashOf(LOAD_SCRIPTS)];

/**
 * A page the server may draw, in two parts: the first goes out at once, the second once the render is in (or has
 * failed or run late). The first is the head with the page's stylesheets, for print until the app turns them on, and
 * the page's outline (outside the root, OUTLINE_ID): the browser fetches the styles and paints the outline while the
 * server draws, so where the page's largest text is the outline's (its heading, a list's search placeholder) its
 * largest paint does not wait for the render (decision 0021, stop 57).
 *
 * The second, for a page the server drew: the page's title (a title in the body is the document's while the head has
 * none), the stylesheets again for the screen and a script that holds the parser until they are in, then the root
 * holding the render, hidden until it is parsed whole (Chromium paints a long HTML half-parsed: the header's right-hand
 * group then grew under a person's eyes, a layout shift), and the answers it was drawn from beside it (SERVER_STATE_ID),
 * which the app puts into its cache before its first draw; then a style that shows the root and hides the outline in
 * one frame, and last the scripts, asked once that frame has been drawn (LOAD_SCRIPTS): the page paints without them,
 * and a browser (or Lighthouse's simulation of a phone) that has them in before it paints counts them before the page
 * (stops 54, 58). Mantine's colour
 * scheme is on the root element as its provider would set it from a script. For a page the server did not draw: the
 * root with the outline in it and the scripts, and the app draws over it as on any other page.
 */
export function pageInParts(html: string): { first: string; second: (drawn: TServerDrawn | null) => string } {
  const { before, outline, end, scripts, withoutScripts } = partsOf(html);
  const title = /<title>[^<]*<\/title>/.exec(before)?.[0] ?? '';
  const stylesheets = [...before.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)" media="print"/g)].map(
    ([, href]) => `<link rel="stylesheet" crossorigin href="${href}">`,
  );
  const first =
    withoutScripts.replace(/<html lang="([^"]*)">/, '<html lang="$1" data-mantine-color-scheme="light">').replace(title, '') +
    `<div id="${OUTLINE_ID}" style="position:absolute;inset:0;overflow:hidden">${outline}</div>`;
  // Hidden, not taken out of the layout: Chromium drops a paint from the page's largest paint while the frame that
  // painted it is still on its way to the screen if its boxes are destroyed meanwhile (display:none). The page's largest
  // paint then became the drawn page's when its second part came within that frame, though a person saw the outline's
  // text first. Out of the flow from the start, the hidden outline takes no room beside the root (0021, stop 58).
  const hideOutline = `<style>#${OUTLINE_ID}{visibility:hidden}</style>`;
  return {
    first,
    second: (drawn) => {
      if (!drawn) return `${title}${hideOutline}<div id="root">${outline}</div>${scripts.join('')}${end}`;
      return (
        `<title>${escapeHtml(drawn.title)}</title>${stylesheets.join('')}<script>${AWAIT_STYLESHEETS}</script>` +
        `<style>#root{display:none}</style>` +
        `<div id="root"${drawn.cards ? ` ${DRAWN_AS_CARDS_ATTRIBUTE}` : ''}>${drawn.html}</div>` +
        `<script type="application/json" id="${SERVER_STATE_ID}">${jsonInScript(drawn.state)}</script>` +
        `<style>#root{display:block}</style>${hideOutline}${loaderOf(scripts)}${end}`
      );
    },
  };
}

/**
 * A page nobody draws on the server, with the outline in its root (the login page's): its scripts asked once the outline
 * is on the screen, by the loader a drawn page has. In the head, a phone that had them in before its first frame ran
 * them first, and painted the outline after: Lighthouse's simulated first paint of /login then was the whole first load
 * (2.8 s on a slow link) in one run of three (decision 0021, stop 66).
 */
export function pageWithOutline(html: string): string {
  const { withoutScripts, outline, end, scripts } = partsOf(html);
  return `${withoutScripts}<div id="root">${outline}</div>${loaderOf(scripts)}${end}`;
}

/** index.html as sent for a path, around its root: its scripts (the entry and its module preloads) apart from its head. */
function partsOf(html: string) {
  const parts = /^([\s\S]*)<div id="root">([\s\S]*)<\/div>(\s*<\/body>[\s\S]*)$/.exec(html);
  if (!parts) throw new Error('index.html has no root to draw into');
  const [, before, outline, end] = parts as unknown as [string, string, string, string];
  const scripts = [...before.matchAll(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
  const withoutScripts = scripts.reduce((text, tag) => text.replace(tag, ''), before);
  return { before, outline, end, scripts, withoutScripts };
}

/** The list of a page's scripts (TLoadedScripts) and the loader that asks for them once the page is on the screen. */
function loaderOf(scripts: string[]): string {
  const source = (tag: string) => /(?:src|href)="([^"]+)"/.exec(tag)![1]!;
  const preloads = scripts.filter((tag) => !tag.startsWith('<script'));
  const sources: TLoadedScripts = {
    entry: source(scripts.find((tag) => tag.startsWith('<script'))!),
    first: preloads.filter((tag) => tag.includes(EVALUATE_FIRST_ATTRIBUTE)).map(source),
    preload: preloads.map(source),
  };
  return `<script type="application/json" id="${LOADED_SCRIPTS_ID}">${jsonInScript(sources)}</script><script>${LOAD_SCRIPTS}</script>`;
}
