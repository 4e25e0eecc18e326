import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import {
  HomeLatestJobOffersDocument,
  HomeShowcaseDocument,
  JobOfferDocument,
  PostDocument,
  PostsPageDocument,
  SearchFiltersDocument,
  SearchJobOffersDocument,
} from './src/gql/graphql';

/**
 * The queries of the first screens the server writes into the HTML (issue 22, docs/ui.md
 * "First screen"): the server runs these very texts, so its answers are the UI's.
 */
function firstScreenDocuments(): Plugin {
  const documents = [
    HomeLatestJobOffersDocument,
    HomeShowcaseDocument,
    JobOfferDocument,
    PostDocument,
    PostsPageDocument,
    SearchFiltersDocument,
    SearchJobOffersDocument,
  ];
  return {
    name: 'first-screen-documents',
    apply: 'build',
    generateBundle() {
      const byName = Object.fromEntries(documents.map((doc) => [/\bquery\s+(\w+)/.exec(doc.toString())?.[1], doc.toString()]));
      this.emitFile({ type: 'asset', fileName: 'first-screen-documents.json', source: JSON.stringify(byName, null, 1) });
    },
  };
}

/**
 * The entry at low fetch priority (issue 22, docs/ui.md "Mobile LCP and blocking time"): the
 * server writes the first screen, so the page paints with the HTML, its stylesheet and fonts;
 * the entry (2 KB, it starts the app once that screen has painted) must not take a slow phone's
 * bandwidth before them, nor would any chunk it imported statically (its modulepreload links).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin /g, '<script type="module" crossorigin fetchpriority="low" ')
          .replace(/<link rel="modulepreload" crossorigin /g, '<link rel="modulepreload" crossorigin fetchpriority="low" '),
    },
  };
}

/**
 * The app's chunk (`routes/start.tsx`) runs most of its functions as it takes over from the
 * server's first screen: V8's compile hint (Chrome 136+) has them compiled while the chunk
 * downloads, off the main thread, instead of one by one at their first call (issue 22, a
 * phone's blocking time). The comment must open the file, after minification.
 */
function eagerAppChunk(): Plugin {
  return {
    name: 'eager-app-chunk',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.name === 'start') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/** The Rust server (`ensemblier serve`) listens here in development. */
const SERVER = 'http://localhost:8080';

/** Paths the server answers itself; everything else is the single-page app. */
const serverPaths = ['/api', '/sitemap.xml', '/robots.txt', '/candidates', '/sf', '/uploads'];

export default defineConfig({
  plugins: [react(), firstScreenDocuments(), lowPriorityScripts(), eagerAppChunk()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Page tests type into real MUI forms and load lazy routes: on a busy 2-core machine
    // they can take a few seconds, so the default 5 s would make them flaky.
    testTimeout: 15_000,
  },
});
