import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { routes } from '../../../routes/routes';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { companySession } from '../../../test/sessions';

const COMPANY = {
  id: '/api/companies/3',
  name: 'Atelier Lambris',
  presentation: 'Menuiserie d’art.',
  billingAddress: '',
  phoneNumber: '',
  logoName: null,
  logoPath: null,
  email: 'contact@lambris.fr',
  contactName: 'Louise Martin',
  contactJobTitle: '',
  notificationFrequency: 'each',
  readTracking: false,
  tagWords: ['laque'],
  jobPositions: [{ id: '/api/job_positions/3', name: "Architecte d'intérieur" }],
  website: '',
  sizeBand: '',
  verification: null,
  cover: null,
  works: [],
};

const VERIFIED = {
  siret: '73282932000074',
  siretSpaced: '732 829 320 00074',
  status: 'VERIFIED',
  refusal: null,
  legalName: 'ATELIER LAMBRIS SARL',
  street: '3 PLACE DES VOSGES',
  postcode: '75004',
  city: 'PARIS',
  naf: '31.09B',
  size: '10 à 19 salariés',
  allowsPublishing: true,
};

const POSITIONS = [
  { id: '/api/job_positions/1', name: 'Architecture intérieure', level: 1, parent: null },
  { id: '/api/job_positions/2', name: 'Conception et décoration', level: 2, parent: { id: '/api/job_positions/1' } },
  { id: '/api/job_positions/3', name: "Architecte d'intérieur", level: 3, parent: { id: '/api/job_positions/2' } },
  { id: '/api/job_positions/12', name: "Métiers d'art", level: 1, parent: null },
  { id: '/api/job_positions/13', name: 'Bois', level: 2, parent: { id: '/api/job_positions/12' } },
  { id: '/api/job_positions/14', name: 'Ébéniste', level: 3, parent: { id: '/api/job_positions/13' } },
];

let updates: Record<string, unknown>[];
let sirets: Record<string, unknown>[];

