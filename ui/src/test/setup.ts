import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { favoritesStore } from '../components/favorites/favoritesStore';
import { notificationStore } from '../lib/notifications';

// findBy*/waitFor wait for lazy routes too: give them time on a busy machine.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  if (typeof window === 'undefined') return; // node-environment tests
  cleanup();
  window.localStorage.clear();
  notificationStore.reset();
  favoritesStore.reset();
});
