import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { companySession } from '../../../test/sessions';
import { LabelsPanel } from './LabelsPanel';

const MOF = {
  id: '/api/company_labels/4',
  kind: 'MOF',
  title: 'Meilleur Ouvrier de France — Jeanne Martin',
  expiresOn: null,
  status: 'APPROVED',
  refusalReason: null,
  proofPath: '/api/company-labels/4/proof',
};

let labels: (typeof MOF)[];
let withdrawn: unknown[];

beforeEach(() => {
  labels = [MOF];
  withdrawn = [];
  sessionStore.set(companySession());
  mockFetch({
    'POST /api/graphql': graphqlHandler({
      MyCompanyLabels: () => ({ data: { myCompanyLabels: labels } }),
      WithdrawCompanyLabel: (variables) => {
        withdrawn.push(variables.id);
        labels = [];
        return { data: { withdrawCompanyLabel: variables.id } };
      },
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('« Labels et distinctions »', () => {
  it('withdraws a label once confirmed, and the list is asked again', async () => {
    const user = userEvent.setup({ delay: null });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderRoutes([{ path: '/', element: <LabelsPanel /> }], '/');
    const list = await screen.findByRole('list', { name: 'Vos labels' });
    const withdraw = within(list).getByRole('button', { name: 'Retirer le label Meilleur Ouvrier de France — Jeanne Martin' });

    await user.click(withdraw);
    expect(withdrawn).toEqual([]);
    await user.click(withdraw);
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('son justificatif sera supprimé'));
    expect(await screen.findByText('Label retiré.')).toBeVisible();
    expect(withdrawn).toEqual(['/api/company_labels/4']);
    expect(screen.queryByRole('list', { name: 'Vos labels' })).toBeNull();
  });
});
