import { restJson } from '../../../lib/rest';

/** What the unsubscribe endpoints answer: the alerts of the link, as sentences. */
export interface UnsubscribeAnswer {
  enabled: boolean;
  alerts: string[];
}

/** Disables (or enables again) the alerts a mail's signed link names; no sign-in. */
export function setAlertsFromLink(token: string, enabled: boolean): Promise<UnsubscribeAnswer> {
  const action = enabled ? 'resubscribe' : 'unsubscribe';
  return restJson<UnsubscribeAnswer>(`/api/alerts/${action}?token=${encodeURIComponent(token)}`, { method: 'POST' });
}
