import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { withQueryClient } from '../../../test/render';
import { PayHint } from './PayHint';

let asked: Record<string, unknown>[];

function answering() {
  asked = [];
  return mockFetch({
    'POST /api/graphql': graphqlHandler({
      PayHint: (variables) => {
        asked.push(variables);
        const known = variables.locality === '/api/localities/7';
        return {
          data: {
            payHint: known
              ? variables.period === 'HOUR'
                ? { count: 12, minCents: 1_650, maxCents: 1_980, period: 'HOUR' }
                : { count: 12, minCents: 3_000_000, maxCents: 3_600_000, period: 'YEAR' }
              : null,
          },
        };
      },
    }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the pay hint of the offer form', () => {
  it('says the median range of the live offers of the position in the region, in the period chosen', async () => {
    answering();
    const { rerender } = render(<PayHint positionId="/api/job_positions/14" localityId="/api/localities/7" period="YEAR" />, {
      wrapper: withQueryClient(),
    });
    expect(await screen.findByTestId('pay-hint')).toHaveTextContent(
      'Les offres en ligne pour ce poste dans cette région affichent en médiane 30 000 – 36 000 € brut/an (12 offres).',
    );
    expect(asked).toEqual([{ position: '/api/job_positions/14', locality: '/api/localities/7', period: 'YEAR' }]);
    rerender(<PayHint positionId="/api/job_positions/14" localityId="/api/localities/7" period="HOUR" />);
    await vi.waitFor(() => expect(screen.getByTestId('pay-hint')).toHaveTextContent('16,50 – 19,80 € brut/h (12 offres).'));
  });

  it('says nothing under 5 offers, nor before the town is chosen', async () => {
    const fetching = answering();
    const { rerender } = render(<PayHint positionId="/api/job_positions/14" localityId={null} period="YEAR" />, {
      wrapper: withQueryClient(),
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetching.calls).toHaveLength(0);
    rerender(<PayHint positionId="/api/job_positions/14" localityId="/api/localities/8" period="YEAR" />);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('pay-hint')).toBeNull();
  });
});
