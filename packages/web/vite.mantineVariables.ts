import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, makeTheme } from './src/app/theme.ts';

/** The stylesheet src/app/mantineStyles.ts imports: the theme's CSS variables, as Mantine's provider would write them. */
const MANTINE_VARIABLES = 'virtual:signoff/mantine-variables.css';

/**
 * The theme's CSS variables, worked out once at build time instead of on every page's first render: Mantine's own
 * provider, rendered here in Node as the app renders it, writes them into a style element, whose text becomes a
 * stylesheet after Mantine's default variables. In the bundles, Mantine's provider renders src/shared/mantineCssVariables.ts
 * in place of that element (vite.config.ts): its work, and Mantine's own default variables worked out as its module is
 * evaluated, cost a phone's page some 20 ms of its first task (decision 0021, stop 69).
 */
export function mantineVariables(): Plugin {
  const resolved = `\0${MANTINE_VARIABLES}`;
  return {
    name: 'signoff-mantine-variables',
    resolveId: (id) => (id === MANTINE_VARIABLES ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      const markup = renderToStaticMarkup(
        createElement(MantineProvider, { theme: makeTheme(), cssVariablesResolver, withGlobalClasses: false }),
      );
      const css = /^<style data-mantine-styles="true">([^<]*)<\/style>$/.exec(markup)?.[1];
      if (!css) this.error(`Mantine's provider no longer writes its variables as one style element: ${markup.slice(0, 200)}`);
      return css;
    },
  };
}
