import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJobSearch } from '../../../lib/jobSearch';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { withQueryClient } from '../../../test/render';
import { alertInput } from '../alerts';
import { useSearchAlert } from './useSearchAlert';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the alert switch', () => {
  it('saves the search last asked for, even while the page still shows the one before', async () => {
    const saved: unknown[] = [];
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        SearchAlerts: () => ({ data: { jobOfferAlerts: { edges: [] } } }),
        SaveSearchAlert: (variables) => {
          saved.push(variables.input);
          return {
            data: {
              createJobOfferAlert: {
                jobOfferAlert: {
                  id: '/api/job_offer_alerts/6',
                  enabled: true,
                  recurrence: '1d',
                  searchQuery: 'search=ebeniste&places=region-84',
                },
              },
            },
          };
        },
      }),
    });
    // Rendered: every offer. Asked: « ébéniste » in a region (its navigation not rendered yet).
    const rendered = parseJobSearch(new URLSearchParams());
    const asked = parseJobSearch(new URLSearchParams('search=ébéniste&places=region-84'));
    const { result } = renderHook(() => useSearchAlert(rendered, true, () => asked), { wrapper: withQueryClient() });
    await waitFor(() => expect(result.current.busy).toBe(false));
    await act(() => result.current.toggle());
    expect(saved).toEqual([alertInput(asked)]);
  });

  it('reads on back on the radius search it was made from, and off on the town alone', async () => {
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        SearchAlerts: () => ({
          data: {
            jobOfferAlerts: {
              edges: [
                {
                  node: {
                    id: '/api/job_offer_alerts/7',
                    enabled: true,
                    recurrence: '1d',
                    searchQuery: 'search=tapissier&places=city-69123&radius=50&sort=recent',
                  },
                },
              ],
            },
          },
        }),
      }),
    });
    const around = parseJobSearch(new URLSearchParams('search=tapissier&places=city-69123&radius=50'));
    expect(alertInput(around).radius).toBe(50);
    expect(alertInput(parseJobSearch(new URLSearchParams('search=doreur&labelled=1'))).labelled).toBe(true);
    const onAround = renderHook(() => useSearchAlert(around, true), { wrapper: withQueryClient() });
    await waitFor(() => expect(onAround.result.current.busy).toBe(false));
    expect(onAround.result.current.on).toBe(true);
    const town = parseJobSearch(new URLSearchParams('search=tapissier&places=city-69123'));
    const onTown = renderHook(() => useSearchAlert(town, true), { wrapper: withQueryClient() });
    await waitFor(() => expect(onTown.result.current.busy).toBe(false));
    expect(onTown.result.current.on).toBe(false);
  });
});
