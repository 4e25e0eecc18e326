import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('/signalement/confirmer/:token', () => {
  it('confirms the notice once with the link’s token and says so', async () => {
    const sent: Record<string, unknown>[] = [];
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        ConfirmNotice: (variables) => {
          sent.push(variables);
          return { data: { confirmNotice: { message: 'Votre signalement est confirmé : notre équipe va l’examiner.' } } };
        },
      }),
    });
    renderRoutes(routes, '/signalement/confirmer/secret-1');
    expect(await screen.findByText('Votre signalement est confirmé : notre équipe va l’examiner.')).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'secret-1' }]);
  });

  it('says in French that a spent link no longer works', async () => {
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        ConfirmNotice: () => ({
          data: null,
          errors: [{ message: 'Ce lien de confirmation n’est plus valable.', extensions: { code: 'INVALID_TOKEN' } }],
        }),
      }),
    });
    renderRoutes(routes, '/signalement/confirmer/used');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de confirmation n’est plus valable.');
  });
});
