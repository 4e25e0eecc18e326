import { expect, test } from '@playwright/test';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { confirmEmail, signIn, uniqueEmail } from './support/accounts';
import { registerCompany } from './support/company';
import { linkFromMail } from './support/mail';
import { stretched } from './support/time';

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Menu du tableau de bord' });

test.describe('team', () => {
  test('an owner invites a recruiter, who registers from the mail, works without billing, and is removed', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(stretched(120_000));
    const owner = await registerCompany(request, 'owner');
    await confirmEmail(request, owner.email); // only a confirmed owner invites
    const recruiterEmail = uniqueEmail('recrue');

    // The owner invites from « Équipe ».
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard\/jobs$/);
    await menu(page).getByRole('link', { name: 'Équipe' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Équipe' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(recruiterEmail);
    await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(page.getByText(`Invitation envoyée à ${recruiterEmail}.`)).toBeVisible();
    await expect(page.getByText(new RegExp(`${recruiterEmail.replace(/[.+]/g, '\\$&')} · Recruteur · valable jusqu’au`))).toBeVisible();

    // The recruiter opens the mailed link in her own browser and registers.
    const link = await linkFromMail(recruiterEmail, /^\/equipe\/invitation\//);
    const context = await browser.newContext();
    const recruiter = await context.newPage();
    await recruiter.goto(link);
    await expect(recruiter.getByText(new RegExp(`rejoindre l’équipe (de |d’)${owner.companyName}`))).toBeVisible();
    await recruiter.getByRole('textbox', { name: 'Prénom' }).fill('Marc');
    await recruiter.getByRole('textbox', { name: 'Nom', exact: true }).fill('Leroy');
    await recruiter.getByLabel(/Mot de passe/).fill('Ensemblier-2026!');
    await recruiter.getByRole('button', { name: 'Créer mon compte et rejoindre l’équipe' }).click();
    await expect(recruiter.getByText(/Bienvenue dans l’équipe/)).toBeVisible();
    await recruiter.getByRole('link', { name: 'Voir les annonces de l’entreprise' }).click();
    await expect(recruiter.getByRole('heading', { level: 2, name: 'Mes annonces' })).toBeVisible();
    await expect(menu(recruiter).getByRole('link', { name: 'Mes factures' })).toHaveCount(0);
    await expect(menu(recruiter).getByRole('link', { name: 'Intégrations' })).toHaveCount(0);
    // Her « Équipe » lists the team, read only (issue 58, minor 17).
    await menu(recruiter).getByRole('link', { name: 'Équipe' }).click();
    await expect(recruiter.getByRole('heading', { name: 'Membres' })).toBeVisible();
    await expect(recruiter.getByText(/Marc Leroy \(vous\)/)).toBeVisible();
    await expect(recruiter.getByText(new RegExp(`Propriétaire · ${owner.email.replace(/[.+]/g, '\\$&')}`))).toBeVisible();
    await expect(recruiter.getByRole('button', { name: /Retirer/ })).toHaveCount(0);
    await expect(recruiter.getByRole('button', { name: 'Envoyer l’invitation' })).toHaveCount(0);
    await expect(recruiter.getByText('Vous n’avez pas accès')).toHaveCount(0);

    // The owner sees her, and removes her: her open session is refused at once.
    await page.reload();
    await expect(page.getByText('Marc Leroy')).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Retirer Marc Leroy de l’équipe' }).click();
    await expect(page.getByText('Le membre a été retiré de l’équipe.')).toBeVisible();
    await expect(page.getByText(/a retiré .* de l’équipe/)).toBeVisible();
    // Her next request finds no company: the dashboard's company pages send her away.
    await recruiter.goto('/dashboard/company');
    await expect(recruiter).toHaveURL(/\/emploi$/);
    await expect(recruiter.getByRole('heading', { level: 2, name: 'Mon entreprise' })).toHaveCount(0);
    await context.close();
  });

  test('an owner connects her ATS: a signed test delivery arrives, and a token reads the API', async ({ page, request }) => {
    test.setTimeout(stretched(90_000));
    // The ATS: a receiver on loopback (the journey server runs in development, which allows it).
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((incoming, answer) => {
      let body = '';
      incoming.on('data', (chunk) => (body += chunk));
      incoming.on('end', () => {
        received.push({ headers: incoming.headers, body });
        answer.writeHead(204).end();
      });
    });
    await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
    const { port } = receiver.address() as AddressInfo;
    try {
      const owner = await registerCompany(request, 'ats');
      await signIn(page, owner.email, owner.password);
      await menu(page).getByRole('link', { name: 'Intégrations' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Intégrations' })).toBeVisible();
      await page.getByRole('textbox', { name: /Adresse du webhook/ }).fill(`http://127.0.0.1:${port}/hook`);
      await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
      await expect(page.getByText('L’adresse du webhook est enregistrée.')).toBeVisible();

      await page.getByRole('button', { name: 'Envoyer un test' }).click();
      await expect(page.getByText(/Un envoi de test part dans un instant/)).toBeVisible();
      await expect.poll(() => received.length, { timeout: stretched(20_000) }).toBe(1);
      expect(received[0].headers['ensemblier-event']).toBe('ping');
      expect(received[0].headers['ensemblier-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      await expect(async () => {
        await page.getByRole('button', { name: 'Actualiser' }).click();
        await expect(page.getByText('Reçu', { exact: true })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: stretched(20_000) });

      await page.getByRole('button', { name: 'Créer un jeton' }).click();
      const token = (await page.getByRole('alert').locator('code').textContent()) ?? '';
      expect(token).toMatch(/^ens_/);
      const offers = await request.get('/api/v1/offers', { headers: { Authorization: `Bearer ${token}` } });
      expect(offers.status()).toBe(200);
      expect(await offers.json()).toEqual({ data: [], next: null });
    } finally {
      receiver.close();
    }
  });
});
