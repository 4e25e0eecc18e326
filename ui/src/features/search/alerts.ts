/** Where « Créer une alerte » leads (alerts are created on the candidate's dashboard). */
import { jobSearchPath, type JobSearch } from '../../lib/jobSearch';

export const ALERTS_PATH = '/dashboard/alerts';

/**
 * A candidate goes to their alerts with the search in the query; a visitor to the candidate
 * sign-up, which comes back there afterwards. Companies (and accounts without a candidate
 * profile) have no alerts: `null`, the switch is not shown.
 */
export function alertTarget(search: JobSearch, session: { isAuthenticated: boolean; isCandidate: boolean }): string | null {
  const alerts = jobSearchPath(search, ALERTS_PATH);
  if (session.isCandidate) return alerts;
  if (!session.isAuthenticated) return `/candidats?redirect=${encodeURIComponent(alerts)}`;
  return null;
}
