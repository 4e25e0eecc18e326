import { fileURLToPath } from 'node:url';
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

/** Replaced in the entry by the app's chunks (see `appChunks`); `main.tsx` reads it. */
const APP_CHUNKS_PLACEHOLDER = '__APP_CHUNKS__';

/**
 * The app's chunks: `routes/start.tsx` and every chunk it imports (React, MUI, the router),
 * which run as the app takes over from the server's first screen (issue 22, a phone's blocking
 * time). Two things are done with them:
 * - each opens with V8's compile hint (Chrome 136+): their functions are compiled while they
 *   download, off the main thread, instead of one by one at their first call (the comment must
 *   open the file, after minification);
 * - their list replaces the placeholder in the entry: `main.tsx` preloads them all at once,
 *   then runs them in stages, so staging costs no round trip.
 */
function appChunks(): Plugin {
  return {
    name: 'app-chunks',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
        const pending = [...chunks.values()].filter((chunk) => chunk.name === 'start');
        const app = new Set<string>();
        while (pending.length) {
          const chunk = pending.pop()!;
          if (app.has(chunk.fileName)) continue;
          app.add(chunk.fileName);
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          pending.push(...chunk.imports.flatMap((name) => chunks.get(name) ?? []));
        }
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry?.code.includes(APP_CHUNKS_PLACEHOLDER)) this.error('the entry has no app chunks placeholder');
        entry.code = entry.code.replace(APP_CHUNKS_PLACEHOLDER, [...app].map((file) => `/${file}`).join(' '));
      },
    },
  };
}

/** The Rust server (`ensemblier serve`) listens here in development. */
const SERVER = 'http://localhost:8080';

/** Paths the server answers itself; everything else is the single-page app. */
const serverPaths = ['/api', '/sitemap.xml', '/robots.txt', '/candidates', '/sf', '/uploads'];

export default defineConfig({
  plugins: [react(), firstScreenDocuments(), lowPriorityScripts(), appChunks()],
  resolve: {
    // Emotion inserts its rules while rendering (sliced), not in the commit (src/lib/emotionInsertion.ts).
    alias: [
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: fileURLToPath(new URL('./src/lib/emotionInsertion.ts', import.meta.url)),
      },
    ],
  },
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
