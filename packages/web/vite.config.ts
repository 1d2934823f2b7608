import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { firstLoad } from './vite.firstLoad.ts';
import { firstDrawGroup } from './vite.firstDraw.ts';
import { mantineStyles } from './vite.mantineStyles.ts';
import { lazySchemas } from './vite.lazySchemas.ts';
import { mantineVariables } from './vite.mantineVariables.ts';

// React Router's package exports name only its development build (dev warnings on); a production build takes the
// production one beside it (remix-run/react-router#12532, #14753).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Mantine's modules the app keeps its own of, each in place of Mantine's where Mantine imports it: its useId (from
 * @mantine/hooks' index), its Portal (from OptionalPortal), Popover.Target (from Popover) and the provider's style
 * element of the theme's variables (from MantineProvider). Each says why.
 */
const mantineOwn = [
  { find: /^\.\/use-id\/use-id\.mjs$/, replacement: path.resolve(import.meta.dirname, 'src/shared/mantineUseId.ts') },
  { find: /^\.\/Portal\.mjs$/, replacement: path.resolve(import.meta.dirname, 'src/shared/mantinePortal.tsx') },
  {
    find: /^\.\/PopoverTarget\/PopoverTarget\.mjs$/,
    replacement: path.resolve(import.meta.dirname, 'src/shared/mantinePopoverTarget.tsx'),
  },
  {
    find: /^\.\/MantineCssVariables\/MantineCssVariables\.mjs$/,
    replacement: path.resolve(import.meta.dirname, 'src/shared/mantineCssVariables.ts'),
  },
];

const resolve = (command: string) => ({
  alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }, ...mantineOwn] : mantineOwn,
});

/**
 * `vite build --ssr`: the server's render of an item's page (`src/ssr/renderPage.tsx`, run in the server's render
 * worker), beside the browser's build in a folder the server never serves. Every library is bundled in, so the file
 * runs wherever the build is copied (the bench's copy, a deployment's) without a node_modules beside it.
 */
const serverRender = (command: string): UserConfig => ({
  resolve: resolve(command),
  // React's production build, whatever the server's environment says: left to NODE_ENV at run time, a server started
  // without it drew every page with React's development build, a few times slower.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [react(), mantineVariables()],
  ssr: { noExternal: true },
  // The contract's SERVER_RENDER_FILE (the config cannot load the contract's TypeScript).
  build: { outDir: 'dist/.server', emptyOutDir: true },
  publicDir: false,
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverRender(command)
    : {
        resolve: resolve(command),
        plugins: [
          react(),
          firstLoad(),
          mantineStyles(),
          mantineVariables(),
          lazySchemas(),
          // Compressed once here at the smallest size (brotli 11, gzip 9) instead of quickly on every answer; the server sends
          // these files as they are (@fastify/static preCompressed).
          compression({ include: /\.(js|css|svg)$/, algorithms: ['brotliCompress', 'gzip'] }),
        ],
        server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          chunkSizeWarningLimit: 1500,
          rolldownOptions: {
            output: {
              // Few, whole files instead of ~180 small ones: a phone on a slow link pays a round trip per file, six at a time.
              codeSplitting: {
                groups: [
                  // React and React's DOM in a file of their own, which a page the server drew runs in a task of its own before
                  // the entry (app/reactFirst.ts, vite.firstLoad.ts's evaluateFirst).
                  { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\/|\/src\/app\/reactFirst\.ts$/, priority: 4 },
                  // The wording of one language, of every area, in one chunk: a page fetches only the language it shows.
                  {
                    name: (id) => {
                      const language = /[./](en|nl|fr)\.ts$/.exec(id)?.[1];
                      return language ? `messages-${language}` : null;
                    },
                    priority: 3,
                  },
                  // What index.html loads, in one file: React, the router, i18n, the query cache, Mantine's provider.
                  { name: 'initial', tags: ['$initial'], priority: 2 },
                  // The libraries and the app's own code the pages share, fetched once beside the first page: only what a
                  // page runs before it draws (vite.firstDraw.ts). What only forms and dialogs use (the form library, the
                  // month calendar, the upload widget, the signature pad) is split by Rolldown as usual and fetched with them.
                  { name: firstDrawGroup('vendor'), test: /node_modules\//, minShareCount: 2, priority: 1 },
                  { name: firstDrawGroup('shared'), test: /\/src\/(shared|widgets)\//, minShareCount: 2, priority: 1 },
                ],
              },
            },
          },
        },
      },
);
