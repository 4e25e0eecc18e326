import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobOfferFieldsFragment } from '../../../gql/graphql';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { companySession } from '../../../test/sessions';
import { FORM_OPTIONS, LOCALITIES, offer } from '../test/fixtures';

type Handlers = Parameters<typeof graphqlHandler>[0];
let calls: { name: string; variables: Record<string, unknown> }[];

function serve(jobOffer: JobOfferFieldsFragment | null, extra: Handlers = {}) {
  calls = [];
  const handlers: Handlers = {
    JobOffer: () => ({ data: { jobOffer } }),
    OfferFormOptions: () => FORM_OPTIONS,
    OfferLocalities: () => LOCALITIES,
    OfferWording: () => ({ data: { offerWording: [] } }),
    RecordJobOfferEvent: () => ({ data: { recordJobOfferEvent: true } }),
    SimilarJobOffers: () => ({ data: { similarJobOffers: [] } }),
    ...extra,
  };
  mockFetch({
    'POST /api/graphql': graphqlHandler(
      Object.fromEntries(
        Object.entries(handlers).map(([name, handler]) => [
          name,
          (variables: Record<string, unknown>) => {
            calls.push({ name, variables });
            return handler(variables);
          },
        ]),
      ),
    ),
  });
}

async function open(path = '/emploi/41/ebeniste-h-f') {
  const router = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return router;
}

const modeToggle = () => screen.queryByRole('group', { name: 'Mode d’affichage de l’annonce' });
const OWNED = { applicationsCount: 2, status: 2, statusLabel: 'Publiée' };

