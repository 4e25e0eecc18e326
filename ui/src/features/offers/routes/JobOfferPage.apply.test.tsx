/** The candidate's side of the offer page: applying (checks, two calls, progress, applied state) and the heart. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession } from '../../../test/sessions';
import { FakeUpload } from '../../../test/upload';
import { offer } from '../test/fixtures';

type Handlers = Parameters<typeof graphqlHandler>[0];
let calls: { name: string; variables: Record<string, unknown> }[];

const NO_APPLICATION = {
  data: { jobOfferApplications: { edges: [] }, candidate: { id: '/api/candidates/3', mobilePhone: '06 12 34 56 78' } },
};
const CREATED = {
  data: { createJobOfferApplication: { jobOfferApplication: { id: '/api/job_offer_applications/77', _id: 77 }, clientMutationId: null } },
};
const EMPTY_BOOK = { pdfPath: null, lastSentProjects: [], lastSentPdf: false, projects: [] };
const bookProject = (n: number, title: string) => ({
  id: `/api/book_projects/${n}`,
  title,
  year: 2024,
  images: [],
});
const NO_FAVORITES = { data: { favorites: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } };

function favorite(id: number) {
  const o = offer();
  return {
    id: `/api/favorites/${id}`,
    _id: id,
    createdAt: '2026-03-01T10:00:00Z',
    jobOffer: {
      id: o.id,
      _id: o._id,
      slug: o.slug,
      title: o.title,
      expired: false,
      localizedCompany: {
        id: o.localizedCompany.id,
        company: { id: '/api/companies/3', name: 'Atelier Lambris' },
        address: { locality: { id: '/api/localities/27457', name: 'Lyon' } },
      },
    },
  };
}

function serve(extra: Handlers = {}) {
  calls = [];
  const handlers: Handlers = {
    JobOffer: () => ({ data: { jobOffer: offer() } }),
    OfferApplicationState: () => NO_APPLICATION,
    Favorites: () => NO_FAVORITES,
    CreateJobOfferApplication: () => CREATED,
    OfferWording: () => ({ data: { offerWording: [] } }),
    RecordJobOfferEvent: () => ({ data: { recordJobOfferEvent: true } }),
    BookToSend: () => ({ data: { myBook: EMPTY_BOOK } }),
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

const named = (name: string) => calls.filter((call) => call.name === name);
const pdf = (name: string, size?: number) => {
  const file = new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
  return size === undefined ? file : Object.defineProperty(file, 'size', { value: size });
};

async function openDialog() {
  renderRoutes(routes, '/emploi/41/ebeniste-h-f');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
  const apply = await screen.findByRole('button', { name: 'Postuler' });
  await user.click(apply);
  const dialog = await screen.findByRole('dialog', { name: 'Postuler à cette offre' });
  return { user, dialog };
}

const cvInput = () => screen.getByLabelText('Fichier du CV (PDF)') as HTMLInputElement;
const letterInput = () => screen.getByLabelText('Fichier de la lettre de motivation (PDF)') as HTMLInputElement;

beforeEach(() => {
  FakeUpload.reset({
    status: 200,
    body: '{"id":"/api/job_offer_applications/77","uuid":"u","cvPath":"/api/applications/u/cv","coverLetterPath":"/api/applications/u/cover-letter"}',
  });
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  sessionStore.set(candidateSession());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('applying from the offer page', { timeout: 20_000 }, () => {
  it('prefills the phone from the profile and checks each document as it is chosen', async () => {
    serve();
    const { user, dialog } = await openDialog();
    expect(named('OfferApplicationState')[0].variables).toEqual({ jobOfferId: '/api/job_offers/41', candidateId: '/api/candidates/3' });
    expect(within(dialog).getByRole('textbox', { name: /Téléphone/ })).toHaveValue('06 12 34 56 78');

    await user.upload(cvInput(), new File(['PK'], 'cv.docx'));
    expect(await within(dialog).findByText('Merci de ne joindre que des documents au format PDF.')).toBeInTheDocument();
    await user.upload(letterInput(), pdf('lettre.pdf', 5242881));
    expect(await within(dialog).findByText('Le document n°2 a une taille supérieure à 5MB.')).toBeInTheDocument();
    // Refused files are not kept.
    expect(within(dialog).getAllByText('Aucun fichier choisi')).toHaveLength(2);

    // A right file replaces the message.
    await user.upload(cvInput(), pdf('cv.pdf', 5242880));
    expect(within(dialog).queryByText('Merci de ne joindre que des documents au format PDF.')).toBeNull();
    expect(within(dialog).getByText(/^cv\.pdf \(/)).toBeInTheDocument();
    expect(named('CreateJobOfferApplication')).toHaveLength(0);
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('asks for both documents in a modal when one is missing, and sends nothing', async () => {
    serve();
    const { user, dialog } = await openDialog();
    await user.upload(cvInput(), pdf('cv.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));
    const modal = await screen.findByRole('dialog', { name: 'Documents manquants' });
    expect(modal).toHaveTextContent('Merci de joindre votre CV et votre lettre de motivation.');
    await user.click(within(modal).getByRole('button', { name: 'J’ai compris' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Documents manquants' })).toBeNull());
    expect(named('CreateJobOfferApplication')).toHaveLength(0);
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('requires the phone', async () => {
    serve();
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByRole('textbox', { name: /Téléphone/ }));
    await user.upload(cvInput(), pdf('cv.pdf'));
    await user.upload(letterInput(), pdf('lettre.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await within(dialog).findByText('Le numéro de téléphone est obligatoire.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Téléphone/ })).toHaveAttribute('aria-invalid', 'true');
    expect(named('CreateJobOfferApplication')).toHaveLength(0);
  });

  it('creates the application, then uploads both PDFs with progress; the link to the applications replaces the button', async () => {
    serve();
    FakeUpload.hold = true;
    const { user, dialog } = await openDialog();
    const phone = within(dialog).getByRole('textbox', { name: /Téléphone/ });
    await user.clear(phone);
    await user.type(phone, '07 00 00 00 01');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message de motivation' }), 'Passionnée par le mobilier.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Réponses aux questions de l’annonce' }), 'Disponible en mars.');
    await user.upload(cvInput(), pdf('cv.pdf'));
    await user.upload(letterInput(), pdf('lettre.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));

    expect(await within(dialog).findByText('Envoi des documents : 50 %')).toBeInTheDocument();
    expect(named('CreateJobOfferApplication')[0].variables.input).toEqual({
      jobOffer: '/api/job_offers/41',
      candidate: '/api/candidates/3',
      phone: '07 00 00 00 01',
      coverLetterMessage: 'Passionnée par le mobilier.',
      questionsAnswerMessage: 'Disponible en mars.',
    });
    expect(FakeUpload.sent).toHaveLength(1);
    const [upload] = FakeUpload.sent;
    expect(upload.url).toBe('/api/upload/application-cv');
    expect(upload.headers.Authorization).toBe('Bearer candidate-token');
    expect(upload.body.get('application')).toBe('/api/job_offer_applications/77');
    expect((upload.body.get('cv') as File).name).toBe('cv.pdf');
    expect((upload.body.get('cv2') as File).name).toBe('lettre.pdf');
    // The dialog cannot be closed meanwhile.
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled();

    FakeUpload.pending[0].finish();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Postuler à cette offre' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Voir mes candidatures' })).toHaveAttribute('href', '/dashboard/applications');
    expect(screen.getByText(/^Vous avez postulé le /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Postuler' })).toBeNull();
    expect(screen.getByText('Candidature envoyée')).toBeInTheDocument();
  });

  it('sends the projects of « Mon book » ticked, in the order she set, her last choice ticked first', async () => {
    serve({
      BookToSend: () => ({
        data: {
          myBook: {
            ...EMPTY_BOOK,
            pdfPath: '/books/pdf/b.pdf',
            lastSentProjects: ['/api/book_projects/2', '/api/book_projects/9'],
            lastSentPdf: true,
            projects: [bookProject(1, 'Cabinet de paille'), bookProject(2, 'Paravent laqué'), bookProject(3, 'Salon haussmannien')],
          },
        },
      }),
    });
    const { user, dialog } = await openDialog();
    const picker = await within(dialog).findByRole('group', { name: 'Joindre mon book' });
    // Her last choice (a project deleted since left out), and the PDF.
    expect(within(picker).getByRole('checkbox', { name: /Paravent laqué/ })).toBeChecked();
    expect(within(picker).getByRole('checkbox', { name: /Cabinet de paille/ })).not.toBeChecked();
    expect(within(picker).getByRole('checkbox', { name: 'Mon book PDF' })).toBeChecked();
    await user.click(within(picker).getByRole('checkbox', { name: /Salon haussmannien/ }));
    await user.click(within(picker).getByRole('button', { name: 'Monter «\u00a0Salon haussmannien\u00a0»' }));
    await user.click(within(picker).getByRole('checkbox', { name: 'Mon book PDF' }));
    expect(
      within(picker)
        .getByRole('checkbox', { name: /Salon haussmannien/ })
        .closest('li'),
    ).toHaveTextContent('n°1');
    await user.upload(cvInput(), pdf('cv.pdf'));
    await user.upload(letterInput(), pdf('lettre.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const [upload] = FakeUpload.sent;
    expect(upload.body.get('portfolio')).toBe('/api/book_projects/3,/api/book_projects/2');
    expect(upload.body.get('bookPdf')).toBeNull();
  });

  it('applies in one step with the profile’s CV and phone: only the letter is chosen (issue 37)', async () => {
    serve({
      OfferApplicationState: () => ({
        data: {
          jobOfferApplications: { edges: [] },
          candidate: { id: '/api/candidates/3', mobilePhone: '06 12 34 56 78', cvName: 'abc.pdf' },
        },
      }),
    });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: /Téléphone/ })).toHaveValue('06 12 34 56 78');
    expect(within(dialog).getByText('Le CV de votre profil')).toBeInTheDocument();
    await user.upload(letterInput(), pdf('lettre.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const [upload] = FakeUpload.sent;
    expect(upload.body.get('profileCv')).toBe('1');
    expect(upload.body.get('cv')).toBeNull();
    expect((upload.body.get('cv2') as File).name).toBe('lettre.pdf');
  });

  it('applies in one step with the profile’s CV and the typed message, no letter PDF (issue 58)', async () => {
    serve({
      OfferApplicationState: () => ({
        data: {
          jobOfferApplications: { edges: [] },
          candidate: { id: '/api/candidates/3', mobilePhone: '06 12 34 56 78', cvName: 'abc.pdf' },
        },
      }),
    });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('Facultative : votre message de motivation suffit.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));
    // Nothing typed: only the motivation is asked for, under its field; no « Documents manquants ».
    expect(
      await within(dialog).findByText('Merci d’écrire votre message de motivation ou de joindre votre lettre de motivation.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Documents manquants' })).toBeNull();
    expect(named('CreateJobOfferApplication')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Message de motivation' }), 'Tapissière depuis dix ans.');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(named('CreateJobOfferApplication')[0].variables.input).toMatchObject({ coverLetterMessage: 'Tapissière depuis dix ans.' });
    const [upload] = FakeUpload.sent;
    expect(upload.body.get('profileCv')).toBe('1');
    expect(upload.body.get('cv')).toBeNull();
    expect(upload.body.get('cv2')).toBeNull();
  });

  it('shows the server’s refusal in French and keeps the form', async () => {
    serve();
    FakeUpload.answer = { status: 400, body: '{"error":"Merci de ne joindre que des documents au format PDF.","code":"NOT_PDF"}' };
    const { user, dialog } = await openDialog();
    await user.upload(cvInput(), pdf('cv.pdf'));
    await user.upload(letterInput(), pdf('lettre.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));
    const alert = await within(dialog).findByText(/Votre candidature n’a pas été envoyée/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Merci de ne joindre que des documents au format PDF.');
    expect(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Voir mes candidatures' })).toBeNull();
  });

  it('marks the phone invalid when the server refuses it', async () => {
    serve({
      CreateJobOfferApplication: () => ({
        data: null,
        errors: [{ message: "Le numéro de téléphone n'est pas valide.", extensions: { code: 'INVALID_PHONE' } }],
      }),
    });
    const { user, dialog } = await openDialog();
    await user.upload(cvInput(), pdf('cv.pdf'));
    await user.upload(letterInput(), pdf('lettre.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await within(dialog).findByText("Le numéro de téléphone n'est pas valide.")).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Téléphone/ })).toHaveAttribute('aria-invalid', 'true');
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('shows the link instead of the apply button when the candidate already applied', async () => {
    serve({
      OfferApplicationState: () => ({
        data: {
          jobOfferApplications: { edges: [{ node: { id: '/api/job_offer_applications/77', _id: 77, createdAt: '2026-03-12T13:05:00Z' } }] },
          candidate: { id: '/api/candidates/3', mobilePhone: null },
        },
      }),
    });
    renderRoutes(routes, '/emploi/41/ebeniste-h-f');
    expect(await screen.findByRole('link', { name: 'Voir mes candidatures' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/dashboard/applications',
    );
    expect(screen.getByText('Vous avez postulé le 12 mars 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Postuler' })).toBeNull();
  });

  it('treats “already applied” as sent', async () => {
    let state = 0;
    serve({
      OfferApplicationState: () =>
        state++ === 0
          ? NO_APPLICATION
          : {
              data: {
                jobOfferApplications: {
                  edges: [{ node: { id: '/api/job_offer_applications/77', _id: 77, createdAt: '2026-03-12T13:05:00Z' } }],
                },
                candidate: { id: '/api/candidates/3', mobilePhone: null },
              },
            },
      CreateJobOfferApplication: () => ({
        data: null,
        errors: [{ message: 'Vous avez déjà postulé à cette offre.', extensions: { code: 'ALREADY_APPLIED' } }],
      }),
    });
    const { user, dialog } = await openDialog();
    await user.upload(cvInput(), pdf('cv.pdf'));
    await user.upload(letterInput(), pdf('lettre.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await screen.findByText('Vous avez postulé le 12 mars 2026.')).toBeInTheDocument();
    expect(screen.getByText('Vous avez déjà postulé à cette offre.')).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(0);
  });
});

describe('the heart on the offer page', { timeout: 20_000 }, () => {
  it('adds and removes the offer with createFavorite and deleteFavorite', async () => {
    serve({
      CreateFavorite: () => ({ data: { createFavorite: { favorite: favorite(5), clientMutationId: null } } }),
      DeleteFavorite: ({ input }) => ({ data: { deleteFavorite: { id: (input as { id: string }).id, clientMutationId: null } } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/emploi/41/ebeniste-h-f');
    await user.click(await screen.findByRole('button', { name: 'Ajouter aux favoris' }, { timeout: 5000 }));
    expect(await screen.findByRole('button', { name: 'Retirer des favoris' })).toBeInTheDocument();
    expect(named('CreateFavorite')[0].variables.input).toEqual({ jobOffer: '/api/job_offers/41', candidate: '/api/candidates/3' });

    await user.click(screen.getByRole('button', { name: 'Retirer des favoris' }));
    expect(await screen.findByRole('button', { name: 'Ajouter aux favoris' })).toBeInTheDocument();
    expect(named('DeleteFavorite')[0].variables.input).toEqual({ id: '/api/favorites/5' });
    expect(named('Favorites')).toHaveLength(1);
  });

  it('shows a favourite offer’s heart filled', async () => {
    serve({
      Favorites: () => ({
        data: { favorites: { totalCount: 1, pageInfo: { hasNextPage: false, endCursor: null }, edges: [{ node: favorite(5) }] } },
      }),
    });
    renderRoutes(routes, '/emploi/41/ebeniste-h-f');
    expect(await screen.findByRole('button', { name: 'Retirer des favoris' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
