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

/** What the web's render of a page (web `src/ssr/renderPage.tsx`) gives the server: its markup, and its query cache dehydrated. */
export type TServerDrawn = { html: string; state: unknown };

/** Where the server's render of the web app is written beside the web build (its own folder, never served). */
export const SERVER_RENDER_FILE = '.server/renderPage.js';
