import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicBookQuery } from '../../../gql/graphql';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';

const image = (id: number, altText: string, caption: string) => ({
  id: `/api/book_images/${id}`,
  altText,
  caption,
  width: 800,
  height: 600,
  src: `/book/lea-martin/images/s${id}w800.jpg`,
  srcsetWebp: `/book/lea-martin/images/s${id}w480.webp 480w, /book/lea-martin/images/s${id}w800.webp 800w`,
  srcsetJpeg: `/book/lea-martin/images/s${id}w480.jpg 480w, /book/lea-martin/images/s${id}w800.jpg 800w`,
});

const BOOK: NonNullable<PublicBookQuery['publicBook']> = {
  slug: 'lea-martin',
  name: 'Léa Martin',
  pdfPath: '/book/lea-martin/book.pdf',
  projects: [
    {
      id: '/api/book_projects/1',
      title: 'Paravent laqué',
      year: 2025,
      role: 'réalisation',
      techniques: 'laque, feuille d’or',
      place: 'Lyon',
      description: 'Six feuilles.\nLaque rouge.',
      images: [image(1, 'Paravent de face', 'Six feuilles de laque rouge'), image(2, 'Détail de la laque', '')],
    },
    {
      id: '/api/book_projects/2',
      title: 'Cabinet de paille',
      year: null,
      role: '',
      techniques: '',
      place: '',
      description: '',
      images: [],
    },
  ],
};

function serve(publicBook: PublicBookQuery['publicBook']) {
  const calls: Record<string, unknown>[] = [];
  mockFetch({
    'POST /api/graphql': graphqlHandler({
      PublicBook: (variables) => {
        calls.push(variables);
        return { data: { publicBook } };
      },
    }),
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('/book/:slug', { timeout: 20_000 }, () => {
  it('shows her name, her projects in order and their images with the srcset of both formats', async () => {
    const calls = serve(BOOK);
    renderRoutes(routes, '/book/lea-martin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Léa Martin' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toEqual([{ slug: 'lea-martin' }]);
    expect(screen.getByText(/^2 projets/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger le book PDF' })).toHaveAttribute('href', '/book/lea-martin/book.pdf');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Paravent laqué', 'Cabinet de paille']);
    const paravent = screen.getByRole('listitem', { name: 'Paravent laqué' });
    const photo = within(paravent).getByRole('img', { name: 'Paravent de face' });
    expect(photo).toHaveAttribute('srcset', BOOK.projects[0].images[0].srcsetJpeg);
    expect(photo.closest('picture')?.querySelector('source')).toHaveAttribute('srcset', BOOK.projects[0].images[0].srcsetWebp);
    expect(within(paravent).getByText('Six feuilles de laque rouge')).toBeInTheDocument();
    expect(within(paravent).getByText('2025 · réalisation · Lyon')).toBeInTheDocument();
  });

  it('says a private or unknown book cannot be found', async () => {
    serve(null);
    renderRoutes(routes, '/book/personne');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book introuvable' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Ce book n’existe pas ou n’est plus public.')).toBeInTheDocument();
  });
});
