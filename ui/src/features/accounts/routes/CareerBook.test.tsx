import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { candidateSession } from '../../../test/sessions';
import { FakeUpload } from '../../../test/upload';

const image = (id: number, altText: string) => ({
  id: `/api/book_images/${id}`,
  altText,
  caption: `Légende ${id}`,
  width: 800,
  height: 600,
  src: `/book-images/s${id}w800.1.ab.jpg`,
  srcsetWebp: `/book-images/s${id}w480.1.ab.webp 480w, /book-images/s${id}w800.1.ab.webp 800w`,
  srcsetJpeg: `/book-images/s${id}w480.1.ab.jpg 480w, /book-images/s${id}w800.1.ab.jpg 800w`,
});

const BOOK = {
  pdfPath: null,
  isPublic: false,
  publicSlug: null,
  publicIndexed: false,
  suggestedSlug: 'camille-durand',
  imageCount: 2,
  storedBytes: 1000,
  projects: [
    {
      id: '/api/book_projects/1',
      title: 'Cabinet de paille',
      year: 2025,
      role: 'réalisation',
      techniques: 'marqueterie de paille',
      place: 'Lyon',
      description: 'Un cabinet.',
      images: [image(1, 'Le cabinet ouvert'), image(2, 'Détail de la paille')],
    },
    { id: '/api/book_projects/2', title: 'Paravent laqué', year: null, role: '', techniques: '', place: '', description: '', images: [] },
  ],
};

let api: ReturnType<typeof mockFetch>;
const mutations: { name: string; variables: Record<string, unknown> }[] = [];
const recorded = (name: string) => (variables: Record<string, unknown>) => {
  mutations.push({ name, variables });
  return { data: { [name.charAt(0).toLowerCase() + name.slice(1)]: { imageCount: 2 } } };
};

beforeEach(() => {
  mutations.length = 0;
  FakeUpload.reset({ status: 200, body: '{"id":"/api/book_images/3"}' });
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
            socialLinkedinURL: null,
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-01-01T00:00:00Z',
            user: { id: '/api/users/7', firstname: 'Camille', lastname: 'Durand' },
          },
        },
      }),
      MyBook: () => ({ data: { myBook: BOOK } }),
      CreateBookProject: recorded('CreateBookProject'),
      MoveBookProject: recorded('MoveBookProject'),
      MoveBookImage: recorded('MoveBookImage'),
      UpdateBookImage: recorded('UpdateBookImage'),
      PublishBook: (variables: Record<string, unknown>) => {
        mutations.push({ name: 'PublishBook', variables });
        return { data: { publishBook: { isPublic: true, publicSlug: 'camille-ebeniste', publicIndexed: false } } };
      },
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

