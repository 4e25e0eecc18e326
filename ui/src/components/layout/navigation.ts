/** Header navigation per role (spec, "Footer and navigation"), in the spec's order. */
import { NAV_LABELS } from '../messages';

export type NavRole = 'visitor' | 'company' | 'candidate';

export interface NavItem {
  label: string;
  href: string;
  /** Shown as a call-to-action button rather than a text link. */
  emphasis?: boolean;
  /** Shown as an icon in the wide header (its label stays for screen readers and the menu). */
  icon?: 'admin';
}

export function navRole(state: { isAuthenticated: boolean; isCompany: boolean }): NavRole {
  if (!state.isAuthenticated) return 'visitor';
  // A signed-in user without a pro account gets the candidate menu.
  return state.isCompany ? 'company' : 'candidate';
}

/**
 * The role's menu; a member of the team (`ROLE_STAFF`) also gets « Administration », before
 * « Déconnexion » (the server decides on every admin request; docs/admin.md).
 */
export function navigationFor(role: NavRole, staff = false): NavItem[] {
  const items = roleNavigation(role);
  if (!staff) return items;
  const logout = items.findIndex((item) => item.href === '/logout');
  const admin: NavItem = { label: NAV_LABELS.admin, href: '/admin', icon: 'admin' };
  return logout < 0 ? [...items, admin] : [...items.slice(0, logout), admin, ...items.slice(logout)];
}

function roleNavigation(role: NavRole): NavItem[] {
  switch (role) {
    case 'visitor':
      return [
        { label: NAV_LABELS.jobs, href: '/emploi' },
        { label: NAV_LABELS.candidates, href: '/candidat' },
        { label: NAV_LABELS.trends, href: '/tendance-rh' },
        { label: NAV_LABELS.company, href: '/entreprise' },
        { label: NAV_LABELS.login, href: '/login' },
        { label: NAV_LABELS.register, href: '/candidats', emphasis: true },
      ];
    case 'company':
      return [
        { label: NAV_LABELS.buyAd, href: '/tarifs' },
        { label: NAV_LABELS.dashboard, href: '/dashboard' },
        { label: NAV_LABELS.trends, href: '/tendance-rh' },
        { label: NAV_LABELS.logout, href: '/logout' },
        { label: NAV_LABELS.postAd, href: '/emploi/nouvelle-annonce', emphasis: true },
      ];
    case 'candidate':
      // « Offres d'emploi » first, as for a visitor: the spec's candidate menu has no way back
      // to the offers but « Créer une alerte emploi » (issue 58, minor 19).
      return [
        { label: NAV_LABELS.jobs, href: '/emploi' },
        { label: NAV_LABELS.dashboard, href: '/dashboard' },
        { label: NAV_LABELS.createAlert, href: '/emploi' },
        { label: NAV_LABELS.faq, href: '/faq' },
        { label: NAV_LABELS.trends, href: '/tendance-rh' },
        { label: NAV_LABELS.logout, href: '/logout' },
      ];
  }
}
