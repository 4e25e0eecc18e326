import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { bearerOf, formFields, json, mockFetch, text } from '../../../test/fetch';
import { candidateSession } from '../../../test/sessions';
import { ContactForm } from './ContactForm';

beforeEach(() => sessionStore.set(candidateSession()));
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('sends the subject, the prefilled e-mail and the message with the token, then says it is sent', async () => {
    let answer: () => void = () => undefined;
    const fetch = mockFetch({
      'POST /api/contact': () => new Promise((resolve) => (answer = () => resolve(text('ok')))),
    });
    render(<ContactForm email="lea@exemple.fr" initialSubject="publier" />);
    expect(screen.getByRole('combobox', { name: /Sujet/ })).toHaveTextContent('Problème ou aide pour publier une annonce');
    expect(screen.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue('lea@exemple.fr');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('button', { name: 'On envoi...' })).toBeDisabled();
    answer();
    expect(await screen.findByText("C'est parti ! Votre message a bien été envoyé.")).toBeInTheDocument();
    const [call] = fetch.called('POST', '/api/contact');
    expect(formFields(call.init)).toEqual({ subject: 'publier', email: 'lea@exemple.fr', message: 'Bonjour' });
    expect(bearerOf(call.init)).toMatch(/^Bearer /);
  });

  it('shows the server’s French refusal and keeps what was typed', async () => {
    mockFetch({
      'POST /api/contact': () => json({ error: 'L\u0027adresse e-mail n\u0027est pas valide.', code: 'INVALID_EMAIL' }, 422),
    });
    render(<ContactForm email="lea@exemple.fr" initialSubject="autre" />);
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("L'adresse e-mail n'est pas valide.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Bonjour');
  });
});
