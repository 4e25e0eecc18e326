import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { bearerOf, graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession } from '../../../test/sessions';
import { FakeUpload } from '../../../test/upload';

let api: ReturnType<typeof mockFetch>;

beforeEach(() => {
  FakeUpload.reset({ status: 200, body: '{"cvName":"5f0c.pdf"}' });
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  sessionStore.set(candidateSession());
  api = mockFetch({
    'POST /api/graphql': graphqlHandler({
      MyCandidate: () => ({
        data: {
          candidate: {
            id: '/api/candidates/3',
            mobilePhone: null,
            cvName: null,
            socialLinkedinURL: 'https://www.linkedin.com/in/camille',
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-01-01T00:00:00Z',
            user: { id: '/api/users/7', firstname: 'Camille', lastname: 'Durand' },
          },
        },
      }),
      MyBook: () => ({ data: { myBook: { pdfPath: null, imageCount: 0, storedBytes: 0, projects: [] } } }),
      // « Ce que je recherche » below (issue 56): its own test is the recommendations feature's.
      CandidatePreferences: () => ({
        data: {
          candidatePreferences: {
            positions: [],
            localities: [],
            radiusKm: 30,
            contracts: [],
            payFloor: null,
            payFloorPeriod: null,
            availableFrom: null,
            recommendationsEnabled: true,
            weeklyMail: false,
            dismissals: 0,
          },
          jobContracts: { edges: [] },
          jobPositions: { edges: [] },
        },
      }),
      UpdateMyCandidate: (variables) => ({
        data: {
          updateMyCandidate: {
            candidate: {
              id: '/api/candidates/3',
              mobilePhone: null,
              cvName: null,
              socialLinkedinURL: (variables.input as { socialLinkedinURL: string }).socialLinkedinURL,
              user: { id: '/api/users/7', firstname: 'Camille', lastname: 'Durand' },
            },
            clientMutationId: null,
          },
        },
      }),
    }),
    'GET /candidates/cv/5f0c.pdf': () =>
      new Response(new Blob(['%PDF-1.4 …%%EOF'], { type: 'application/pdf' }), {
        headers: { 'Content-Disposition': 'attachment; filename="cv-5f0c.pdf"' },
      }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const cvInput = () => screen.getByLabelText('Fichier du CV (PDF)') as HTMLInputElement;

describe('/dashboard/career', () => {
  it('refuses a file that is not a PDF before sending anything', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: 0 });
    renderRoutes(routes, '/dashboard/career');
    expect(await screen.findByText('Vous n’avez pas encore déposé de CV.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.upload(
      cvInput(),
      new File(['hello'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    );
    expect(await screen.findByText('Merci de ne joindre que des documents au format PDF.')).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('refuses a PDF over 5 MB before sending anything', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderRoutes(routes, '/dashboard/career');
    await screen.findByText('Vous n’avez pas encore déposé de CV.');
    await user.upload(cvInput(), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Le document a une taille supérieure à 5MB.')).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('uploads a PDF with the token and shows the progress, then offers the download', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    FakeUpload.hold = true;
    renderRoutes(routes, '/dashboard/career');
    await screen.findByText('Vous n’avez pas encore déposé de CV.');
    const file = new File(['%PDF-1.4\n%%EOF'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(cvInput(), file);

    expect(await screen.findByText('Envoi du CV : 50 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression de l’envoi du CV' })).toHaveAttribute('aria-valuenow', '50');
    expect(FakeUpload.sent[0].url).toBe('/api/upload/candidate-cv');
    expect(FakeUpload.sent[0].headers.Authorization).toBe('Bearer candidate-token');
    expect(FakeUpload.sent[0].body.get('cv')).toBe(file);
    FakeUpload.pending[0].finish();

    expect(await screen.findByText('Votre CV a bien été enregistré.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Télécharger mon CV' });
    expect(link).toHaveAttribute('href', '/candidates/cv/5f0c.pdf');
  });

  it('shows the server refusal of an upload', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    FakeUpload.answer = { status: 413, body: '{"code":"TOO_LARGE","error":"Le document a une taille supérieure à 5MB."}' };
    renderRoutes(routes, '/dashboard/career');
    await screen.findByText('Vous n’avez pas encore déposé de CV.');
    await user.upload(cvInput(), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Le document a une taille supérieure à 5MB.')).toBeInTheDocument();
  });

  it('downloads the CV with the Bearer token and saves it under the server’s name', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const createObjectURL = vi.fn(() => 'blob:cv');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderRoutes(routes, '/dashboard/career');
    await screen.findByText('Vous n’avez pas encore déposé de CV.');
    await user.upload(cvInput(), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    const section = screen.getByRole('region', { name: 'CV au format PDF' });
    await user.click(await within(section).findByRole('link', { name: 'Télécharger mon CV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const download = api.called('GET', '/candidates/cv/5f0c.pdf');
    expect(bearerOf(download[0].init)).toBe('Bearer candidate-token');
    expect(clicked[0].download).toBe('cv-5f0c.pdf');
    expect(clicked[0].getAttribute('href')).toBe('blob:cv');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('saves « linkedin.com/in/… » typed without https:// with its scheme (issue 58, minor 23)', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderRoutes(routes, '/dashboard/career');
    const field = await screen.findByRole('textbox', { name: 'Profil LinkedIn (URL)' });
    await user.clear(field);
    await user.type(field, 'linkedin.com/in/camille-durand');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => {
      const sent = api
        .called('POST', '/api/graphql')
        .map((call) => JSON.parse(String(call.init.body)) as { variables: { input?: { socialLinkedinURL?: string } } })
        .find((body) => body.variables.input?.socialLinkedinURL !== undefined);
      expect(sent?.variables.input?.socialLinkedinURL).toBe('https://linkedin.com/in/camille-durand');
    });
    expect(field).toHaveValue('https://linkedin.com/in/camille-durand');
  });
});
