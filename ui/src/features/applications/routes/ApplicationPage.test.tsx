import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetailFieldsFragment } from '../../../gql/graphql';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { bearerOf, graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession, companySession } from '../../../test/sessions';

type Handlers = Parameters<typeof graphqlHandler>[0];
let calls: { name: string; variables: Record<string, unknown> }[];

function application(overrides: Partial<ApplicationDetailFieldsFragment> = {}): ApplicationDetailFieldsFragment {
  return {
    id: '/api/job_offer_applications/77',
    _id: 77,
    uuid: '0b7c6a52-4c1e-4d0e-9a51-3f0c2b1d9e11',
    createdAt: '2026-03-12T13:05:00Z',
    readAt: null,
    coverLetterMessage: 'Passionnée par le mobilier.\nSix ans d’atelier.',
    questionsAnswerMessage: '',
    phone: '06 12 34 56 78',
    cvPath: '/api/applications/0b7c6a52-4c1e-4d0e-9a51-3f0c2b1d9e11/cv',
    coverLetterPath: '/api/applications/0b7c6a52-4c1e-4d0e-9a51-3f0c2b1d9e11/cover-letter',
    portfolio: { pdfPath: null, projects: [] },
    interviewStatus: null,
    triagedByName: null,
    answeredByName: null,
    candidateName: 'Camille Durand',
    candidateEmail: 'camille@example.fr',
    candidateTel: '06 12 34 56 78',
    linkedinUrl: 'https://www.linkedin.com/in/camille-durand',
    withdrawn: false,
    steps: [{ kind: 'SENT', at: '2026-03-12T13:05:00Z' }],
    jobOffer: {
      id: '/api/job_offers/41',
      _id: 41,
      slug: 'ebeniste-h-f',
      title: 'Ébéniste H/F',
      localizedCompany: {
        id: '/api/localized_companies/41',
        company: { id: '/api/companies/3', name: 'Atelier Lambris' },
        address: { locality: { id: '/api/localities/27457', name: 'Lyon', postalCode: '69001' } },
      },
    },
    ...overrides,
  };
}

const updated = (input: Record<string, unknown>) => ({
  data: {
    updateJobOfferApplication: {
      id: '/api/job_offer_applications/77',
      interviewStatus: (input.interviewStatus as string | undefined) ?? null,
      jobOfferApplication: {
        id: '/api/job_offer_applications/77',
        readAt: input.read ? '2026-03-14T09:00:00Z' : null,
        interviewStatus: (input.interviewStatus as string | undefined) ?? null,
      },
      clientMutationId: null,
    },
  },
});

function serve(found: ApplicationDetailFieldsFragment | null, extra: Handlers = {}) {
  calls = [];
  const handlers: Handlers = {
    ApplicationDetail: () => ({ data: { jobOfferApplication: found } }),
    UpdateApplicationDetail: ({ input }) => updated(input as Record<string, unknown>),
    ApplicationThread: () => ({
      data: { jobOfferApplication: found && { id: found.id, withdrawn: found.withdrawn, unreadMessagesCount: 0, messages: [] } },
    }),
    ...extra,
  };
  return mockFetch({
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
    'GET /api/applications/0b7c6a52-4c1e-4d0e-9a51-3f0c2b1d9e11/cv': () =>
      new Response(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), {
        headers: { 'Content-Disposition': 'attachment; filename="cv-camille.pdf"' },
      }),
  });
}

async function open(path = '/emploi/41/applications/77') {
  const router = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return router;
}

const updates = () => calls.filter((call) => call.name === 'UpdateApplicationDetail').map((call) => call.variables.input);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

