import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession, companySession } from '../../../test/sessions';
import { COMPANY, FORM_OPTIONS, LOCALITIES, NO_CREDIT, offer } from '../test/fixtures';

// The toast reads «\u00a0:»; Testing Library compares its text with no-break spaces made plain.
const NO_CREDIT_TEXT =
  'La publication a échoué : Vous n’avez pas de crédit pour publier votre annonce. Celle-ci a été enregistrée en Brouillon. Achetez des crédits pour pouvoir la diffuser.';

type Handlers = Parameters<typeof graphqlHandler>[0];
let calls: { name: string; variables: Record<string, unknown> }[];

/** The GraphQL server of these tests: the form's options, places, an empty `/dashboard/jobs`, plus `extra`. */
function serve(extra: Handlers = {}) {
  calls = [];
  const handlers: Handlers = {
    OfferFormOptions: () => FORM_OPTIONS,
    OfferLocalities: () => LOCALITIES,
    OfferWording: () => ({ data: { offerWording: [] } }),
    PayHint: () => ({
      data: {
        payHint: {
          count: 7,
          minCents: 2_800_000,
          maxCents: 3_400_000,
          period: 'YEAR',
          title: 'Salaires des ébénistes en Île-de-France',
          path: '/salaires/ebeniste/ile-de-france',
        },
      },
    }),
    MyJobOffers: () => ({ data: { jobOffers: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } }),
    CreateJobOffer: () => ({
      data: { createJobOffer: { jobOffer: offer({ status: 0, statusLabel: 'Brouillon' }), clientMutationId: null } },
    }),
    ...extra,
  };
  const recording: Handlers = Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      (variables: Record<string, unknown>) => {
        calls.push({ name, variables });
        return handler(variables);
      },
    ]),
  );
  mockFetch({ 'POST /api/graphql': graphqlHandler(recording) });
}

const callsOf = (name: string) => calls.filter((call) => call.name === name);
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const draftButton = () => screen.getByRole('button', { name: 'Enregistrer en Brouillon' });
const publishButton = () => screen.getByRole('button', { name: 'Publier mon annonce' });

async function openForm() {
  const router = renderRoutes(routes, '/emploi/nouvelle-annonce');
  await screen.findByRole('textbox', { name: /Nom du poste/ }, { timeout: 5000 });
  return router;
}

/** Title, contract, salary and position: what the buttons wait for. */
async function fillChoices(user: UserEvent, contract = 'CDI') {
  await user.type(screen.getByRole('textbox', { name: /Nom du poste/ }), 'Ébéniste H/F');
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Contrat/ }),
    screen.getByRole('option', { name: new RegExp(`^${contract}`) }),
  );
  await fillPay(user);
  await user.selectOptions(screen.getByRole('combobox', { name: /Métier/ }), 'Ébéniste');
}

/** The gross range: 26–30 k€ a year. */
async function fillPay(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Minimum/ }), '26 000');
  await user.type(screen.getByRole('textbox', { name: /Maximum/ }), '30000');
}

/**
 * Long texts are pasted, not typed: typing re-renders the whole form once per key, which made
 * this file the slowest of the unit tests; the keys themselves are tested above.
 */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillEverything(user: UserEvent, contract = 'CDI') {
  await fillChoices(user, contract);
  await paste(user, screen.getByRole('textbox', { name: /Description du poste/ }), 'Un poste en **atelier**.\n\n- Restaurer\n- Marqueter');
  await paste(user, screen.getByRole('textbox', { name: /Le candidat de vos rêves/ }), 'Titulaire d’un CAP.');
  await user.click(screen.getByRole('checkbox', { name: 'Temps plein' }));
  await user.type(screen.getByRole('combobox', { name: /Ville/ }), 'Lyo');
  await user.click(await screen.findByRole('option', { name: 'Lyon 69001' }, { timeout: 3000 }));
  await paste(user, screen.getByRole('textbox', { name: /Adresse/ }), '3 rue des Ateliers');
}

