import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { jobSearchPath, type JobSearch } from '../../../lib/jobSearch';

/**
 * The search last asked for, ahead of the one rendered while a navigation's transition waits
 * (useSearchAlert says why it matters), and the changes made from it.
 */
export function useAskedSearch(search: JobSearch) {
  const navigate = useNavigate();
  const asked = useRef(search);
  useEffect(() => {
    asked.current = search;
  }, [search]);
  const askedSearch = useCallback(() => asked.current, []);
  const go = (next: JobSearch) => {
    asked.current = next;
    navigate(jobSearchPath(next), { preventScrollReset: true });
  };
  /** The search last asked for, changed: a change made while another one renders keeps both. */
  const change = (patch: Partial<JobSearch>) => go({ ...asked.current, ...patch });
  /** Puts `next` in place of the search on screen, without a history entry. */
  const replace = useCallback(
    (next: JobSearch) => {
      asked.current = next;
      navigate(jobSearchPath(next), { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  return { asked, askedSearch, change, replace };
}
