import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TriageApplicationFieldsFragment } from '../../../../gql/graphql';
import { downloadWithToken } from '../../../../lib/rest';
import { sessionStore } from '../../../../lib/session';
import { routes } from '../../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../../test/fetch';
import { renderRoutes } from '../../../../test/render';
import { where } from '../../../../test/shell';
import { candidateSession, companySession } from '../../../../test/sessions';

vi.mock('../../../../lib/rest', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/rest')>()),
  downloadWithToken: vi.fn(async () => undefined),
}));

const OFFER = {
  id: '/api/job_offers/42',
  _id: 42,
  slug: 'tapissier',
  title: 'Tapissier H/F',
  applicationsCount: 3,
  unreadApplicationsCount: 1,
};

function application(overrides: Partial<TriageApplicationFieldsFragment> = {}): TriageApplicationFieldsFragment {
  return {
    id: '/api/job_offer_applications/7',
    _id: 7,
    createdAt: '2026-03-12T13:05:00Z',
    readAt: '2026-03-13T08:00:00Z',
    interviewStatus: null,
    candidateName: 'Camille Durand',
    cvPath: '/api/applications/aaaa-7/cv',
    coverLetterPath: '/api/applications/aaaa-7/cover-letter',
    withdrawn: false,
    unreadMessagesCount: 0,
    steps: [{ kind: 'SENT', at: '2026-03-12T13:05:00Z' }],
    ...overrides,
  };
}

const APPLICATIONS = [
  application({
    id: '/api/job_offer_applications/9',
    _id: 9,
    createdAt: '2026-04-01T09:00:00Z',
    readAt: null,
    candidateName: 'Inès Moreau',
    cvPath: '/api/applications/cccc-9/cv',
    coverLetterPath: '/api/applications/cccc-9/cover-letter',
  }),
  application({
    id: '/api/job_offer_applications/8',
    _id: 8,
    createdAt: '2026-03-20T16:30:00Z',
    interviewStatus: 'yes',
    candidateName: 'Jules Petit',
    cvPath: '/api/applications/bbbb-8/cv',
    coverLetterPath: '/api/applications/bbbb-8/cover-letter',
  }),
  application(),
];

type Handlers = Parameters<typeof graphqlHandler>[0];
let calls: { name: string; variables: Record<string, unknown> }[];

const page = (nodes: TriageApplicationFieldsFragment[], total = nodes.length, next: string | null = null) => ({
  totalCount: total,
  pageInfo: { hasNextPage: next !== null, endCursor: next },
  edges: nodes.map((node) => ({ cursor: node.id, node })),
});

