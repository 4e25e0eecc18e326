import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The Rust server (`ensemblier serve`) listens here in development. */
const SERVER = 'http://localhost:8080';

/** Paths the server answers itself; everything else is the single-page app. */
const serverPaths = ['/api', '/sitemap.xml', '/robots.txt', '/candidates', '/sf', '/uploads'];

export default defineConfig({
  plugins: [react()],
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
