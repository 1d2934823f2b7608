import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { firstLoad } from './vite.firstLoad.ts';

// React Router's package exports name only its development build (dev warnings on); a production build takes the
// production one beside it (remix-run/react-router#12532, #14753).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [
    react(),
    firstLoad(),
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
            // The libraries the pages share (Mantine's components, zod, dayjs), fetched once beside the first page.
            // Not the signature pad: two contract pages share it, and every other page would fetch it for nothing.
            { name: 'vendor', test: /node_modules\/(?!signature_pad\/)/, minShareCount: 2, priority: 1 },
            // The app's own shared code (lists, formats, widgets) in one file too, fetched beside the first page.
            { name: 'shared', test: /\/src\/(shared|widgets)\//, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
}));