beforeEach(() => {
  updates = [];
  sirets = [];
  sessionStore.set(companySession());
  mockFetch({
    'POST /api/graphql': graphqlHandler({
      MyCompany: () => ({
        data: { companies: { edges: [{ node: COMPANY }] }, jobPositions: { edges: POSITIONS.map((node) => ({ node })) } },
      }),
      VerifyCompanySiret: (variables) => {
        sirets.push(variables.input as Record<string, unknown>);
        return variables.input && (variables.input as { siret: string }).siret === '22222222600011'
          ? {
              errors: [
                {
                  message:
                    'Cet établissement est fermé selon l’annuaire des entreprises de l’État : indiquez le SIRET d’un établissement actif de votre entreprise.',
                  extensions: { code: 'CLOSED_SIRET' },
                },
              ],
            }
          : { data: { verifyCompanySiret: { verification: VERIFIED } } };
      },
      UpdateMyCompany: (variables) => {
        updates.push(variables.input as Record<string, unknown>);
        return { data: { updateMyCompany: { company: COMPANY, clientMutationId: null } } };
      },
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('/dashboard/company', () => {
  it('gives the SIRET: a closed one is refused in French, a valid one names the legal entity', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/dashboard/company');
    const section = await screen.findByRole('region', { name: 'SIRET et vérification' });
    const field = within(section).getByRole('textbox', { name: /SIRET \(14 chiffres\)/ });
    await user.type(field, '22222222600011');
    await user.click(within(section).getByRole('button', { name: 'Vérifier le SIRET' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Cet établissement est fermé');
    await user.clear(field);
    await user.type(field, '732 829 320 00074');
    await user.click(within(section).getByRole('button', { name: 'Vérifier le SIRET' }));
    expect(await within(section).findByText('SIRET vérifié : ATELIER LAMBRIS SARL.')).toBeInTheDocument();
    expect(sirets).toEqual([
      { company: '/api/companies/3', siret: '22222222600011' },
      { company: '/api/companies/3', siret: '732 829 320 00074' },
    ]);
  });

  it('edits every field, positions from the tree and tag words as chips, and confirms', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, '/dashboard/company');
    const name = await screen.findByRole('textbox', { name: "Nom de l'entreprise" });
    expect(name).toHaveValue('Atelier Lambris');
    // A new company is told about each application (issue 58); « Aucune » stays offered.
    expect(screen.getByRole('radio', { name: 'À chaque candidature' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Aucune' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: "Architecte d'intérieur" })).toBeInTheDocument(); // chip
    expect(screen.getByRole('button', { name: 'laque' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Fonction du contact' }), 'Directrice');
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '01 42 00 00 00');
    await user.type(screen.getByRole('textbox', { name: 'Adresse de facturation' }), '12 rue du Faubourg');
    await user.click(screen.getByRole('radio', { name: 'Hebdomadaire' }));
    // Shown on the company page (issue 58, minor 20): « www… » is sent with its https://.
    await user.type(screen.getByRole('textbox', { name: 'Site web' }), 'www.lambris.fr');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Taille de l’entreprise' }), '10 à 49 salariés');

    const positions = screen.getByRole('combobox', { name: 'Métiers' });
    await user.click(positions);
    await user.type(positions, 'eben');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText("Métiers d'art")).toBeInTheDocument(); // grouped by family
    await user.click(within(listbox).getByRole('option', { name: 'Ébéniste' }));
    await user.keyboard('{Escape}');

    const tags = screen.getByRole('combobox', { name: 'Savoir-faire (mots-clés)' });
    await user.type(tags, 'marqueterie{Enter}');
    await user.type(tags, 'dorure, patine,');
    await user.type(tags, 'Laque{Enter}'); // a duplicate, ignoring case
    await user.type(tags, 'marqueterie{Enter}'); // an exact duplicate neither doubles nor removes it
    expect(tags).toHaveValue('');
    await user.type(tags, 'vernis');
    await user.tab(); // leaving the field adds what was typed
    expect(screen.getByRole('button', { name: 'marqueterie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'patine' })).toBeInTheDocument();

    await user.clear(name);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled(); // the name is required
    await user.type(name, 'Atelier Lambris & fils');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Les informations de votre entreprise ont été mises à jour.')).toBeInTheDocument();
    expect(updates[0]).toEqual({
      id: '/api/companies/3',
      name: 'Atelier Lambris & fils',
      presentation: 'Menuiserie d’art.',
      billingAddress: '12 rue du Faubourg',
      contactName: 'Louise Martin',
      contactJobTitle: 'Directrice',
      notificationFrequency: 'weekly',
      readTracking: false,
      phoneNumber: '01 42 00 00 00',
      email: 'contact@lambris.fr',
      tagWords: ['laque', 'marqueterie', 'dorure', 'patine', 'vernis'],
      jobPositionsUUIDs: ['/api/job_positions/3', '/api/job_positions/14'],
      website: 'https://www.lambris.fr',
      sizeBand: '10-49',
    });
  });

  it('sends the read-tracking switch', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/company');
    const readTracking = await screen.findByRole('switch', { name: 'Indiquer aux candidats que leur candidature a été lue' });
    expect(readTracking).not.toBeChecked();
    expect(readTracking).toHaveAccessibleDescription(
      'Vos candidats verront la mention «\u00a0Lue\u00a0» dès que vous aurez ouvert leur candidature.',
    );
    await user.click(readTracking);
    expect(readTracking).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Les informations de votre entreprise ont été mises à jour.')).toBeInTheDocument();
    expect(updates[0]).toMatchObject({ id: '/api/companies/3', readTracking: true });
  });

  it('shows the server’s message when the update is refused', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/graphql': graphqlHandler({
        MyCompany: () => ({ data: { companies: { edges: [{ node: COMPANY }] }, jobPositions: { edges: [] } } }),
        UpdateMyCompany: () => ({
          data: null,
          errors: [{ message: "Le numéro de téléphone n'est pas valide.", extensions: { code: 'INVALID_PHONE' } }],
        }),
      }),
    });
    renderRoutes(routes, '/dashboard/company');
    await user.type(await screen.findByRole('textbox', { name: 'Téléphone' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Le numéro de téléphone n'est pas valide.");
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a logo that is not a PNG, JPEG, GIF or WebP image before sending it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: 0 });
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    renderRoutes(routes, '/dashboard/company');
    expect(await screen.findByText('Aucun logo')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Fichier du logo (PNG, JPEG ou WebP)'),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByText('Le logo doit être une image PNG, JPEG ou WebP.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Fichier du logo (PNG, JPEG ou WebP)'),
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Le logo a une taille supérieure à 2MB.')).toBeInTheDocument();
    expect(xhr).not.toHaveBeenCalled();
  });
});