describe('/emploi/:jobOfferId/applications/:applicationId', { timeout: 20_000 }, () => {
  it('shows the candidate their application, without marking it read or showing the interview status', async () => {
    sessionStore.set(candidateSession());
    serve(application());
    await open();
    expect(calls[0].variables).toEqual({ id: '77' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ébéniste H/F');
    expect(screen.getByText('Atelier Lambris · Lyon (69001)')).toBeInTheDocument();
    expect(screen.getByText('Candidature envoyée le 12 mars 2026 à 14:05')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Message de motivation' })).toHaveTextContent(
      'Passionnée par le mobilier. Six ans d’atelier.',
    );
    expect(screen.getByRole('region', { name: 'Réponses aux questions' })).toHaveTextContent('Aucune réponse.');
    expect(screen.getByRole('link', { name: 'Télécharger le CV' })).toHaveAttribute(
      'href',
      '/api/applications/0b7c6a52-4c1e-4d0e-9a51-3f0c2b1d9e11/cv',
    );
    expect(screen.getByRole('link', { name: 'Télécharger la lettre de motivation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes candidatures' })).toHaveAttribute('href', '/dashboard/applications');
    expect(screen.getByRole('link', { name: 'Voir l’offre' })).toHaveAttribute('href', '/emploi/41/ebeniste-h-f');
    expect(screen.queryByRole('region', { name: 'Le candidat' })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByText(/^Lue le/)).toBeNull();
    expect(updates()).toEqual([]);
  });

  it('shows the candidate “Lue le …” when the server gives the read time', async () => {
    sessionStore.set(candidateSession());
    serve(
      application({
        readAt: '2026-03-14T09:00:00Z',
        steps: [
          { kind: 'SENT', at: '2026-03-12T13:05:00Z' },
          { kind: 'READ', at: '2026-03-14T09:00:00Z' },
          { kind: 'REFUSED', at: '2026-03-20T09:00:00Z' },
        ],
      }),
    );
    await open();
    expect(screen.getByText('Lue le 14 mars 2026 à 10:00')).toBeInTheDocument();
    const story = within(screen.getByRole('region', { name: 'Suivi' })).getByRole('list', { name: 'Suivi de la candidature' });
    expect(
      within(story)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Envoyée le 12 mars 2026', 'Lue le 14 mars 2026', 'Non retenue le 20 mars 2026']);
    expect(updates()).toEqual([]);
  });

  it('lets the candidate withdraw after confirming, then says the documents are gone', async () => {
    sessionStore.set(candidateSession());
    const withdrawn = application({
      withdrawn: true,
      cvPath: null,
      coverLetterPath: null,
      coverLetterMessage: '',
      steps: [
        { kind: 'SENT', at: '2026-03-12T13:05:00Z' },
        { kind: 'WITHDRAWN', at: '2026-03-13T08:00:00Z' },
      ],
    });
    serve(application(), {
      WithdrawApplication: () => ({ data: { withdrawJobOfferApplication: { jobOfferApplication: withdrawn } } }),
    });
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Retirer ma candidature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer votre candidature ?' });
    expect(calls.some((call) => call.name === 'WithdrawApplication')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Retirer ma candidature' }));
    expect(await screen.findByTestId('withdrawn')).toHaveTextContent('Vous avez retiré cette candidature');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.name === 'WithdrawApplication')?.variables).toEqual({
      input: { id: '/api/job_offer_applications/77' },
    });
    expect(screen.queryByRole('button', { name: 'Retirer ma candidature' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Télécharger le CV' })).toBeNull();
    expect(screen.getByText('Retirée le 13 mars 2026')).toBeInTheDocument();
  });

  it('shows the company « Candidature retirée » and nothing else of a withdrawn application', async () => {
    sessionStore.set(companySession());
    serve(
      application({
        withdrawn: true,
        readAt: '2026-03-13T08:00:00Z',
        cvPath: null,
        coverLetterPath: null,
        coverLetterMessage: '',
        candidateName: '',
        candidateEmail: '',
        candidateTel: '',
        phone: '',
        steps: [{ kind: 'WITHDRAWN', at: '2026-03-13T08:00:00Z' }],
      }),
    );
    await open();
    expect(screen.getByTestId('withdrawn')).toHaveTextContent('Le candidat a retiré sa candidature');
    expect(screen.queryByRole('region', { name: 'Le candidat' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Message de motivation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retirer ma candidature' })).toBeNull();
  });

  it('marks an unread application read when its company opens it, and shows the candidate’s details', async () => {
    sessionStore.set(companySession());
    serve(application());
    await open();
    await waitFor(() => expect(updates()).toEqual([{ id: '/api/job_offer_applications/77', read: true }]));
    expect(await screen.findByText('Lue le 14 mars 2026 à 10:00')).toBeInTheDocument();
    const candidate = screen.getByRole('region', { name: 'Le candidat' });
    expect(candidate).toHaveTextContent('Camille Durand');
    expect(within(candidate).getByRole('link', { name: 'camille@example.fr' })).toHaveAttribute('href', 'mailto:camille@example.fr');
    expect(within(candidate).getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:0612345678');
    // Issue 58: the LinkedIn profile « Mon CV » promises the recruiter.
    expect(within(candidate).getByRole('link', { name: 'linkedin.com/in/camille-durand' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/camille-durand',
    );
    // Back to that offer's candidates, not to the list of offers.
    expect(screen.getByRole('link', { name: 'Retour aux candidatures de l’annonce' })).toHaveAttribute(
      'href',
      '/dashboard/jobs/41/applications',
    );
  });

  it('asks the thread, the interview and the templates with the application, not once it arrived (issue 52)', async () => {
    sessionStore.set(companySession());
    const served = serve(application(), {
      ApplicationInterview: () => ({ data: { applicationInterview: null } }),
      MessageTemplates: () => ({ data: { messageTemplates: [] } }),
    });
    const sections = ['ApplicationThread', 'ApplicationInterview', 'MessageTemplates'];
    let sectionsAsked!: () => void;
    const held = new Promise<void>((resolve) => (sectionsAsked = resolve));
    // The application's answer waits until the three others have been asked.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? init.body : '';
      if (body.includes('query ApplicationDetail')) await held;
      const response = await served.fetchMock(input, init);
      if (sections.every((name) => calls.some((call) => call.name === name))) sectionsAsked();
      return response;
    });
    await open();
    expect(await screen.findByText(/^Aucun message pour l’instant/)).toBeInTheDocument();
    // Each once: the sections read the answers asked ahead instead of asking again.
    expect(sections.map((name) => calls.filter((call) => call.name === name).length)).toEqual([1, 1, 1]);
    expect(calls.find((call) => call.name === 'ApplicationThread')?.variables).toEqual({ id: '/api/job_offer_applications/77' });
  });

  it('goes back to the triage with the filter it was opened from (issue 58, minor 11)', async () => {
    sessionStore.set(companySession());
    serve(application({ readAt: '2026-03-13T08:00:00Z' }));
    await open('/emploi/41/applications/77?entretien=maybe');
    expect(screen.getByRole('link', { name: 'Retour aux candidatures de l’annonce' })).toHaveAttribute(
      'href',
      '/dashboard/jobs/41/applications?entretien=maybe',
    );
  });

  it('does not mark again an application already read', async () => {
    sessionStore.set(companySession());
    serve(application({ readAt: '2026-03-13T08:00:00Z', interviewStatus: 'yes' }));
    await open();
    expect(screen.getByRole('radio', { name: 'Oui' })).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updates()).toEqual([]);
  });

  it('sets the interview status: Oui / Peut-être / Non → yes / maybe / no', async () => {
    sessionStore.set(companySession());
    serve(application({ readAt: '2026-03-13T08:00:00Z' }));
    const user = userEvent.setup();
    await open();
    const group = screen.getByRole('radiogroup');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'maybe', 'no']);
    await user.click(within(group).getByRole('radio', { name: 'Peut-être' }));
    expect(await screen.findByText('Statut d’entretien enregistré.')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Peut-être' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Non' }));
    await waitFor(() =>
      expect(updates()).toEqual([
        { id: '/api/job_offer_applications/77', interviewStatus: 'maybe' },
        { id: '/api/job_offer_applications/77', interviewStatus: 'no' },
      ]),
    );
  });

  it('puts the status back and says why when the server refuses it', async () => {
    sessionStore.set(companySession());
    serve(application({ readAt: '2026-03-13T08:00:00Z', interviewStatus: 'yes' }), {
      UpdateApplicationDetail: () => ({
        data: null,
        errors: [{ message: 'Action réservée à l’entreprise de l’offre.', extensions: { code: 'FORBIDDEN' } }],
      }),
    });
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('radio', { name: 'Non' }));
    expect(await screen.findByText('Action réservée à l’entreprise de l’offre.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Oui' })).toBeChecked();
  });

  it('downloads the CV with the session’s token', async () => {
    sessionStore.set(companySession());
    const api = serve(application({ readAt: '2026-03-13T08:00:00Z' }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cv'), revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('link', { name: 'Télécharger le CV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [download] = api.called('GET', '/api/applications/0b7c6a52-4c1e-4d0e-9a51-3f0c2b1d9e11/cv');
    expect(bearerOf(download.init)).toBe('Bearer company-token');
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('cv-camille.pdf');
  });

  it('says plainly when the application cannot be found', async () => {
    sessionStore.set(candidateSession());
    serve(null);
    await open('/emploi/41/applications/999');
    expect(screen.getByRole('heading', { level: 1, name: 'Candidature introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Cette candidature n’existe pas ou vous n’y avez pas accès.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes candidatures' })).toHaveAttribute('href', '/dashboard/applications');
  });

  it('reads a malformed id as not found', async () => {
    sessionStore.set(companySession());
    serve(null, {
      ApplicationDetail: () => ({
        data: null,
        errors: [{ message: 'L’identifiant « abc » est invalide.', extensions: { code: 'INVALID_ID' } }],
      }),
    });
    await open('/emploi/41/applications/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Candidature introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes annonces' })).toHaveAttribute('href', '/dashboard/jobs');
  });
});