afterEach(() => {
  cleanup(); // unmount first: nothing may reload once the session and fetch are gone
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('/emploi/:jobOfferId/:jobOfferSlug', { timeout: 20_000 }, () => {
  it('shows the offer to a visitor; apply and favourite invite to register', async () => {
    serve(offer());
    await open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ébéniste H/F');
    expect(calls[0].variables).toEqual({ id: '41' });
    const facts = screen.getAllByRole('list', { name: 'En bref' })[0];
    expect(facts).toHaveTextContent('Lyon (69001)');
    expect(facts).toHaveTextContent('CDI');
    expect(facts).toHaveTextContent('26–30 k€ brut/an');
    expect(screen.getByRole('list', { name: "Type d'emploi" })).toHaveTextContent('Temps plein');
    const job = screen.getByRole('region', { name: 'Le poste' });
    expect(within(job).getByText('atelier').tagName).toBe('STRONG');
    expect(within(job).getAllByRole('listitem')).toHaveLength(2);
    // The recruiter's label stays in the form; the public page says « Profil recherché » (issue 58).
    expect(screen.queryByText('Le candidat de vos rêves')).toBeNull();
    expect(screen.getByRole('region', { name: 'Profil recherché' })).toHaveTextContent('Titulaire d’un CAP.');
    // The offer's company presentation is HTML like its texts: rendered, never shown as tags.
    const company = screen.getByRole('region', { name: 'L’entreprise' });
    expect(company).toHaveTextContent('Menuiserie d’art depuis 1962.');
    expect(company).not.toHaveTextContent('<p>');
    expect(within(company).getByText('1962').tagName).toBe('STRONG');
    expect(company.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByRole('complementary', { name: 'En bref' })).toHaveTextContent('3 rue des Ateliers, Lyon (69001)');
    expect(screen.getByRole('complementary', { name: 'En bref' })).toHaveTextContent('Ébéniste');

    // Both invite to register, coming back to the offer afterwards; nothing asked about applications or favourites.
    const signUp = `/candidats?redirect=${encodeURIComponent('/emploi/41/ebeniste-h-f')}`;
    expect(screen.getByRole('link', { name: 'Postuler' })).toHaveAttribute('href', signUp);
    expect(screen.getByRole('link', { name: 'Ajouter aux favoris' })).toHaveAttribute('href', signUp);
    // Issue 54: every offer links to the page saying what the machine does.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Comment fonctionne Ensemblier' })).toHaveAttribute(
      'href',
      '/comment-fonctionne-ensemblier',
    );
    // The offer, its one view counted (the page is another's) and offers like it (issue 37): nothing else is asked.
    await waitFor(() => expect(calls.map((call) => call.name).sort()).toEqual(['JobOffer', 'RecordJobOfferEvent', 'SimilarJobOffers']));
    expect(modeToggle()).toBeNull();
    await waitFor(() => expect(document.title).toBe('Ébéniste H/F – Atelier Lambris à Lyon | Ensemblier'));
  });

  it('opens the share dialog with a LinkedIn link and the offer’s address', async () => {
    serve(offer());
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Partager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partager cette offre' });
    expect(within(dialog).getByRole('textbox', { name: 'Lien de l’offre' })).toHaveValue(
      `${window.location.origin}/emploi/41/ebeniste-h-f`,
    );
    const linkedin = within(dialog).getByRole('link', { name: 'Partager sur LinkedIn (nouvel onglet)' });
    const url = new URL(linkedin.getAttribute('href') ?? '');
    expect(url.hostname).toBe('www.linkedin.com');
    expect(url.searchParams.get('url')).toBe(`${window.location.origin}/emploi/41/ebeniste-h-f`);
    expect(url.searchParams.get('title')).toBe('Ébéniste H/F');
    expect(url.searchParams.get('summary')).toBe('Ébéniste H/F chez Atelier Lambris');
  });

  it('gives the Show/Edit toggle to the owning company only', async () => {
    sessionStore.set(companySession());
    serve(offer()); // another company's offer: no applications count
    await open('/emploi/41/ebeniste-h-f?action=edit');
    expect(modeToggle()).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Postuler' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Postuler' })).toBeNull();
    expect(screen.queryByRole('button', { name: /favoris/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /favoris/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Partager' })).toBeInTheDocument();
    // The offer, its one view counted (the page is another's) and offers like it (issue 37): nothing else is asked.
    await waitFor(() => expect(calls.map((call) => call.name).sort()).toEqual(['JobOffer', 'RecordJobOfferEvent', 'SimilarJobOffers']));
  });

  it('asks for the offer again when the owner signs in on it, and gives her her tools', async () => {
    let signedIn = false;
    serve(offer(), { JobOffer: () => ({ data: { jobOffer: signedIn ? offer(OWNED) : offer() } }) });
    await open();
    expect(modeToggle()).toBeNull();
    signedIn = true;
    act(() => sessionStore.set(companySession()));
    expect(await screen.findByRole('group', { name: 'Mode d’affichage de l’annonce' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter((call) => call.name === 'JobOffer')).toHaveLength(2);
  });

  it('lets the owner switch to edit mode, prefilled, and save with updateJobOffer', async () => {
    sessionStore.set(companySession());
    serve(offer(OWNED), {
      UpdateJobOffer: ({ input }) => ({
        data: { updateJobOffer: { jobOffer: offer({ ...OWNED, title: (input as { title: string }).title }), clientMutationId: null } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    const router = await open();
    expect(modeToggle()).toBeInTheDocument();
    expect(screen.getByText('2 candidats')).toBeInTheDocument();
    expect(screen.getByText('Publiée')).toBeInTheDocument();

    await user.click(within(modeToggle()!).getByRole('button', { name: 'Modifier' }));
    expect(router.state.location.search).toBe('?action=edit');
    const title = await screen.findByRole('textbox', { name: /Nom du poste/ }, { timeout: 5000 });
    expect(title).toHaveValue('Ébéniste H/F');
    expect(screen.getByRole('textbox', { name: /Description du poste/ })).toHaveValue(
      'Un poste en **atelier**.\n\n- Restaurer\n- Marqueter',
    );
    expect(screen.getByRole('combobox', { name: /Ville/ })).toHaveValue('Lyon 69001');
    expect(screen.getByRole('checkbox', { name: 'Temps plein' })).toBeChecked();
    // A published offer is saved as it is: no draft button.
    expect(screen.queryByRole('button', { name: 'Enregistrer en Brouillon' })).toBeNull();

    await user.clear(title);
    await user.type(title, 'Ébéniste confirmé H/F');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ébéniste confirmé H/F');
    const update = calls.find((call) => call.name === 'UpdateJobOffer');
    expect(update?.variables.input).toMatchObject({
      id: '/api/job_offers/41',
      title: 'Ébéniste confirmé H/F',
      localizedCompanyLocalityIRI: '/api/localities/27457',
    });
    expect(screen.getByText('Annonce enregistrée')).toBeInTheDocument();
  });

  it('opens edit mode from ?action=edit, with draft and publish for a draft', async () => {
    sessionStore.set(companySession());
    serve(offer({ applicationsCount: 0, status: 0, statusLabel: 'Brouillon' }));
    const user = userEvent.setup();
    await open('/emploi/41/ebeniste-h-f?action=edit');
    expect(await screen.findByRole('button', { name: 'Enregistrer en Brouillon' }, { timeout: 5000 })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Publier mon annonce' })).toBeEnabled();
    await user.click(within(modeToggle()!).getByRole('button', { name: 'Voir' }));
    expect(await screen.findByRole('region', { name: 'Le poste' })).toBeInTheDocument();
  });

  it('shows an expired offer with a notice and offers like it, never a dead end (issue 37)', async () => {
    serve(offer({ expired: true, status: -1, statusLabel: 'Expirée' }), {
      SimilarJobOffers: () => ({
        data: {
          similarJobOffers: [
            {
              id: '/api/job_offers/52',
              _id: 52,
              slug: 'doreur',
              title: 'Doreur',
              jobContract: { id: '/api/job_contracts/1', name: 'CDI' },
              localizedCompany: {
                id: '/api/localized_companies/52',
                company: { id: '/api/companies/4', name: 'Maison Lumen' },
                address: { locality: { id: '/api/localities/1', name: 'Lyon' } },
              },
            },
          ],
        },
      }),
    });
    renderRoutes(routes, '/emploi/41/ebeniste-h-f');
    const notice = await screen.findByTestId('expired-offer-notice', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent('Cette offre a expiré');
    expect(within(notice).getByRole('link', { name: 'Voir les offres en cours' })).toHaveAttribute('href', '/emploi');
    // No modal: the offer stays readable, and offers like it come first.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ébéniste H/F');
    const similar = await screen.findByRole('region', { name: 'Ces offres pourraient vous intéresser' });
    expect(within(similar).getByRole('link', { name: 'Doreur' })).toHaveAttribute('href', '/emploi/52/doreur');
    expect(similar).toHaveTextContent('Maison Lumen - Lyon');
    expect(calls.find((call) => call.name === 'SimilarJobOffers')?.variables).toEqual({ jobOfferId: '/api/job_offers/41' });
  });

  it('says the offer cannot be found (unknown, not public, or a bad id)', async () => {
    serve(null);
    await open('/emploi/999/nimporte');
    expect(screen.getByRole('heading', { level: 1, name: 'Offre introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Cette offre n’existe pas ou n’est plus en ligne.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute('href', '/emploi');

    vi.unstubAllGlobals();
    serve(null, {
      JobOffer: () => ({ data: null, errors: [{ message: 'L’identifiant « abc » est invalide.', extensions: { code: 'INVALID_ID' } }] }),
    });
    await open('/emploi/abc/x');
    expect(screen.getAllByRole('heading', { level: 1, name: 'Offre introuvable' }).length).toBeGreaterThan(0);
  });

  it('replaces a wrong slug by the offer’s own, keeping the query', async () => {
    serve(offer());
    const router = await open('/emploi/41/ancien-titre?utm_source=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/emploi/41/ebeniste-h-f'));
    expect(router.state.location.search).toBe('?utm_source=mail');
  });
});
