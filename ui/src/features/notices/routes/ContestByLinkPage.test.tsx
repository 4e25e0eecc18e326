import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const statement = (contested: boolean) => ({
  id: 7,
  subject: 'Atelier Faux',
  outcome: 'COMPANY_SUSPENDED',
  decision: 'Votre entreprise « Atelier Faux » a été suspendue.',
  facts: 'Entreprise inexistante.',
  automated: 'Aucun moyen automatisé n’a été utilisé.',
  ground: 'Entreprise non identifiée (Conditions générales d’utilisation)',
  redress: 'Vous pouvez contester cette décision une fois par le lien personnel.',
  decidedAt: '2026-12-01T10:00:00Z',
  contestOf: null,
  contestedAt: contested ? '2026-12-02T10:00:00Z' : null,
  contestText: contested ? 'Nous existons.' : null,
  contestable: !contested,
});

describe('/contestation/:token', () => {
  it('shows the suspension’s statement and sends the contest with the link’s token', async () => {
    const sent: Record<string, unknown>[] = [];
    let contested = false;
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        ModerationDecisionByLink: (variables) => {
          expect(variables).toEqual({ token: 'secret-2' });
          return { data: { moderationDecisionByLink: statement(contested) } };
        },
        ContestByLink: (variables) => {
          sent.push(variables);
          contested = true;
          return { data: { contestByLink: { id: 7 } } };
        },
      }),
    });
    renderRoutes(routes, '/contestation/secret-2');
    expect(await screen.findByText('Votre entreprise « Atelier Faux » a été suspendue.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contester cette décision' }));
    await userEvent.type(screen.getByLabelText(/Vos arguments/), 'Nous existons.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la contestation' }));
    expect(await screen.findByText(/^Contestée le/)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'secret-2', text: 'Nous existons.' }]);
    expect(screen.queryByRole('button', { name: 'Contester cette décision' })).not.toBeInTheDocument();
  });

  it('says in French that an unknown link is not valid', async () => {
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        ModerationDecisionByLink: () => ({
          data: null,
          errors: [{ message: 'Introuvable.', extensions: { code: 'NOT_FOUND' } }],
        }),
      }),
    });
    renderRoutes(routes, '/contestation/wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de contestation n’est pas valable');
  });
});
