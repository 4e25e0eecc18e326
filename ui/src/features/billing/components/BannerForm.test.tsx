import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, json } from '../../../test/fetch';
import { BannerList } from './MyBanners';
import { BannerForm, draftErrors } from './BannerForm';

describe('draftErrors', () => {
  const ok = { creative: 'abc.png', link: 'https://atelier.example', alt: 'Atelier', startDate: '2026-11-24' };
  it('accepts a whole draft from today to 180 days ahead', () => {
    expect(draftErrors(ok, '2026-11-24')).toEqual({});
    expect(draftErrors({ ...ok, startDate: '2027-05-23' }, '2026-11-24')).toEqual({});
  });
  it('says in French what is missing or wrong', () => {
    const errors = draftErrors({ creative: undefined, link: 'javascript:alert(1)', alt: '  ', startDate: '2026-11-23' }, '2026-11-24');
    expect(errors).toEqual({
      creative: 'Choisissez l’image de la bannière.',
      link: 'Le lien doit commencer par http:// ou https://.',
      alt: 'Le texte alternatif est obligatoire.',
      startDate: 'Choisissez un jour entre aujourd’hui et les 180 prochains jours.',
    });
    expect(draftErrors({ ...ok, startDate: '2027-05-24' }, '2026-11-24').startDate).toBeDefined();
  });
});

describe('BannerForm', () => {
  it('uploads the creative, shows the server’s refusal, and hands a whole draft on', async () => {
    const calls: string[] = [];
    let refuse = true;
    mockFetch({
      'POST /api/upload/banner-creative': () => {
        calls.push('upload');
        if (refuse) {
          refuse = false;
          return json(
            {
              error: 'La bannière doit être au format 4:1, de 800 à 2400 pixels de large (1200 × 300 pixels conseillés).',
              code: 'IMAGE_DIMENSIONS',
            },
            422,
          );
        }
        return json({ creative: 'abc.png', imageUrl: '/uploads/banners/abc.png', width: 1200, height: 300 });
      },
    });
    const onReady = vi.fn();
    const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: 0 });
    render(<BannerForm onReady={onReady} />);
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByText('Choisissez l’image de la bannière.')).toBeInTheDocument();
    expect(onReady).not.toHaveBeenCalled();

    const input = screen.getByLabelText('Choisir l’image de la bannière');
    await user.upload(input, new File(['x'], 'carre.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('format 4:1');
    await user.upload(input, new File(['x'], 'banniere.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Aperçu de la bannière' })).toHaveAttribute('src', '/uploads/banners/abc.png');

    const link = screen.getByRole('textbox', { name: /Lien de la bannière/ });
    await user.clear(link);
    await user.type(link, 'https://atelier.example/recrute');
    await user.type(screen.getByRole('textbox', { name: /Texte alternatif/ }), 'Atelier Lumière recrute');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(onReady).toHaveBeenCalledWith(
      expect.objectContaining({
        creative: 'abc.png',
        imageUrl: '/uploads/banners/abc.png',
        link: 'https://atelier.example/recrute',
        alt: 'Atelier Lumière recrute',
      }),
    );
    expect(calls).toEqual(['upload', 'upload']);
  });
});

describe('BannerList', () => {
  it('shows each banner’s review and its impressions and clicks per day with totals', () => {
    render(
      <BannerList
        banners={[
          {
            id: 1,
            productName: 'Bannière page d’accueil – 1 semaine',
            orderReference: 'ENS-ABCDEFGH',
            imageUrl: '/uploads/banners/abc.png',
            link: 'https://atelier.example/',
            alt: 'Atelier Lumière recrute',
            startOn: '2026-11-24',
            days: 7,
            runsFrom: '2026-11-24',
            runsUntil: '2026-11-30',
            review: 'approved',
            reviewReason: null,
            daysCounted: [
              { day: '2026-11-24', impressions: 120, clicks: 4 },
              { day: '2026-11-25', impressions: 80, clicks: 1 },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByText('Validée')).toBeInTheDocument();
    expect(screen.getByText('Diffusion du 24/11/2026 au 30/11/2026')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Affichages et clics par jour de la bannière «\u00a0Atelier Lumière recrute\u00a0»' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['JourAffichagesClics', '24/11/20261204', '25/11/2026801', 'Total2005']);
  });

  it('offers a banner when the company has none', () => {
    render(<BannerList banners={[]} />);
    expect(screen.getByRole('link', { name: 'Réserver une bannière' })).toHaveAttribute('href', '/tarifs#bannieres');
  });
});
