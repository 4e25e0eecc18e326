/**
 * The back-office's sections: the navigation and the routes under /admin are built from this
 * one list. To add a section, add one entry (its path under /admin, its French label, its
 * page, lazily loaded); the first entry is where /admin itself leads.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AdminSection {
  /** Path under /admin, without slashes (`chiffres` → /admin/chiffres). */
  path: string;
  label: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** `lazy()` for a named export. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'chiffres', label: 'Chiffres', Page: page(() => import('./routes/NumbersPage'), 'NumbersPage') },
  { path: 'moderation', label: 'Modération', Page: page(() => import('./routes/ModerationPage'), 'ModerationPage') },
  { path: 'entreprises', label: 'Entreprises', Page: page(() => import('./routes/CompaniesPage'), 'CompaniesPage') },
  { path: 'labels', label: 'Labels', Page: page(() => import('./routes/LabelsPage'), 'LabelsPage') },
  { path: 'messages', label: 'Messages', Page: page(() => import('./routes/InboxPage'), 'InboxPage') },
  { path: 'articles', label: 'Articles', Page: page(() => import('./routes/PostsAdminPage'), 'PostsAdminPage') },
  { path: 'accueil', label: 'Page d’accueil', Page: page(() => import('./routes/ShowcaseAdminPage'), 'ShowcaseAdminPage') },
  { path: 'bannieres', label: 'Bannières', Page: page(() => import('./routes/BannersPage'), 'BannersPage') },
  { path: 'virements', label: 'Virements', Page: page(() => import('./routes/OrdersPage'), 'TransfersPage') },
  { path: 'commandes', label: 'Commandes et factures', Page: page(() => import('./routes/OrdersPage'), 'OrdersPage') },
  { path: 'tarifs', label: 'Tarifs', Page: page(() => import('./routes/PricingsPage'), 'PricingsPage') },
  { path: 'codes-promo', label: 'Codes promo', Page: page(() => import('./routes/PromoCodesPage'), 'PromoCodesPage') },
  { path: 'journal', label: 'Journal', Page: page(() => import('./routes/AuditLogPage'), 'AuditLogPage') },
];
