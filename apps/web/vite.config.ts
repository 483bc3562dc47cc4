import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nCatalogs } from './i18nCatalogs.ts';
import { precompress } from './precompress.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // Pin the root so the build lands in apps/web/dist whichever directory vite is started from.
  root: webRoot,
  plugins: [i18nCatalogs(), react(), precompress()],
  resolve: {
    // @mantine/dates and @mantine/notifications pin different exact @mantine/core versions, so npm keeps
    // two copies; two copies would mean two React contexts and "MantineProvider was not found" at runtime.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Lists each screen's chunks; the bundle-size figures in the docs are worked out from it.
    manifest: true,
    // Every browser we support preloads modules natively.
    modulePreload: { polyfill: false },
    // The vendor chunk is about 540 kB before compression, by design (see codeSplitting below); what users
    // download is budgeted compressed, by e2e/specs/bundle-budget.spec.ts.
    chunkSizeWarningLimit: 600,
    // Vite's report would gzip every chunk once more only to print its size: precompress() below already
    // writes each file's .gz and .br, and the budgets are checked by e2e/specs/bundle-budget.spec.ts.
    reportCompressedSize: false,
    rolldownOptions: {
      treeshake: {
        // The domain package is schemas and pure rules with no import-time effects, so a screen keeps only
        // the schemas it uses instead of every module its barrel re-exports.
        moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Chunks are named by their hash alone: the startup chunk lists every lazy chunk's file name for
        // preloading, so readable names cost the login page about a kilobyte (the manifest maps them back).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // The libraries that any first screen needs (React, the router, Mantine's core, TanStack Query,
            // zod) in one file: it changes only when dependencies do, so it stays cached across our releases,
            // and one file compresses better than the dozen per-component chunks it would otherwise become.
            // Libraries used only by some screens are still split off with those screens.
            { name: 'vendor', tags: ['$initial'], test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
