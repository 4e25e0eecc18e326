import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { PortfolioGallery } from './PortfolioGallery';
import { SWIPE_PX } from './PortfolioViewer';

const image = (name: string, caption: string) => ({
  altText: `${name}, vue d’ensemble`,
  caption,
  width: 960,
  height: 720,
  src: `/application-images/7-${name}w960.1.a.jpg`,
  srcsetWebp: `/application-images/7-${name}w480.1.a.webp 480w`,
  srcsetJpeg: `/application-images/7-${name}w480.1.a.jpg 480w`,
});

const PROJECTS = [
  {
    title: 'Paravent laqué',
    year: 2024,
    role: 'réalisation',
    techniques: 'laque, feuille d’or',
    place: 'Lyon',
    description: 'Six feuilles.',
    images: [image('paravent', 'Vue de face'), image('detail', 'Détail de la laque')],
  },
  { title: 'Cabinet de paille', year: null, role: '', techniques: '', place: '', description: '', images: [image('cabinet', '')] },
];

function renderGallery() {
  render(
    <ThemeProvider theme={theme}>
      <PortfolioGallery projects={PROJECTS} />
    </ThemeProvider>,
  );
  return userEvent.setup();
}

describe('the book sent with an application', () => {
  it('shows the projects in her order with their facts and captions', () => {
    renderGallery();
    const projects = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-label'));
    expect(projects.map((p) => p.getAttribute('aria-label'))).toEqual(['1. Paravent laqué', '2. Cabinet de paille']);
    expect(within(projects[0]).getByText('2024 · réalisation · Lyon')).toBeInTheDocument();
    expect(within(projects[0]).getByText('Vue de face')).toBeInTheDocument();
    expect(within(projects[0]).getByRole('img', { name: 'paravent, vue d’ensemble' })).toHaveAttribute(
      'srcset',
      PROJECTS[0].images[0].srcsetJpeg,
    );
  });

  it('opens the viewer at the image clicked; arrows go through the whole book, Escape closes', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Agrandir l’image : detail, vue d’ensemble' }));
    const viewer = await screen.findByRole('dialog', { name: 'Visionneuse du book' });
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    expect(within(viewer).getByText('Détail de la laque')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    expect(within(viewer).getByText('2. Cabinet de paille')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Image suivante' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Image précédente' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Visionneuse du book' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Agrandir l’image : detail, vue d’ensemble' })).toHaveFocus();
  });

  it('turns the page with a swipe on a phone', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Agrandir l’image : paravent, vue d’ensemble' }));
    const viewer = await screen.findByRole('dialog', { name: 'Visionneuse du book' });
    const swipe = (from: number, to: number) => {
      const surface = within(viewer).getByRole('img');
      fireEvent.touchStart(surface, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(surface, { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 300 - SWIPE_PX - 10);
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    // A short touch is not a swipe.
    swipe(300, 290);
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    swipe(100, 100 + SWIPE_PX + 10);
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
  });
});
