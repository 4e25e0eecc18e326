import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { graphqlHandler, json, mockFetch } from '../../../test/fetch';
import { ShowcaseAdminPage } from './ShowcaseAdminPage';

const BAD_LINK = 'Le lien du partenaire doit être une adresse web complète commençant par http:// ou https://.';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ShowcaseAdminPage />
    </QueryClientProvider>,
  );
}

describe('the home content screen', () => {
  it('adds a partner with an uploaded logo and shows the server’s refusal in French', async () => {
    const partners: { id: number; name: string; logoPath: string; url: string | null }[] = [
      { id: 1, name: 'Maison Lumen', logoPath: '/images/partners/lumen.svg', url: null },
    ];
    const created: unknown[] = [];
    mockFetch({
      'POST /api/admin/upload/image': () => json({ path: '/uploads/images/abc.png' }),
      'POST /api/graphql': graphqlHandler({
        AdminShowcase: () => ({ data: { admin: { partners, testimonials: [] } } }),
        CreatePartner: (variables) => {
          const input = variables.input as { name: string; logoPath: string; url: string };
          if (!input.url.startsWith('https://')) {
            return { data: null, errors: [{ message: BAD_LINK, extensions: { code: 'INVALID_URL' } }] };
          }
          created.push(input);
          partners.push({ id: 2, name: input.name, logoPath: input.logoPath, url: input.url });
          return { data: { admin: { createPartner: { id: 2 } } } };
        },
      }),
    });
    const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: 0 });
    renderPage();
    expect(await screen.findByText('Maison Lumen')).toBeInTheDocument();
    expect(screen.getByText('Aucun témoignage : le carrousel est masqué.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter un partenaire' }));
    const form = screen.getByRole('form', { name: 'Ajouter un partenaire' });
    await user.type(within(form).getByRole('textbox', { name: /^Nom/ }), 'Atelier Bleu');
    await user.type(within(form).getByRole('textbox', { name: /^Lien/ }), 'ftp://atelier.example');
    await user.upload(within(form).getByLabelText('Logo'), new File(['x'], 'logo.png', { type: 'image/png' }));
    expect(await within(form).findByRole('img', { name: 'Logo : aperçu' })).toHaveAttribute('src', '/uploads/images/abc.png');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_LINK);
    expect(created).toEqual([]);

    const link = within(form).getByRole('textbox', { name: /^Lien/ });
    await user.clear(link);
    await user.type(link, 'https://atelier.example');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Atelier Bleu')).toBeInTheDocument();
    expect(created).toEqual([{ name: 'Atelier Bleu', logoPath: '/uploads/images/abc.png', url: 'https://atelier.example' }]);
    expect(screen.queryByRole('form', { name: 'Ajouter un partenaire' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monter «\u00a0Maison Lumen\u00a0»' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descendre «\u00a0Atelier Bleu\u00a0»' })).toBeDisabled();
  });
});
