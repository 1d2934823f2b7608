/**
 * In place of Mantine's provider's style element of the theme's CSS variables (vite.config.ts): they are in a
 * stylesheet written at build time (vite.mantineVariables.ts), so nothing is worked out or drawn here.
 */
export function MantineCssVariables(): null {
  return null;
}
