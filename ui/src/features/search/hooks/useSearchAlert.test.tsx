import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJobSearch } from '../../../lib/jobSearch';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
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
    const { result } = renderHook(() => useSearchAlert(rendered, true, () => asked));
    await waitFor(() => expect(result.current.busy).toBe(false));
    await act(() => result.current.toggle());
    expect(saved).toEqual([alertInput(asked)]);
  });
});