function serve(extra: Handlers = {}) {
  calls = [];
  const handlers: Handlers = {
    TriageApplications: () => ({ data: { jobOffer: OFFER, jobOfferApplications: page(APPLICATIONS) } }),
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

const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

async function openPage(path = '/dashboard/jobs/42/applications') {
  const router = renderRoutes(routes, path);
  await screen.findByRole('table', { name: 'Candidatures reçues' }, { timeout: 5000 });
  return router;
}

beforeEach(() => sessionStore.set(companySession()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(downloadWithToken).mockClear();
  sessionStore.clear();
});

describe('/dashboard/jobs/:jobOfferId/applications', { timeout: 20_000 }, () => {
  it('filters by the interview note (Oui / Peut-être / Non / not noted), asking the server, kept in the address', async () => {
    serve({
      TriageApplications: (variables) => {
        const wanted = variables.interviewStatus as string | null;
        const found = APPLICATIONS.filter((item) =>
          wanted === null || wanted === undefined
            ? true
            : wanted === 'none'
              ? item.interviewStatus === null
              : item.interviewStatus === wanted,
        );
        return { data: { jobOffer: OFFER, jobOfferApplications: page(found) } };
      },
    });
    const user = userEvent.setup();
    const router = await openPage();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    const filter = screen.getByRole('combobox', { name: 'Entretien' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes les candidatures', 'Oui', 'Peut-être', 'Non', 'Pas encore noté']);

    await user.selectOptions(filter, 'Oui');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(row('Jules Petit')).toBeInTheDocument();
    expect(calls.at(-1)?.variables.interviewStatus).toBe('yes');
    expect(router.state.location.search).toBe('?entretien=yes');
    expect(screen.getByTestId('totals')).toHaveTextContent('1 candidature');
    // Opened from the filtered list, its « Retour » comes back to it (issue 58, minor 11).
    expect(within(row('Jules Petit')).getByRole('link', { name: 'Ouvrir la candidature de Jules Petit' })).toHaveAttribute(
      'href',
      '/emploi/42/applications/8?entretien=yes',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entretien' }), 'Non');
    expect(await screen.findByText('Aucune candidature avec ce statut d’entretien.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entretien' }), 'Pas encore noté');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(calls.at(-1)?.variables.interviewStatus).toBe('none');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entretien' }), 'Toutes les candidatures');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(router.state.location.search).toBe('');
  });

  it('lists the applications, newest first, with the totals, French dates and links to each application', async () => {
    serve();
    await openPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Candidatures' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tapissier H/F' })).toHaveAttribute('href', '/emploi/42/tapissier');
    expect(screen.getByRole('link', { name: 'Retour à mes annonces' })).toHaveAttribute('href', '/dashboard/jobs');
    expect(screen.getByTestId('totals')).toHaveTextContent('3 candidatures, dont 1 nouvelle');
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toContain('Candidatures — Tapissier H/F'));
    expect(calls[0]).toEqual({
      name: 'TriageApplications',
      variables: { jobOfferId: '/api/job_offers/42', first: 30, interviewStatus: null },
    });

    const names = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Inès MoreauNouvelle', 'Jules Petit', 'Camille Durand']);
    expect(within(row('Inès Moreau')).getByText('1er avril 2026')).toBeInTheDocument();
    expect(within(row('Camille Durand')).getByText('12 mars 2026')).toBeInTheDocument();
    expect(within(row('Jules Petit')).getByRole('link', { name: 'Ouvrir la candidature de Jules Petit' })).toHaveAttribute(
      'href',
      '/emploi/42/applications/8',
    );
    // The interview note as the server has it.
    expect(within(row('Jules Petit')).getByRole('button', { name: 'Oui' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(row('Camille Durand')).getByRole('button', { name: 'Oui' })).toHaveAttribute('aria-pressed', 'false');
    // The dashboard menu keeps "Mes annonces" highlighted.
    expect(screen.getByRole('link', { name: 'Mes annonces' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows unread applications in bold with a “Nouvelle” chip', async () => {
    serve();
    await openPage();
    const unread = row('Inès Moreau');
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(within(unread).getByText('Nouvelle')).toBeInTheDocument();
    expect(within(unread).getByRole('rowheader')).toHaveStyle({ fontWeight: '700' });
    const read = row('Camille Durand');
    expect(read).not.toHaveAttribute('data-unread');
    expect(within(read).queryByText('Nouvelle')).toBeNull();
    expect(within(read).getByRole('rowheader')).toHaveStyle({ fontWeight: '400' });
  });

  it('downloads the offer’s applications as a CSV file, or with their documents as a ZIP, with the token (issue 38)', async () => {
    const user = userEvent.setup({ delay: null });
    serve();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV pour Excel)' }));
    await waitFor(() =>
      expect(downloadWithToken).toHaveBeenCalledWith(
        `/api/job_offers/${OFFER._id}/applications/export.csv`,
        `candidatures-${OFFER._id}.csv`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Télécharger avec les CV (ZIP)' }));
    await waitFor(() =>
      expect(downloadWithToken).toHaveBeenCalledWith(
        `/api/job_offers/${OFFER._id}/applications/export.zip`,
        `candidatures-${OFFER._id}.zip`,
      ),
    );
  });

  it('saves the interview status, and puts the previous one back when the server refuses', async () => {
    let refuse = false;
    serve({
      TriageInterviewStatus: ({ input }) => {
        const { id, interviewStatus } = input as { id: string; interviewStatus: string };
        if (refuse)
          return { data: null, errors: [{ message: 'Vous n’avez pas accès à cette ressource.', extensions: { code: 'FORBIDDEN' } }] };
        return { data: { updateJobOfferApplication: { id, interviewStatus } } };
      },
    });
    const user = userEvent.setup();
    await openPage();

    const group = within(row('Camille Durand')).getByRole('group', { name: 'Entretien avec Camille Durand' });
    await user.click(within(group).getByRole('button', { name: 'Peut-être' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Peut-être' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.at(-1)).toEqual({
      name: 'TriageInterviewStatus',
      variables: { input: { id: '/api/job_offer_applications/7', interviewStatus: 'maybe' } },
    });

    refuse = true;
    await user.click(within(group).getByRole('button', { name: 'Non' }));
    expect(await within(notifications()).findByText('Vous n’avez pas accès à cette ressource.')).toBeInTheDocument();
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Peut-être' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(group).getByRole('button', { name: 'Non' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('counts « dont N nouvelles » within the filter, and shows the filtered list from its top (issue 58, minor 11)', async () => {
    serve({
      TriageApplications: (variables) => {
        const wanted = variables.interviewStatus as string | null;
        const found = APPLICATIONS.filter((item) =>
          wanted === null || wanted === undefined
            ? true
            : wanted === 'none'
              ? item.interviewStatus === null
              : item.interviewStatus === wanted,
        );
        const unread = found.filter((item) => item.readAt === null).length;
        return { data: { jobOffer: { ...OFFER, unreadApplicationsCount: unread }, jobOfferApplications: page(found) } };
      },
    });
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByTestId('totals')).toHaveTextContent('3 candidatures, dont 1 nouvelle');
    // Far down a long list: the filter brings its top into view.
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    const box = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: -900 } as DOMRect);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entretien' }), 'Oui');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(calls.at(-1)?.variables.interviewStatus).toBe('yes');
    expect(screen.getByTestId('totals')).toHaveTextContent(/^1 candidature$/);
    await waitFor(() => expect(scrolled).toContain(screen.getByTestId('triage-list-top')));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entretien' }), 'Pas encore noté');
    await waitFor(() => expect(screen.getByTestId('totals')).toHaveTextContent('2 candidatures, dont 1 nouvelle'));
    box.mockRestore();
  });

  it('notes the ticked applications at once, then reads the list again (issue 58, minor 11)', async () => {
    let noted: { ids: string[]; interviewStatus: string } | null = null;
    serve({
      TriageNoteApplications: ({ input }) => {
        noted = input as { ids: string[]; interviewStatus: string };
        return { data: { noteJobOfferApplications: { ids: noted.ids, interviewStatus: noted.interviewStatus } } };
      },
    });
    const user = userEvent.setup();
    await openPage();
    const note = screen.getByRole('combobox', { name: 'Noter la sélection' });
    expect(note).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner la candidature d’Inès Moreau' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner la candidature de Camille Durand' }));
    expect(note).toBeEnabled();
    const loads = calls.filter((call) => call.name === 'TriageApplications').length;
    await user.selectOptions(note, 'Peut-être');
    await waitFor(() =>
      expect(noted).toEqual({ ids: ['/api/job_offer_applications/9', '/api/job_offer_applications/7'], interviewStatus: 'maybe' }),
    );
    expect(await within(notifications()).findByText('2 candidatures notées.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.name === 'TriageApplications').length).toBe(loads + 1));
  });

  it('puts the previous notes back when the server refuses the batch', async () => {
    serve({
      TriageNoteApplications: () => ({
        errors: [{ message: 'Sélectionnez entre 1 et 100 candidatures.', extensions: { code: 'RECIPIENTS' } }],
      }),
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner la candidature de Jules Petit' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Noter la sélection' }), 'Non');
    expect(await within(notifications()).findByText(/Sélectionnez entre 1 et 100 candidatures/)).toBeInTheDocument();
    await waitFor(() => expect(within(row('Jules Petit')).getByRole('button', { name: 'Oui' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('writes to the selected candidates: subject and message required, the ids sent, the count confirmed', async () => {
    serve({
      TriageMailApplicants: ({ input }) => ({ data: { mailJobOfferApplicants: { sent: (input as { ids: string[] }).ids.length } } }),
    });
    const user = userEvent.setup();
    await openPage();

    const write = screen.getByRole('button', { name: 'Écrire aux candidats sélectionnés' });
    expect(write).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner la candidature d’Inès Moreau' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner la candidature de Camille Durand' }));
    expect(screen.getByText('2 candidatures sélectionnées')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sélectionner toutes les candidatures affichées' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    expect(write).toBeEnabled();

    await user.click(write);
    const dialog = await screen.findByRole('dialog', { name: 'Écrire aux candidats sélectionnés' });
    expect(dialog).toHaveTextContent('Votre message sera envoyé par e-mail à 2 candidats.');
    const send = within(dialog).getByRole('button', { name: 'Envoyer' });
    const subject = within(dialog).getByRole('textbox', { name: 'Objet' });
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(subject).toBeRequired();
    expect(message).toBeRequired();
    expect(send).toBeDisabled();
    await user.type(subject, 'Entretien à l’atelier');
    expect(send).toBeDisabled();
    expect(within(dialog).getByText('Renseignez l’objet et le message.')).toBeInTheDocument();
    await user.type(message, '   ');
    expect(send).toBeDisabled(); // blank is not a message
    await user.type(message, 'Pouvez-vous passer mardi à 10 h ?');
    expect(send).toBeEnabled();
    await user.click(send);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)).toEqual({
      name: 'TriageMailApplicants',
      variables: {
        input: {
          ids: ['/api/job_offer_applications/9', '/api/job_offer_applications/7'],
          subject: 'Entretien à l’atelier',
          message: 'Pouvez-vous passer mardi à 10 h ?',
        },
      },
    });
    expect(within(notifications()).getByText('Message envoyé')).toBeInTheDocument();
    expect(within(notifications()).getByText('Votre message a été envoyé à 2 candidats.')).toBeInTheDocument();
    // The selection stays and the focus is back on the button; the next message starts blank.
    await waitFor(() => expect(write).toHaveFocus());
    expect(screen.getByText('2 candidatures sélectionnées')).toBeInTheDocument();
    await user.click(write);
    const again = await screen.findByRole('dialog', { name: 'Écrire aux candidats sélectionnés' });
    expect(within(again).getByRole('textbox', { name: 'Objet' })).toHaveValue('');
  });

  it('answers the selected candidates with the refusal template, edited, then shows what was answered', async () => {
    let answered = false;
    serve({
      TriageApplications: () => ({
        data: {
          jobOffer: OFFER,
          jobOfferApplications: page(
            answered
              ? [
                  APPLICATIONS[0],
                  APPLICATIONS[1],
                  application({
                    steps: [
                      { kind: 'SENT', at: '2026-03-12T13:05:00Z' },
                      { kind: 'REFUSED', at: '2026-03-14T08:00:00Z' },
                    ],
                  }),
                ]
              : APPLICATIONS,
          ),
        },
      }),
      TriageAnswerApplications: ({ input }) => {
        answered = true;
        return { data: { answerJobOfferApplications: { sent: (input as { ids: string[] }).ids.length } } };
      },
    });
    const user = userEvent.setup();
    await openPage();
    const refuse = screen.getByRole('button', { name: 'Refuser' });
    expect(refuse).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner la candidature de Camille Durand' }));
    await user.click(refuse);
    const dialog = await screen.findByRole('dialog', { name: 'Refuser les candidatures sélectionnées' });
    expect(dialog).toHaveTextContent('1 candidature sélectionnée.');
    const subject = within(dialog).getByRole('textbox', { name: 'Objet' });
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    expect(subject).toHaveValue('Votre candidature');
    expect((message as HTMLTextAreaElement).value).toMatch(/^Nous vous remercions de l’intérêt/);
    await user.clear(message);
    await user.type(message, 'Merci, Camille : nous avons retenu un autre profil.');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.name === 'TriageAnswerApplications')?.variables).toEqual({
      input: {
        ids: ['/api/job_offer_applications/7'],
        answer: 'REFUSED',
        subject: 'Votre candidature',
        message: 'Merci, Camille : nous avons retenu un autre profil.',
      },
    });
    expect(within(notifications()).getByText('Votre réponse a été envoyée à 1 candidat.')).toBeInTheDocument();
    expect(await within(row('Camille Durand')).findByText('Refus envoyé')).toBeInTheDocument();
    // The invitation opens on its own template.
    await user.click(screen.getByRole('button', { name: 'Inviter à un entretien' }));
    const invite = await screen.findByRole('dialog', { name: 'Inviter à un entretien' });
    expect(within(invite).getByRole('textbox', { name: 'Objet' })).toHaveValue('Invitation à un entretien');
  });

  it('shows a withdrawn application as « Candidature retirée » only', async () => {
    serve({
      TriageApplications: () => ({
        data: {
          jobOffer: OFFER,
          jobOfferApplications: page([
            application({
              withdrawn: true,
              candidateName: '',
              cvPath: null,
              coverLetterPath: null,
              steps: [{ kind: 'WITHDRAWN', at: '2026-03-14T08:00:00Z' }],
            }),
          ]),
        },
      }),
    });
    await openPage();
    expect(row('Candidature retirée')).toHaveTextContent('Documents supprimés');
  });

  it('selects every application shown at once, and shows the server’s refusal in the dialog', async () => {
    serve({ TriageMailApplicants: () => ({ data: null, errors: [{ message: 'Le champ obligatoire Objet n’a pas été renseigné.' }] }) });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner toutes les candidatures affichées' }));
    expect(screen.getByText('3 candidatures sélectionnées')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Écrire aux candidats sélectionnés' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Objet' }), 'Bonjour');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Merci pour votre candidature.');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le champ obligatoire Objet n’a pas été renseigné.');
    expect((calls.at(-1)?.variables.input as { ids: string[] }).ids).toHaveLength(3);
    // Cancelling keeps the selection.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('3 candidatures sélectionnées')).toBeInTheDocument();
  });

  it('downloads the CV and the cover letter with the session’s token', async () => {
    serve();
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Télécharger le CV de Jules Petit' }));
    await user.click(screen.getByRole('button', { name: 'Télécharger la lettre de motivation de Jules Petit' }));
    expect(downloadWithToken).toHaveBeenNthCalledWith(1, '/api/applications/bbbb-8/cv', 'cv-candidature-8.pdf');
    expect(downloadWithToken).toHaveBeenNthCalledWith(2, '/api/applications/bbbb-8/cover-letter', 'lettre-de-motivation-candidature-8.pdf');
  });

  it('loads the next page by cursor with “Afficher plus”', async () => {
    const more = application({
      id: '/api/job_offer_applications/3',
      _id: 3,
      createdAt: '2026-02-02T10:00:00Z',
      candidateName: 'Léa Bernard',
    });
    serve({
      TriageApplications: () => ({
        data: { jobOffer: { ...OFFER, applicationsCount: 4 }, jobOfferApplications: page(APPLICATIONS, 4, 'curseur-7') },
      }),
      TriageMoreApplications: () => ({ data: { jobOfferApplications: page([more], 4) } }),
    });
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByTestId('totals')).toHaveTextContent('4 candidatures');
    await user.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(await screen.findByRole('rowheader', { name: 'Léa Bernard' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      name: 'TriageMoreApplications',
      variables: { jobOfferId: '/api/job_offers/42', first: 30, after: 'curseur-7', interviewStatus: null },
    });
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(4);
  });

  it('says when the offer has no application yet', async () => {
    serve({
      TriageApplications: () => ({
        data: { jobOffer: { ...OFFER, applicationsCount: 0, unreadApplicationsCount: 0 }, jobOfferApplications: page([]) },
      }),
    });
    renderRoutes(routes, '/dashboard/jobs/42/applications');
    expect(await screen.findByText('Aucune candidature pour cette annonce pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Écrire aux candidats sélectionnés' })).toBeNull();
  });

  it('says an unknown or foreign offer cannot be found', async () => {
    serve({
      TriageApplications: () => ({ data: null, errors: [{ message: 'Ressource introuvable.', extensions: { code: 'NOT_FOUND' } }] }),
    });
    renderRoutes(routes, '/dashboard/jobs/99/applications');
    expect(await screen.findByRole('heading', { level: 2, name: 'Annonce introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Cette annonce n’existe pas ou n’appartient pas à votre entreprise.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes annonces' })).toHaveAttribute('href', '/dashboard/jobs');
    cleanup();

    // A deleted offer (hidden by jobOffer) and a malformed id (not even asked) read the same.
    serve({ TriageApplications: () => ({ data: { jobOffer: null, jobOfferApplications: page(APPLICATIONS) } }) });
    renderRoutes(routes, '/dashboard/jobs/42/applications');
    expect(await screen.findByRole('heading', { level: 2, name: 'Annonce introuvable' })).toBeInTheDocument();
    cleanup();
    serve();
    renderRoutes(routes, '/dashboard/jobs/abc/applications');
    expect(await screen.findByRole('heading', { level: 2, name: 'Annonce introuvable' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows cards under 768 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    serve();
    renderRoutes(routes, '/dashboard/jobs/42/applications');
    const list = await screen.findByRole('list', { name: 'Candidatures reçues' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem', { name: 'Inès Moreau' });
    expect(within(card).getByText('Nouvelle')).toBeInTheDocument();
    expect(within(card).getByText('Reçue le 1er avril 2026')).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: 'Entretien avec Inès Moreau' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ouvrir la candidature d’Inès Moreau' })).toHaveAttribute(
      'href',
      '/emploi/42/applications/9',
    );
    expect(screen.getByRole('checkbox', { name: 'Tout sélectionner' })).toBeInTheDocument();
  });

  it('sends candidates away to /emploi', async () => {
    sessionStore.set(candidateSession());
    serve();
    const router = renderRoutes(routes, '/dashboard/jobs/42/applications');
    await waitFor(() => expect(where(router)).toBe('/emploi'));
  });
});