beforeEach(() => sessionStore.set(companySession()));
afterEach(() => {
  cleanup(); // unmount first: nothing may reload once the session and fetch are gone
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('/emploi/nouvelle-annonce', { timeout: 30_000 }, () => {
  it('an apprenticeship asks its diploma, length and start instead of a pay range, and sends them (issue 55)', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    await openForm();
    await paste(user, screen.getByRole('textbox', { name: /Nom du poste/ }), "Apprenti(e) tapissier(e) d'ameublement, CAP");
    await user.selectOptions(screen.getByRole('combobox', { name: /Contrat/ }), screen.getByRole('option', { name: /^Alternance/ }));
    expect(screen.getByText('Salaire brut au-delà du minimum légal (facultatif)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Minimum/ })).not.toBeRequired();
    await user.selectOptions(screen.getByRole('combobox', { name: /Métier/ }), 'Ébéniste');
    await paste(user, screen.getByRole('textbox', { name: /Description du poste/ }), 'Réfection de sièges.');
    await paste(user, screen.getByRole('textbox', { name: /Le candidat de vos rêves/ }), 'Curieux(se).');
    await user.click(screen.getByRole('checkbox', { name: 'Temps plein' }));
    await user.type(screen.getByRole('combobox', { name: /Ville/ }), 'Lyo');
    await user.click(await screen.findByRole('option', { name: 'Lyon 69001' }, { timeout: 3000 }));
    // Without the diploma, the length and the start, nothing is sent and each says so.
    await user.click(draftButton());
    expect(callsOf('CreateJobOffer')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: /Diplôme préparé/ })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: /Diplôme préparé/ }), 'CAP');
    await paste(user, screen.getByRole('textbox', { name: /Rythme/ }), '3 semaines en entreprise / 1 semaine au CFA');
    await paste(user, screen.getByRole('textbox', { name: /Durée/ }), '24');
    fireEvent.change(screen.getByLabelText(/Date de début/), { target: { value: '2027-09-01' } });
    await user.click(draftButton());
    await waitFor(() => expect(callsOf('CreateJobOffer')).toHaveLength(1));
    expect(callsOf('CreateJobOffer')[0].variables.input).toMatchObject({
      jobContractIRI: '/api/job_contracts/5',
      payMin: null,
      payMax: null,
      payPeriod: null,
      diplomaIRI: '/api/diplomas/1',
      trainingSchool: '',
      trainingRhythm: '3 semaines en entreprise / 1 semaine au CFA',
      trainingMonths: 24,
      trainingStartsOn: '2027-09-01',
    });
  }, 90_000);

  it('sends anyone but a company to /emploi', async () => {
    serve();
    sessionStore.set(candidateSession());
    const router = renderRoutes(routes, '/emploi/nouvelle-annonce');
    await waitFor(() => expect(router.state.location.pathname).toBe('/emploi'));
  });

  it('keeps both buttons disabled until the title and one choice in each single-choice filter are given', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    await openForm();
    // The company is chosen and its presentation prefilled.
    expect(screen.getByRole('combobox', { name: /Entreprise/ })).toHaveValue(COMPANY.id);
    expect(screen.getByRole('textbox', { name: /Présentation de l'entreprise/ })).toHaveValue(COMPANY.presentation);
    expect(screen.getByRole('textbox', { name: /Nom du poste/ })).toBeRequired();

    expect(draftButton()).toBeDisabled();
    expect(publishButton()).toBeDisabled();
    expect(screen.getByText('Renseignez le nom du poste, le contrat, le salaire et le métier pour enregistrer.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Nom du poste/ }), 'Ébéniste H/F');
    await user.selectOptions(screen.getByRole('combobox', { name: /Contrat/ }), 'CDI');
    await fillPay(user);
    expect(draftButton()).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /Métier/ }), 'Ébéniste');
    expect(draftButton()).toBeEnabled();
    expect(publishButton()).toBeEnabled();
    // Job types are several choices, as checkboxes.
    expect(screen.getByRole('group', { name: /Type d'emploi/ })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);

    await user.clear(screen.getByRole('textbox', { name: /Nom du poste/ }));
    await user.type(screen.getByRole('textbox', { name: /Nom du poste/ }), '   ');
    expect(draftButton()).toBeDisabled();
  });

  it('names each required field left empty under it, marks it invalid and focuses the first, sending nothing', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    await openForm();
    await fillChoices(user);
    await user.click(draftButton());

    const description = screen.getByRole('textbox', { name: /Description du poste/ });
    const candidate = screen.getByRole('textbox', { name: /Le candidat de vos rêves/ });
    const place = screen.getByRole('combobox', { name: /Ville/ });
    for (const field of [description, candidate, place]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Ce champ est obligatoire.');
    }
    for (const type of screen.getAllByRole('checkbox')) {
      expect(type).toHaveAttribute('aria-invalid', 'true');
      expect(type).toHaveAccessibleDescription('Ce champ est obligatoire.');
    }
    expect(description).toHaveFocus();
    // What is filled is not marked.
    expect(screen.getByRole('textbox', { name: /Nom du poste/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Présentation de l'entreprise/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(callsOf('CreateJobOffer')).toHaveLength(0);

    // Filled, a field stops saying it.
    await user.type(description, 'Un poste en atelier.');
    expect(description).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(3);
  });

  it('shows the server’s messages, one per line, as “Annonce invalide” and above the buttons', async () => {
    const message = "Le champ Nom du poste est trop long (150 caractères au plus).\nUne des options choisies n'existe pas.";
    serve({ CreateJobOffer: () => ({ data: null, errors: [{ message, path: ['createJobOffer'], extensions: { code: 'VALIDATION' } }] }) });
    const user = userEvent.setup({ delay: null });
    const router = await openForm();
    await fillEverything(user);
    await user.click(draftButton());

    const toast = await within(notifications()).findByRole('alert');
    expect(toast).toHaveTextContent('Annonce invalide');
    expect(toast).toHaveTextContent('Le champ Nom du poste est trop long (150 caractères au plus).');
    const inline = screen.getByTestId('offer-form-errors');
    expect(inline.textContent).toContain(message);
    expect(inline).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(router.state.location.pathname).toBe('/emploi/nouvelle-annonce');
    expect(draftButton()).toBeEnabled();
  });

  it('says “Une erreur est survenue.” when the server gives no message', async () => {
    serve({ CreateJobOffer: () => ({ data: null, errors: [{ message: '' }] }) });
    const user = userEvent.setup({ delay: null });
    await openForm();
    await fillEverything(user);
    await user.click(draftButton());
    const toast = await within(notifications()).findByRole('alert');
    expect(toast).toHaveTextContent('Annonce invalide');
    expect(toast).toHaveTextContent('Une erreur est survenue.');
  });

  it('saves a draft: the whole form is sent, “Annonce enregistrée” shows, then the offer list', { timeout: 30_000 }, async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    const router = await openForm();
    await fillEverything(user);
    await user.click(draftButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/jobs'));
    expect(within(notifications()).getByText('Annonce enregistrée')).toBeInTheDocument();
    expect(callsOf('CreateJobOffer')).toHaveLength(1);
    expect(callsOf('CreateJobOffer')[0].variables.input).toEqual({
      companyPresentation: `<p>${COMPANY.presentation}</p>`,
      title: 'Ébéniste H/F',
      description: '<p>Un poste en <strong>atelier</strong>.</p><ul><li>Restaurer</li><li>Marqueter</li></ul>',
      perfectCandidateDescription: '<p>Titulaire d’un CAP.</p>',
      jobTypesIRI: ['/api/job_types/1'],
      jobPositionIRI: '/api/job_positions/14',
      payMin: 26000,
      payMax: 30000,
      payPeriod: 'YEAR',
      payVariable: '',
      paySpreadReason: '',
      jobContractIRI: '/api/job_contracts/1',
      localizedCompanyLocalityIRI: '/api/localities/27457',
      localizedCompanyAddress1: '3 rue des Ateliers',
      localizedCompanyCompanyId: COMPANY.id,
    });
    expect(callsOf('UpdateStatusJobOffer')).toHaveLength(0);
  });

  it('publishes: creates the offer, sets status 2, says “Votre annonce est bien publiée.”', async () => {
    serve({
      UpdateStatusJobOffer: () => ({
        data: { updateStatusJobOffer: { jobOffer: { id: '/api/job_offers/41', status: 2, statusLabel: 'Publiée' } } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    const router = await openForm();
    await fillEverything(user, 'Stage');
    expect(screen.getByText('Ce contrat se publie gratuitement, sans crédit.')).toBeInTheDocument();
    await user.click(publishButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/jobs'));
    const toast = within(notifications()).getByText('Votre annonce est bien publiée.').closest('[role="status"]') as HTMLElement;
    expect(toast).toHaveTextContent('Publication en ligne');
    expect(callsOf('UpdateStatusJobOffer')[0].variables.input).toEqual({ id: '/api/job_offers/41', status: 2 });
  });

  it('an unconfirmed company cannot publish yet: the button says why and the notice mails a new link', async () => {
    sessionStore.set(companySession({ confirmationToken: 'pending' }));
    serve();
    const graphql = (globalThis.fetch as unknown as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>).bind(globalThis);
    const resent: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input.toString();
      if (url.endsWith('/api/resend-confirmation')) {
        resent.push(url);
        return Promise.resolve(new Response('ok'));
      }
      return graphql(input, init);
    });
    const user = userEvent.setup({ delay: null });
    await openForm();
    await fillChoices(user, 'Stage');
    const notice = screen.getByRole('region', { name: 'Vous devez d’abord confirmer votre adresse email.' });
    expect(publishButton()).toBeDisabled();
    expect(publishButton()).toHaveAccessibleDescription(/Pour publier une annonce, même gratuite/);
    expect(draftButton()).toBeEnabled();
    await user.click(within(notice).getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }));
    expect(await within(notice).findByText('Un nouvel e-mail de confirmation vient de vous être envoyé.')).toBeInTheDocument();
    expect(resent).toHaveLength(1);
  });

  it('without credit: the draft is saved and the offer list shows at once, with the spec’s text for 15 s', async () => {
    serve({ UpdateStatusJobOffer: () => NO_CREDIT });
    const user = userEvent.setup({ delay: null });
    const router = await openForm();
    await fillEverything(user);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(publishButton());

    // No wait: the recruiter is on the list as soon as the server has refused.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/jobs'), { timeout: 1000 });
    const toast = within(notifications()).getByText(NO_CREDIT_TEXT);
    expect(toast.closest('[role="alert"]')).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(within(notifications()).getByText(NO_CREDIT_TEXT)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(within(notifications()).queryByText(NO_CREDIT_TEXT)).not.toBeInTheDocument();
    // Created once, published once (refused): the draft was neither re-sent nor changed.
    expect(callsOf('CreateJobOffer')).toHaveLength(1);
    expect(callsOf('UpdateStatusJobOffer')).toHaveLength(1);
  });

  it('shows the wording checker’s warnings once the recruiter stops typing, and still lets them publish', { timeout: 60_000 }, async () => {
    const message = 'Votre annonce mentionne un âge : « Vous êtes jeune et dynamique, 25-30 ans »';
    serve({
      OfferWording: (variables) => {
        const input = variables.input as { description: string };
        const flagged = input.description.includes('25-30 ans');
        return {
          data: {
            offerWording: flagged
              ? [
                  {
                    rule: 'AGE',
                    field: 'description',
                    sentence: 'Vous êtes jeune et dynamique, 25-30 ans',
                    message,
                    law: 'Code du travail, article L1132-1',
                  },
                ]
              : [],
          },
        };
      },
    });
    const user = userEvent.setup({ delay: null });
    await openForm();
    await fillChoices(user);
    await user.click(screen.getByRole('textbox', { name: /Description du poste/ }));
    await user.paste('Vous êtes jeune et dynamique, ');
    await user.type(screen.getByRole('textbox', { name: /Description du poste/ }), '25-30 ans.');

    const warnings = await screen.findByTestId('wording-warnings', {}, { timeout: 3000 });
    expect(warnings).toHaveTextContent(message);
    expect(warnings).toHaveTextContent('Code du travail, article L1132-1');
    expect(warnings).toHaveTextContent('une mention interdite empêche la publication tant qu’elle n’est pas corrigée');
    // Debounced: the texts typed letter by letter were checked a few times, not once per letter.
    const checks = callsOf('OfferWording');
    expect(checks.length).toBeLessThan(5);
    expect(checks.at(-1)?.variables.input).toMatchObject({
      title: 'Ébéniste H/F',
      description: 'Vous êtes jeune et dynamique, 25-30 ans.',
    });
    // A warning, not an error: publishing stays possible.
    expect(publishButton()).toBeEnabled();

    await user.clear(screen.getByRole('textbox', { name: /Description du poste/ }));
    await user.paste('Une jeune entreprise de décoration.');
    await waitFor(() => expect(screen.queryByTestId('wording-warnings')).not.toBeInTheDocument(), { timeout: 3000 });
  });
});