// A loaded machine renders the whole career page slowly: each test has a minute.
describe('« Mon book » in /dashboard/career', { timeout: 60_000 }, () => {
  it('shows each project and its images with their alternative texts and srcset', async () => {
    renderRoutes(routes, '/dashboard/career');
    const book = await screen.findByRole('region', { name: 'Mon book' }, { timeout: 30_000 });
    expect(within(book).getByText('2 projets sur 30 · 2 images sur 200')).toBeInTheDocument();
    const cabinet = within(book).getByRole('listitem', { name: 'Cabinet de paille' });
    const photo = within(cabinet).getByRole('img', { name: 'Le cabinet ouvert' });
    expect(photo).toHaveAttribute('srcset', BOOK.projects[0].images[0].srcsetJpeg);
    expect(photo.closest('picture')?.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(within(cabinet).getByText('Légende 1')).toBeInTheDocument();
    expect(within(cabinet).getByText('2025 · réalisation · Lyon')).toBeInTheDocument();
  });

  it('reorders projects and images with the « Monter » / « Descendre » buttons', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderRoutes(routes, '/dashboard/career');
    await screen.findByRole('region', { name: 'Mon book' }, { timeout: 30_000 });
    expect(screen.getByRole('button', { name: /^Monter «\sCabinet de paille\s»$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Descendre «\sParavent laqué\s»$/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Monter «\sParavent laqué\s»$/ }));
    await user.click(screen.getByRole('button', { name: /^Descendre «\sLe cabinet ouvert\s»$/ }));
    await waitFor(() => expect(mutations).toHaveLength(2));
    expect(mutations[0]).toEqual({ name: 'MoveBookProject', variables: { id: '/api/book_projects/2', direction: 'UP' } });
    expect(mutations[1]).toEqual({ name: 'MoveBookImage', variables: { id: '/api/book_images/1', direction: 'DOWN' } });
  });

  it('reorders by drag and drop: an image dropped on another, a project dropped on the first', async () => {
    renderRoutes(routes, '/dashboard/career');
    const book = await screen.findByRole('region', { name: 'Mon book' }, { timeout: 30_000 });
    const drop = (from: HTMLElement, to: HTMLElement) => {
      const carried = new Map<string, string>();
      const dataTransfer = {
        effectAllowed: 'all',
        setData: (kind: string, value: string) => carried.set(kind, value),
        getData: (kind: string) => carried.get(kind) ?? '',
      };
      fireEvent.dragStart(from, { dataTransfer });
      fireEvent.dragOver(to, { dataTransfer });
      fireEvent.drop(to, { dataTransfer });
    };
    const images = within(book).getByRole('list', { name: /^Images de «\sCabinet de paille\s»/ });
    const [opened, detail] = within(images).getAllByRole('listitem');
    drop(detail, opened);
    await waitFor(() => expect(mutations).toHaveLength(1));
    // The image's drop stays with the images: its project does not move.
    expect(mutations[0]).toEqual({ name: 'MoveBookImage', variables: { id: '/api/book_images/2', direction: 'UP' } });

    drop(within(book).getByRole('listitem', { name: 'Paravent laqué' }), within(book).getByRole('listitem', { name: 'Cabinet de paille' }));
    await waitFor(() => expect(mutations).toHaveLength(2));
    expect(mutations[1]).toEqual({ name: 'MoveBookProject', variables: { id: '/api/book_projects/2', direction: 'UP' } });
    // A screen reader hears where each went.
    expect(await within(book).findByText('Détail de la paille : 1 / 2')).toBeInTheDocument();
    expect(await within(book).findByText('Paravent laqué : 1 / 2')).toBeInTheDocument();
  });

  it('adds a project, and edits a caption', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderRoutes(routes, '/dashboard/career');
    const book = await screen.findByRole('region', { name: 'Mon book' }, { timeout: 30_000 });
    const form = within(book).getByRole('form', { name: 'Nouveau projet' });
    await user.type(within(form).getByRole('textbox', { name: /Titre du projet/ }), 'Fauteuil Voltaire');
    await user.type(within(form).getByRole('textbox', { name: 'Année' }), '2024');
    await user.click(within(form).getByRole('button', { name: 'Ajouter le projet' }));
    await waitFor(() => expect(mutations).toHaveLength(1));
    expect(mutations[0].variables.input).toMatchObject({ title: 'Fauteuil Voltaire', year: 2024 });

    const cabinet = within(book).getByRole('listitem', { name: 'Cabinet de paille' });
    const captions = within(cabinet).getAllByRole('textbox', { name: 'Légende' });
    await user.clear(captions[0]);
    await user.type(captions[0], 'Ouvert, de face');
    await user.click(within(cabinet).getAllByRole('button', { name: 'Enregistrer' })[0]);
    await waitFor(() => expect(mutations).toHaveLength(2));
    expect(mutations[1].variables).toEqual({ id: '/api/book_images/1', altText: 'Le cabinet ouvert', caption: 'Ouvert, de face' });
    // Typing two forms takes long on a loaded machine.
  }, 60_000);

  it('refuses a HEIC photo, or one without its alternative text, before sending anything', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: 0 });
    renderRoutes(routes, '/dashboard/career');
    await screen.findByRole('region', { name: 'Mon book' }, { timeout: 30_000 });
    const input = screen.getByLabelText(/^Image pour «\sParavent laqué\s» \(JPEG, PNG ou WebP\)$/);
    await user.upload(input, new File(['x'], 'IMG_0001.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText("Écrivez d'abord le texte alternatif de l'image.")).toBeInTheDocument();
    const paravent = screen.getByRole('listitem', { name: 'Paravent laqué' });
    await user.type(within(paravent).getByRole('textbox', { name: /Texte alternatif/ }), 'Le paravent');
    await user.upload(input, new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' }));
    expect(await screen.findByText(/Les photos HEIC \(format des iPhone\) ne sont pas acceptées/)).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(0);
    await user.upload(input, new File(['x'], 'paravent.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(FakeUpload.sent[0].url).toBe('/api/upload/book-image');
    expect(FakeUpload.sent[0].body.get('project')).toBe('/api/book_projects/2');
    expect(FakeUpload.sent[0].body.get('altText')).toBe('Le paravent');
    expect(api.called('POST', '/api/graphql').length).toBeGreaterThan(0);
  });

  it('publishes her book at the address she typed, private and unindexed by default', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderRoutes(routes, '/dashboard/career');
    const book = await screen.findByRole('region', { name: 'Mon book' }, { timeout: 30_000 });
    const publicBook = within(book).getByRole('region', { name: 'Book public' });
    const toggle = within(publicBook).getByRole('switch', { name: 'Rendre mon book public' });
    expect(toggle).not.toBeChecked();
    expect(within(publicBook).getByRole('checkbox', { name: 'Visible par les moteurs de recherche' })).not.toBeChecked();
    const address = within(publicBook).getByRole('textbox', { name: 'Adresse du book' });
    expect(address).toHaveValue('camille-durand');
    await user.clear(address);
    await user.type(address, 'Camille ébéniste');
    await user.click(toggle);
    await waitFor(() => expect(mutations).toHaveLength(1));
    expect(mutations[0]).toEqual({ name: 'PublishBook', variables: { slug: 'Camille ébéniste', indexed: false } });
    expect(await within(publicBook).findByText('Votre book est public.')).toBeInTheDocument();
    await waitFor(() => expect(address).toHaveValue('camille-ebeniste'));
  });
});
