import { useCallback, useEffect, useRef, useState } from 'react';
import { graphqlRequest } from '../../../lib/graphql';
import { notify, reportError } from '../../../lib/notifications';
import type { JobSearch } from '../../../lib/jobSearch';
import { SaveSearchAlertMutation, SearchAlertsQuery, SwitchSearchAlertMutation } from '../api/alerts';
import { alertInput, alertKey, alertKeyOfQuery } from '../alerts';
import { SEARCH_MESSAGES as M } from '../messages';

interface KnownAlert {
  id: string;
  enabled: boolean;
  recurrence: string;
  searchQuery: string;
}

/**
 * The alert of the current search for a candidate: whether it is on, and the switch's action.
 * The candidate's alerts (20 at most) are read once; each change updates that list.
 *
 * `asked` gives the search last asked for, which is what the switch saves: the router renders
 * a navigation in a transition, which a busy device may hold back for seconds, and a click on
 * the switch meanwhile saved the search before (an alert « Toutes les offres » for a visitor
 * who had just typed « ébéniste » and picked a region).
 */
export function useSearchAlert(search: JobSearch, isCandidate: boolean, asked: () => JobSearch = () => search) {
  const [alerts, setAlerts] = useState<KnownAlert[] | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    if (!isCandidate) return;
    let live = true;
    graphqlRequest(SearchAlertsQuery, {})
      .then((data) => {
        if (live) setAlerts(data.jobOfferAlerts.edges.flatMap((edge) => (edge?.node ? [edge.node] : [])));
      })
      .catch(() => {
        if (live) setAlerts([]);
      });
    return () => {
      live = false;
    };
  }, [isCandidate]);

  const key = alertKey(search);
  const current = alerts?.find((alert) => alertKeyOfQuery(alert.searchQuery) === key) ?? null;
  const keep = (saved: KnownAlert) => setAlerts((known) => [saved, ...(known ?? []).filter((alert) => alert.id !== saved.id)]);

  const save = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const data = await graphqlRequest(SaveSearchAlertMutation, { input: alertInput(asked()) });
      keep(data.createJobOfferAlert.jobOfferAlert);
      notify({ severity: 'success', title: M.alertToast.createdTitle, message: M.alertToast.created });
    } catch (error) {
      reportError(error);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [asked]);

  const switchOff = async (alert: KnownAlert) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const data = await graphqlRequest(SwitchSearchAlertMutation, {
        input: { id: alert.id, enabled: false, recurrence: alert.recurrence },
      });
      keep(data.updateJobOfferAlert.jobOfferAlert);
      notify({ severity: 'info', title: M.alertToast.disabledTitle, message: M.alertToast.disabled });
    } catch (error) {
      reportError(error);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const on = current?.enabled === true;
  return {
    on,
    busy: busy || (isCandidate && alerts === null),
    save,
    toggle: () => (on && current ? switchOff(current) : save()),
  };
}
