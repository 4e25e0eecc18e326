/**
 * Notifications (spec section 8): short titled messages ('Connexion', 'Authentification
 * réussie'...) shown as toasts, and the global error banner (a dismissible red alert with
 * a failed answer's message). Like the session, the store lives outside React so any code
 * can notify; `components/Notifications` and `components/ErrorBanner` show them.
 */
import { useSyncExternalStore } from 'react';
import { NavigationType } from 'react-router';
import { RestError } from './rest';

/** 'warn' toasts of the original app are shown as warnings (spec section 8). */
export type Severity = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  id: number;
  severity: Severity;
  title?: string;
  message: string;
  /** Milliseconds before it closes by itself (paused while hovered or focused). */
  timeout: number;
  /** When it was raised (`Date.now()`): a page change keeps only the latest (`leavePage`). */
  raisedAt: number;
  /**
   * False for what concerns only the page it was raised on (a refused sign-in): any page change
   * closes it, however soon (issue 58, minor 26: it followed a click on « Mot de passe oublié »).
   */
  carry?: boolean;
}

export const NOTIFICATION_TIMEOUT_MS = 6000;

/**
 * A page change closes the toasts raised earlier than this before it (issue 35): what the
 * previous page said no longer applies. The action that changed page (« Votre annonce est bien
 * publiée. » then the list, the no-credit refusal then the list) notifies within this time
 * before navigating, so its toast comes along.
 */
export const CARRY_OVER_MS = 1500;

type Listener = () => void;
const listeners = new Set<Listener>();
let notifications: Notification[] = [];
let banner: string | null = null;
let nextId = 1;

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notify(input: { severity: Severity; title?: string; message: string; timeout?: number; carry?: boolean }): number {
  const notification: Notification = { timeout: NOTIFICATION_TIMEOUT_MS, ...input, id: nextId++, raisedAt: Date.now() };
  notifications = [...notifications, notification];
  emit();
  return notification.id;
}

export function dismissNotification(id: number) {
  if (!notifications.some((item) => item.id === id)) return;
  notifications = notifications.filter((item) => item.id !== id);
  emit();
}

/** The user moved to another page: the toasts of the previous one close (see `CARRY_OVER_MS`). */
export function leavePage(now = Date.now()) {
  const kept = notifications.filter((item) => item.carry !== false && now - item.raisedAt <= CARRY_OVER_MS);
  if (kept.length === notifications.length) return;
  notifications = kept;
  emit();
}

/** What `followPageChanges` needs of a data router (`createBrowserRouter`, `createMemoryRouter`). */
interface PageRouter {
  state: PageState;
  subscribe(listener: (state: PageState) => void): () => void;
}
interface PageState {
  historyAction: NavigationType;
  location: { pathname: string; state: unknown };
}

/**
 * The history state of a guard's redirect (`<Redirect>`): it goes on with the move that led
 * to it, so it keeps what that move kept. A candidate signing up goes to `/dashboard/jobs`,
 * whose guard sends her on to `/emploi` once that page's code has loaded (seconds on a slow
 * phone): « Confirmez votre adresse e-mail » must arrive there too.
 */
export const REDIRECT = { redirect: true } as const;

/**
 * Closes the previous page's toasts when the router moves to another page, timed by the move
 * itself: the new page renders later (its code split chunks load first, seconds on a slow phone),
 * and timed by that render a toast raised just before the move (« Confirmez votre adresse
 * e-mail » after signing up) was closed before anyone could read it.
 */
export function followPageChanges(router: PageRouter): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe(({ historyAction, location }) => {
    if (location.pathname === pathname) return;
    pathname = location.pathname;
    // Compared by value: a browser's history keeps a copy of the state.
    const redirect = historyAction === NavigationType.Replace && (location.state as typeof REDIRECT | null)?.redirect === true;
    if (!redirect) leavePage();
  });
}

/** Shows the global error banner (one at a time: the latest error wins). */
export function showErrorBanner(message: string) {
  banner = message;
  emit();
}

export function clearErrorBanner() {
  if (banner === null) return;
  banner = null;
  emit();
}

/** Shows an error in the banner unless it was already dealt with (a 401 sent to sign-in). */
export function reportError(error: unknown) {
  if (error instanceof RestError && error.handled) return;
  showErrorBanner(error instanceof Error ? error.message : String(error));
}

export const notificationStore = {
  notifications: () => notifications,
  banner: () => banner,
  subscribe,
  /** Tests: forget everything. */
  reset() {
    notifications = [];
    banner = null;
    emit();
  },
};

export function useNotifications(): Notification[] {
  return useSyncExternalStore(subscribe, notificationStore.notifications, notificationStore.notifications);
}

export function useErrorBanner(): string | null {
  return useSyncExternalStore(subscribe, notificationStore.banner, notificationStore.banner);
}
