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
  PublicBookDocument,
  PublicCompanyDocument,
  SalaryBarometerDocument,
  SalaryTradesDocument,
  SearchFiltersDocument,
  SearchJobOffersDocument,
  SimilarJobOffersDocument,
  TrainingIndexDocument,
  TrainingLandingPageDocument,
} from './src/gql/graphql';

/**
 * The queries of the first screens the server writes into the HTML (issue 22,
 * docs/first-screen.md): the server runs these very texts, so its answers are the UI's.
 */
function firstScreenDocuments(): Plugin {
  const documents = [
    HomeLatestJobOffersDocument,
    HomeShowcaseDocument,
    JobOfferDocument,
    PostDocument,
    PostsPageDocument,
    PublicBookDocument,
    PublicCompanyDocument,
    SalaryBarometerDocument,
    SalaryTradesDocument,
    SearchFiltersDocument,
    SearchJobOffersDocument,
    SimilarJobOffersDocument,
    TrainingIndexDocument,
    TrainingLandingPageDocument,
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
 * The entry at low fetch priority (issue 22, docs/ui-performance.md "Mobile LCP and blocking time"): the
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

/** A module's static imports, and theirs, from `roots` on, leaving out those in `taken`. */
function staticClosure(roots: string[], importsOf: (id: string) => readonly string[], taken: Set<string>): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const id = pending.pop()!;
    if (found.has(id) || taken.has(id)) continue;
    found.add(id);
    pending.push(...importsOf(id));
  }
  return found;
}

/**
 * How the app's code is cut into chunks (issue 22, docs/ui-performance.md "Few chunks for a phone"), in
 * place of the bundler's default of one chunk per set of importers (~30 chunks for the app,
 * ~30 more for an offer page, most under 2 KB):
 * - **the stages** `main.tsx` runs one after the other, each in a task of its own: React's DOM
 *   renderer, the theme, then the rest of the app. A stage's chunk holds what its module
 *   reaches statically that neither the entry nor an earlier stage holds;
 * - **the pages whose first screen the server writes**, where visitors land: what only one of
 *   them reaches goes in that page's chunk, what two or more reach goes in one `public` chunk,
 *   and what one of them reaches and another loads lazily in `shared-lazy`. So a landing page
 *   loads seven or eight chunks, not forty to sixty;
 * - every other page keeps the default splitting, and imports from those chunks what it shares
 *   with them.
 * No chunk can import a later one: a module's imports are in its stage or an earlier one, a
 * page's in `public` or `shared-lazy`, and those two's in `public`; the build fails if two
 * chunks ever import each other (`generateBundle`). The graphs are read at the end of the
 * build (`buildEnd`), before the chunks are made, which is when the groups' tests are asked.
 */
function appChunking() {
  const stages = {
    client: /\/src\/lib\/reactDom\.ts$/,
    theme: /\/src\/lib\/theme\.ts$/,
    start: /\/src\/routes\/start\.tsx$/,
  };
  const landingPages = {
    home: /\/src\/features\/home\/routes\/HomePage\.tsx$/,
    search: /\/src\/features\/search\/routes\/JobSearchPage\.tsx$/,
    offer: /\/src\/features\/offers\/routes\/JobOfferPage\.tsx$/,
    posts: /\/src\/features\/posts\/routes\/PostsPage\.tsx$/,
    post: /\/src\/features\/posts\/routes\/PostPage\.tsx$/,
  };
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'app-chunking',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const root = (name: string, pattern: RegExp) => {
        const found = ids.filter((id) => pattern.test(id));
        if (found.length !== 1) this.error(`chunk ${name}: ${found.length} modules match ${pattern}`);
        return found[0];
      };
      const taken = staticClosure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        importsOf,
        new Set(),
      );
      for (const [stage, pattern] of Object.entries(stages)) {
        for (const id of staticClosure([root(stage, pattern)], importsOf, taken)) {
          chunkOf.set(id, stage);
          taken.add(id);
        }
      }
      const pagesOf = new Map<string, string[]>();
      const lazyOf = new Map<string, Set<string>>();
      for (const [page, pattern] of Object.entries(landingPages)) {
        const reached = staticClosure([root(page, pattern)], importsOf, taken);
        for (const id of reached) pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
        const lazyRoots = [...reached].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
        lazyOf.set(page, staticClosure(lazyRoots, importsOf, taken));
      }
      for (const [id, pages] of pagesOf) chunkOf.set(id, pages.length === 1 ? pages[0] : 'public');
      // What a page loads lazily must not bring another page's whole chunk with it (the home
      // page's place select is part of the search page).
      for (const [page, lazy] of lazyOf) {
        for (const id of lazy) {
          const owner = chunkOf.get(id);
          if (owner && owner !== page && owner in landingPages) chunkOf.set(id, 'shared-lazy');
        }
      }
    },
    generateBundle(_options, bundle) {
      const importsOf = new Map(
        Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item.imports] as const] : [])),
      );
      const done = new Set<string>();
      const visit = (file: string, path: string[]) => {
        if (path.includes(file)) this.error(`chunks import each other: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`);
        if (done.has(file)) return;
        for (const imported of importsOf.get(file) ?? []) visit(imported, [...path, file]);
        done.add(file);
      };
      for (const file of importsOf.keys()) visit(file, []);
    },
  };
  const groups = [...Object.keys(stages), ...Object.keys(landingPages), 'public', 'shared-lazy'].map((name) => ({
    name,
    test: (id: string) => chunkOf.get(id) === name,
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
const chunking = appChunking();

/** The Rust server (`ensemblier serve`) listens here in development. */
const SERVER = 'http://localhost:8080';

/** Paths the server answers itself; everything else is the single-page app. */
const serverPaths = ['/api', '/sitemap.xml', '/robots.txt', '/candidates', '/sf', '/uploads'];

export default defineConfig({
  plugins: [react(), firstScreenDocuments(), lowPriorityScripts(), appChunks(), chunking.plugin],
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
    rolldownOptions: { output: { codeSplitting: { groups: chunking.groups } } },
  },
  test: {
    environment: 'happy-dom',
    // Worker threads start faster than the default child processes: 160 s instead of 207 s for
    // the whole suite on the 2-core machine, the same CPU time (commit fca41de).
    pool: 'threads',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Page tests type into real MUI forms and load lazy routes: on a busy 2-core machine
    // they can take a few seconds, so the default 5 s would make them flaky. On CI they run
    // beside the Rust tests and the browser journeys (scripts/test.sh): a liveness bound.
    testTimeout: process.env.CI ? 60_000 : 15_000,
  },
});
