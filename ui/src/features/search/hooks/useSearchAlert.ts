import { useCallback, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchAlertsQuery } from '../../../gql/graphql';
import { notify, reportError } from '../../../lib/notifications';
import type { JobSearch } from '../../../lib/jobSearch';
import { saveSearchAlert, searchAlertsQuery, switchSearchAlert } from '../api/alerts';
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
  const client = useQueryClient();
  const known = useQuery({ ...searchAlertsQuery(), enabled: isCandidate });
  // A list that cannot be read reads as none: the switch stays usable.
  const alerts: KnownAlert[] | null = known.isError
    ? []
    : (known.data?.jobOfferAlerts.edges.flatMap((edge) => (edge?.node ? [edge.node] : [])) ?? null);
  const keep = useCallback(
    (saved: KnownAlert) =>
      client.setQueryData(searchAlertsQuery().queryKey, (data: SearchAlertsQuery | undefined) => ({
        jobOfferAlerts: { edges: [{ node: saved }, ...(data?.jobOfferAlerts.edges ?? []).filter((edge) => edge?.node?.id !== saved.id)] },
      })),
    [client],
  );
  const save = useMutation({ mutationFn: saveSearchAlert });
  const switchOff = useMutation({ mutationFn: switchSearchAlert });
  // A ref, not the mutations' state: a second click in the same render must see the first.
  const busyRef = useRef(false);
  const once = useCallback(async (run: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    try {
      await run();
    } catch (error) {
      reportError(error);
    } finally {
      busyRef.current = false;
    }
  }, []);

  const key = alertKey(search);
  const current = alerts?.find((alert) => alertKeyOfQuery(alert.searchQuery) === key) ?? null;

  const { mutateAsync: create } = save;
  const saveAlert = useCallback(
    () =>
      once(async () => {
        const data = await create({ input: alertInput(asked()) });
        keep(data.createJobOfferAlert.jobOfferAlert);
        notify({ severity: 'success', title: M.alertToast.createdTitle, message: M.alertToast.created });
      }),
    [asked, create, keep, once],
  );

  const off = (alert: KnownAlert) =>
    once(async () => {
      const data = await switchOff.mutateAsync({ input: { id: alert.id, enabled: false, recurrence: alert.recurrence } });
      keep(data.updateJobOfferAlert.jobOfferAlert);
      notify({ severity: 'info', title: M.alertToast.disabledTitle, message: M.alertToast.disabled });
    });

  const on = current?.enabled === true;
  return {
    on,
    busy: save.isPending || switchOff.isPending || (isCandidate && alerts === null),
    save: saveAlert,
    toggle: () => (on && current ? off(current) : saveAlert()),
  };
}
