/**
 * The e-mail confirmation notice of the dashboard: where it must stay whole, and its dismissal.
 *
 * It blocks an action only for companies, on the pages that lead to buying (credits, payment):
 * there it stays whole. (Publishing is blocked too, but the offer form says so itself, with its
 * own resend button, so the offers list keeps the compact line.) Elsewhere it is one compact line that can be closed; closed, it stays
 * hidden until the browser tab is closed (`sessionStorage`, per user: the spec keeps only the
 * session in `localStorage`).
 */

const KEY = 'ensemblier.emailNoticeDismissed';

/** The dashboard pages where the unconfirmed address blocks what the page is for (buying). */
export function noticeBlocksAction(pathname: string, isCompany: boolean): boolean {
  return isCompany && /^\/dashboard\/(status|payment)(\/|$)/.test(pathname);
}

export function isNoticeDismissed(userId: string | number): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === String(userId);
  } catch {
    return false;
  }
}

export function dismissNotice(userId: string | number): void {
  try {
    window.sessionStorage.setItem(KEY, String(userId));
  } catch {
    // Storage refused (private mode): the notice is hidden for this page's life only.
  }
}
