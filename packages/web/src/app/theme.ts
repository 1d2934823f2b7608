import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import i18n from 'i18next';
import { FONT_FAMILY } from './fontFamily.ts';

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The least darkening of `color` that reads at AA (4.5:1, with a margin) on each of the backgrounds. */
function readableOn(color: string, backgrounds: string[]): string {
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const candidate = darken(color, amount);
    if (backgrounds.every((background) => contrast(candidate, background) >= 4.6)) return candidate;
  }
  return '#000000';
}

const WHITE = '#ffffff';

/**
 * Mantine's own shades miss WCAG AA in several places (light badges such as green 9 on green 1 read 3.8:1, coloured
 * text such as red 8 on the grey page 4.3:1, dimmed grey 3.3:1). Every colour's text and light-variant text is darkened
 * just enough to pass on the backgrounds it is drawn on, so no page needs to pick shades by hand.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const page = theme.colors.gray[0];
  const light: Record<string, string> = {
    '--mantine-color-dimmed': theme.colors.gray[7],
    // A field's error text and red border (Mantine's red 6 reads 3.6:1 on white).
    '--mantine-color-error': readableOn(theme.colors.red[6], [WHITE, page]),
  };
  for (const [name, shades] of Object.entries(theme.colors) as [string, MantineColorsTuple][]) {
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[0], shades[1], shades[2]]);
    light[`--mantine-color-${name}-text`] = readableOn(shades[8], [WHITE, page, shades[0], shades[1]]);
  }
  return { variables: {}, light, dark: {} };
};

/** Built once i18n has started (main.tsx), so the dialog close label is a word, not a key. */
export const makeTheme = () =>
  createTheme({
    primaryColor: 'indigo',
    // Shade 8 of the primary colour reads 5.7:1 on white; Mantine's default 6 reads 4.3:1.
    primaryShade: 8,
    // Filled fills take black or white text, whichever passes AA: below this luminance white does, above it black does.
    autoContrast: true,
    luminanceThreshold: 0.179,
    defaultRadius: 'md',
    // Someone whose system asks for less motion gets dialogs and toasts that appear and go without fading.
    respectReducedMotion: true,
    fontFamily: FONT_FAMILY,
    components: {
      // The close cross of every dialog gets a name a screen reader can say. A plain object, not Modal.extend, so the
      // first load does not carry the dialog's code.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': i18n.t('common.close') } } },
      // A toast's text under its title is Mantine's gray 6 (3.3:1 on white): the dimmed grey passes AA.
      Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
      // A select's options are drawn when it opens, not kept hidden in the page: a kept one is positioned as the page
      // mounts, which forces the new page's style and layout inside that task (~100 ms on a slow phone per list).
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
