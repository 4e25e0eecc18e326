/**
 * The app's first stage (`main.tsx`): React's DOM renderer, evaluated in a task of its own. An
 * ES module of ours rather than `react-dom/client` itself, which is CommonJS: importing that from
 * the entry would pull the bundler's interop helpers into a chunk the entry imports statically.
 */
export { createRoot } from 'react-dom/client';
