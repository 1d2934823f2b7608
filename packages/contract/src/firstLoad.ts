import type { TLocale } from './format.ts';

/** The cookie the web app keeps its shown language in, beside localStorage, for the server to read on a page load. */
export const LANGUAGE_COOKIE = 'signoff_language';

/**
 * What the web build writes beside index.html (`first-load.json`, packages/web/vite.firstLoad.ts) and the server reads
 * to name in a page's HTML the files its first draw runs (packages/server/src/http/webPage.ts).
 */
export type TFirstLoad = {
  /**
   * `paths` is a regular expression over the URL's path; every matching entry's files are named. `frame` is markup
   * drawn in the app's root until the app draws itself (the first matching entry's), so a slow phone shows the page's
   * outline at once instead of a blank screen while the scripts arrive and run. `search` marks a list that draws the
   * list kit's search box: its outline's search bar (SEARCH_SLOT in the frame) shows the box's placeholder. `title` is
   * the heading the page draws, in each language: the outline's title (TITLE_SLOT) shows it (the first matching entry's).
   */
  pages: {
    paths: string;
    scripts: string[];
    styles: string[];
    frame?: string;
    search?: boolean;
    title?: Record<TLocale, string>;
  }[];
  /** Each language's wording chunk. */
  languages: Record<TLocale, string[]>;
  /**
   * Files of the entry's own imports that import nothing of the entry's (React and React's DOM): a page the server drew
   * runs each in a task of its own before the entry, so that their evaluation is not one long task with the entry's.
   */
  evaluateFirst?: string[];
  /** The search box's placeholder in each language, for the outline of a list with `search`. */
  searchPlaceholder?: Record<TLocale, string>;
};

/** Where a frame's search bar takes the search box's placeholder (or nothing, on a page without a search box). */
export const SEARCH_SLOT = '%SEARCH%';

/** Where a frame's title takes the page's heading (or nothing, and the title stays a grey bar, where no entry names one). */
export const TITLE_SLOT = '%TITLE%';

/**
 * Marks the stylesheets the server names for print only, so a page's outline is painted without waiting for them; the
 * web app turns them on for the screen before it first draws.
 */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';

/**
 * The id of the `<script type="application/json">` in a page the server drew (server `http/serverRender.ts`): the API
 * answers it drew with, dehydrated from its query cache, which the web app puts into its own before its first draw so
 * that the first draw is what the server drew.
 */
export const SERVER_STATE_ID = 'signoff-server-state';

/**
 * The outline of a page the server may draw, sent with the head before the render is in (server `http/webPage.ts`):
 * outside the app's root, hidden once the page the server drew (or the root's own outline) follows, and removed when
 * the app has drawn (web `app/App.tsx`).
 */
export const OUTLINE_ID = 'signoff-outline';

/**
 * What the web's render of a page (web `src/ssr/renderPage.tsx`) gives the server: its markup, its query cache
 * dehydrated, the document's title as the app would set it, and whether it drew a list's rows as cards (what its
 * width query answered).
 */
export type TServerDrawn = { html: string; state: unknown; title: string; cards: boolean };

/**
 * On the root element of a page the server drew with a list's rows as cards: the browser's hydration draws the layout
 * the server drew, whatever its own width says, and changes it after (web `shared/list/DataTable.tsx`).
 */
export const DRAWN_AS_CARDS_ATTRIBUTE = 'data-drawn-as-cards';

/** Where the server's render of the web app is written beside the web build (its own folder, never served). */
export const SERVER_RENDER_FILE = '.server/renderPage.js';

/** Below this width a list's rows do not fit a table: the web draws each row as a card (web `shared/list/DataTable.tsx`). */
export const CARD_LAYOUT_QUERY = '(max-width: 767px)';

/**
 * The cookie the web app keeps, beside its localStorage, what a list's first draw depends on, for the server to draw a
 * list as the browser would (decision 0021, stop 55): whether the window draws rows as cards, and the values it
 * remembers (`signoff.`-keyed, as in localStorage: each list's status, search, sort, hidden columns). `remembered` is null
 * when they did not fit in a cookie; the server then leaves lists to the browser.
 */
export const FIRST_DRAW_COOKIE = 'signoff_first_draw';

/** The longest the cookie's JSON may be (a browser keeps about 4 KB a cookie): longer, the web writes `remembered: null`. */
export const FIRST_DRAW_COOKIE_MAX = 3_000;

/**
 * Set on `<html>` once the app has drawn itself over the HTML (web `app/App.tsx`): a page the server drew shows the
 * same buttons before, but they answer only from then on.
 */
export const APP_DRAWN_ATTRIBUTE = 'data-app-drawn';

/**
 * The id of the `<script type="application/json">` in which a page's HTML lists its scripts (server `http/webPage.ts`):
 * its loader reads it, and so does the web app's boot, which runs the page's own files one a task (web
 * `app/evaluateAhead.ts`).
 */
export const LOADED_SCRIPTS_ID = 'signoff-scripts';

/**
 * The entry, the files run before it, each in a task of its own (a subset of `preload`), and every file the page's first
 * draw runs, each after the files it imports (TFirstLoad's page `scripts`).
 */
export type TLoadedScripts = { entry: string; first: string[]; preload: string[] };
