import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly } from '../../../routes/guards';
import { sessionStore } from '../../../lib/session';
import { formFields, json, mockFetch, text } from '../../../test/fetch';
import { candidateSession, companySession } from '../../../test/sessions';
import { renderInShell, where } from '../../../test/shell';
import { RegistrationPage } from './RegistrationPage';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

function openRegistration(path: string) {
  return renderInShell(
    [
      {
        path: 'candidats',
        element: (
          <GuestOnly>
            <RegistrationPage kind="candidate" />
          </GuestOnly>
        ),
      },
      {
        path: 'recruteurs',
        element: (
          <GuestOnly>
            <RegistrationPage kind="company" />
          </GuestOnly>
        ),
      },
    ],
    path,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const passwordInput = () => screen.getByLabelText(/^Mot de passe/, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Créer mon compte' });

describe('registration', () => {
  it('shows two tabs, each with its own URL, keeping the query', async () => {
    openRegistration('/candidats?redirect=%2Ftarifs');
    const candidateTab = await screen.findByRole('tab', { name: 'Je suis candidat' });
    expect(candidateTab).toHaveAttribute('href', '/candidats?redirect=%2Ftarifs');
    expect(candidateTab).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Je suis une entreprise' })).toHaveAttribute('href', '/recruteurs?redirect=%2Ftarifs');
    expect(screen.queryByRole('textbox', { name: "Nom de l'entreprise" })).toBeNull();
  });

  it('keeps the candidate button disabled while any field is empty', async () => {
    const user = userEvent.setup({ delay: null });
    openRegistration('/candidats');
    await screen.findByRole('form', { name: 'Créer un compte candidat' });
    const steps: [() => HTMLElement, string][] = [
      [() => field('Prénom'), 'Camille'],
      [() => field('Nom'), 'Durand'],
      [() => field('Adresse e-mail'), 'camille@example.fr'],
      [passwordInput, 'secret-123'],
    ];
    for (const [input, value] of steps) {
      expect(submitButton()).toBeDisabled();
      await user.type(input(), value);
    }
    expect(submitButton()).toBeEnabled();
    await user.clear(field('Nom'));
    expect(submitButton()).toBeDisabled();
    // Blanks do not count as filled.
    await user.type(field('Nom'), '   ');
    expect(submitButton()).toBeDisabled();
  });

  it('blocks pasting into the company e-mail confirmation and requires it to match', async () => {
    const user = userEvent.setup({ delay: null });
    openRegistration('/recruteurs');
    await screen.findByRole('form', { name: 'Créer un compte recruteur' });
    await user.type(field("Nom de l'entreprise"), 'Atelier Lambris');
    await user.type(field('Prénom'), 'Louise');
    await user.type(field('Nom'), 'Martin');
    await user.type(field('Adresse e-mail'), 'louise@atelier.fr');
    await user.type(passwordInput(), 'secret-123');
    expect(submitButton()).toBeDisabled();

    const confirmation = field("Confirmation de l'adresse e-mail");
    const paste = createEvent.paste(confirmation, { clipboardData: { getData: () => 'louise@atelier.fr' } });
    fireEvent(confirmation, paste);
    expect(paste.defaultPrevented).toBe(true);
    const drop = createEvent.drop(confirmation);
    fireEvent(confirmation, drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(confirmation).toHaveValue('');

    await user.type(confirmation, 'louise@atelier.com');
    await user.tab();
    expect(screen.getByText('Les adresses e-mail ne correspondent pas.')).toBeInTheDocument();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton()).toBeDisabled();

    await user.clear(confirmation);
    await user.type(confirmation, 'Louise@Atelier.fr');
    expect(screen.queryByText('Les adresses e-mail ne correspondent pas.')).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('registers a company, signs it in and goes to /dashboard/jobs', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockFetch({
      'POST /api/register': () => text('ok'),
      'POST /api/login_check': () => json(companySession()),
    });
    const router = openRegistration('/recruteurs');
    await screen.findByRole('form', { name: 'Créer un compte recruteur' });
    await user.type(field("Nom de l'entreprise"), ' Atelier Lambris ');
    await user.type(field('Prénom'), 'Louise');
    await user.type(field('Nom'), 'Martin');
    await user.type(field('Adresse e-mail'), 'louise@atelier.fr');
    await user.type(field("Confirmation de l'adresse e-mail"), 'louise@atelier.fr');
    await user.type(passwordInput(), 'secret-123');
    await user.click(submitButton());

    await waitFor(() => expect(where(router)).toBe('/dashboard/jobs'));
    expect(formFields(api.called('POST', '/api/register')[0].init)).toEqual({
      accountType: 'company',
      firstname: 'Louise',
      lastname: 'Martin',
      email: 'louise@atelier.fr',
      password: 'secret-123',
      companyName: 'Atelier Lambris',
      emailConfirmation: 'louise@atelier.fr',
    });
    expect(JSON.parse(String(api.called('POST', '/api/login_check')[0].init.body))).toEqual({
      email: 'louise@atelier.fr',
      password: 'secret-123',
    });
    expect(sessionStore.get()).toEqual(companySession());
  });

  it('warns a new candidate to click the link of the mail, and follows the redirect query', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockFetch({
      'POST /api/register': () => text('ok'),
      'POST /api/login_check': () => json(candidateSession({ confirmationToken: 'pending' })),
    });
    const router = openRegistration('/candidats?redirect=%2Femploi%2F12%2Febeniste');
    await screen.findByRole('form', { name: 'Créer un compte candidat' });
    await user.type(field('Prénom'), 'Camille');
    await user.type(field('Nom'), 'Durand');
    await user.type(field('Adresse e-mail'), 'camille@example.fr');
    await user.type(passwordInput(), 'secret-123');
    await user.click(submitButton());

    await waitFor(() => expect(where(router)).toBe('/emploi/12/ebeniste'));
    const fields = formFields(api.called('POST', '/api/register')[0].init);
    expect(fields.accountType).toBe('candidate');
    expect(fields).not.toHaveProperty('companyName');
    const toast = screen.getByRole('region', { name: 'Notifications' });
    expect(toast).toHaveTextContent('Confirmez votre adresse e-mail');
    expect(toast).toHaveTextContent('cliquez sur le lien qu’il contient');
  });

  it('shows a refusal in the global error banner (error field, else message, else raw body)', async () => {
    const user = userEvent.setup({ delay: null });
    const answers = [
      json({ error: 'Le mot de passe doit contenir au moins 8 caractères.', code: 'WEAK_PASSWORD' }, 422),
      json({ message: 'Un compte existe déjà avec cette adresse e-mail.' }, 422),
      text('Service indisponible', 503),
      text('pas ok'),
    ];
    const api = mockFetch({ 'POST /api/register': () => answers.shift() as Response });
    const router = openRegistration('/candidats');
    await screen.findByRole('form', { name: 'Créer un compte candidat' });
    await user.type(field('Prénom'), 'Camille');
    await user.type(field('Nom'), 'Durand');
    await user.type(field('Adresse e-mail'), 'camille@example.fr');
    await user.type(passwordInput(), 'court');

    for (const expected of [
      'Le mot de passe doit contenir au moins 8 caractères.',
      'Un compte existe déjà avec cette adresse e-mail.',
      'Service indisponible',
      'pas ok',
    ]) {
      await user.click(submitButton());
      expect(await screen.findByTestId('error-banner')).toHaveTextContent(expected);
    }
    expect(api.called('POST', '/api/login_check')).toHaveLength(0);
    expect(where(router)).toBe('/candidats');
    expect(sessionStore.get()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByTestId('error-banner')).toBeNull();
  });

  it('sends a user already signed in to the redirect query, or /', async () => {
    sessionStore.set(companySession());
    let router = openRegistration('/recruteurs?redirect=%2Femploi%2Fnouvelle-annonce');
    await waitFor(() => expect(where(router)).toBe('/emploi/nouvelle-annonce'));
    router.dispose();
    router = openRegistration('/candidats');
    await waitFor(() => expect(where(router)).toBe('/'));
  });
});
