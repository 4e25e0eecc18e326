import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { withQueryClient } from '../../../test/render';
import { standing } from '../hooks/usePayHint';
import { PayHint } from './PayHint';

let asked: Record<string, unknown>[];

const TITLE = 'Salaires des ébénistes en Auvergne-Rhône-Alpes';
const PATH = '/salaires/ebeniste/auvergne-rhone-alpes';

function answering() {
  asked = [];
  return mockFetch({
    'POST /api/graphql': graphqlHandler({
      PayHint: (variables) => {
        asked.push(variables);
        const cdd = variables.contract === '/api/job_contracts/2';
        const cell = cdd
          ? { count: 4, minCents: null, maxCents: null, period: 'YEAR' }
          : variables.period === 'HOUR'
            ? { count: 12, minCents: 1_650, maxCents: 1_980, period: 'HOUR' }
            : { count: 12, minCents: 3_000_000, maxCents: 3_600_000, period: 'YEAR' };
        return { data: { payHint: { ...cell, title: TITLE, path: PATH } } };
      },
    }),
  });
}

afterEach(() => vi.unstubAllGlobals());

const choices = { positionId: '/api/job_positions/14', contractId: '/api/job_contracts/1', localityId: '/api/localities/7' } as const;

describe('the pay hint of the offer form', () => {
  it('says the barometer’s median of the trade, region and contract, and where the typed range stands while it is typed', async () => {
    answering();
    const { rerender } = render(<PayHint {...choices} period="YEAR" min={28_000} max={32_000} />, { wrapper: withQueryClient() });
    const hint = await screen.findByTestId('pay-hint');
    expect(hint).toHaveTextContent(`${TITLE} : fourchette médiane 30 000 – 36 000 € brut/an pour ce contrat (12 annonces).`);
    expect(screen.getByRole('link', { name: TITLE })).toHaveAttribute('href', PATH);
    expect(screen.getByTestId('pay-standing')).toHaveTextContent('Votre fourchette est dans la médiane.');
    expect(asked).toEqual([{ position: choices.positionId, contract: choices.contractId, locality: choices.localityId, period: 'YEAR' }]);
    // Typing changes the sentence at once, without asking again.
    rerender(<PayHint {...choices} period="YEAR" min={38_000} max={42_000} />);
    expect(screen.getByTestId('pay-standing')).toHaveTextContent('Votre fourchette est au-dessus de la médiane.');
    rerender(<PayHint {...choices} period="YEAR" min={24_000} max={26_000} />);
    expect(screen.getByTestId('pay-standing')).toHaveTextContent('Votre fourchette est en dessous de la médiane.');
    expect(asked).toHaveLength(1);
    rerender(<PayHint {...choices} period="HOUR" min={null} max={null} />);
    await vi.waitFor(() =>
      expect(screen.getByTestId('pay-hint')).toHaveTextContent('16,50 – 19,80 € brut/h pour ce contrat (12 annonces).'),
    );
    expect(screen.queryByTestId('pay-standing')).toBeNull();
  });

  it('says « données insuffisantes » under the barometer’s threshold', async () => {
    answering();
    render(<PayHint {...choices} contractId="/api/job_contracts/2" period="YEAR" min={28_000} max={32_000} />, {
      wrapper: withQueryClient(),
    });
    expect(await screen.findByTestId('pay-hint')).toHaveTextContent(`${TITLE} : données insuffisantes pour situer votre fourchette.`);
    expect(screen.queryByTestId('pay-standing')).toBeNull();
  });

  it('asks nothing before the contract and the town are chosen', async () => {
    const fetching = answering();
    const { rerender } = render(<PayHint {...choices} localityId={null} period="YEAR" min={null} max={null} />, {
      wrapper: withQueryClient(),
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    rerender(<PayHint {...choices} contractId="" period="YEAR" min={null} max={null} />);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetching.calls).toHaveLength(0);
    expect(screen.queryByTestId('pay-hint')).toBeNull();
  });
});

describe('standing', () => {
  const hint = { count: 5, minCents: 3_000_000, maxCents: 3_600_000, period: 'YEAR' as const, title: TITLE, path: PATH };
  it('compares the middle of the typed range with the median range', () => {
    expect(standing(hint, 2_600_000, 3_400_000)).toBe('within');
    expect(standing(hint, 2_000_000, 3_000_000)).toBe('below');
    expect(standing(hint, 3_600_000, 3_800_000)).toBe('above');
    expect(standing(hint, null, 3_000_000)).toBeNull();
    expect(standing(hint, 3_000_000, 2_000_000)).toBeNull();
    expect(standing({ ...hint, minCents: null, maxCents: null }, 2_600_000, 3_400_000)).toBeNull();
  });
});
