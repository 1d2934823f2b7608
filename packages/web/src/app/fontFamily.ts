/**
 * The app's one font stack, the system's: no font file to fetch before the first text can show. The theme sets it, and
 * the outlines the HTML draws before the app's styles are on (loadingFrame.html, loginFrame.html) get it at build time
 * (vite.firstLoad.ts), so their text is drawn in the font the page will draw it in.
 */
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
