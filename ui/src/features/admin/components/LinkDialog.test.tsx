import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../../gql/limits';
import { RichTextEditor } from './RichTextEditor';
import { linkTarget } from './LinkDialog';

describe('linkTarget', () => {
  it('takes http and https addresses, « www… » with https://, and the site’s paths', () => {
    expect(linkTarget('https://www.service-public.fr')).toEqual({ href: 'https://www.service-public.fr' });
    expect(linkTarget(' www.legifrance.gouv.fr ')).toEqual({ href: 'https://www.legifrance.gouv.fr' });
    expect(linkTarget('/emploi')).toEqual({ href: '/emploi' });
    expect(linkTarget('')).toEqual({ href: '' });
  });

  it('refuses other schemes and addresses over the bound, in French', () => {
    for (const bad of ['javascript:alert(1)', 'mailto:rh@atelier.fr', 'data:text/html,x', 'pas une adresse']) {
      expect(linkTarget(bad)).toEqual({ error: expect.stringContaining('Indiquez une adresse web') as string });
    }
    expect(linkTarget(`https://atelier.fr/${'a'.repeat(LIMITS.text.url)}`)).toEqual({
      error: `L’adresse du lien compte ${LIMITS.text.url} caractères au plus.`,
    });
  });
});

describe('the article editor’s « Lien » button (issue 58, minor 23)', () => {
  it('opens a dialog, refuses a javascript: address, and links the text to an https address', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const onChange = vi.fn();
    render(<RichTextEditor label="Contenu" value="<p>Le code du travail</p>" onChange={onChange} />);
    const button = await screen.findByRole('button', { name: 'Lien' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(screen.getByRole('textbox', { name: 'Contenu' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(button);
    const field = await screen.findByRole('textbox', { name: 'Adresse du lien' });
    expect(field).toHaveAttribute('maxlength', String(LIMITS.text.url));
    await user.type(field, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText(/Indiquez une adresse web commençant par https:\/\//)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'www.legifrance.gouv.fr');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(String(onChange.mock.lastCall?.[0])).toContain('href="https://www.legifrance.gouv.fr"'));
  });
});
