/**
 * Message templates and the answer time (issue 53, items 3 and 5): the owner finds her three
 * seeded templates, adds one; on « Mes annonces » her answer time says one application waits
 * for a first answer; from the thread she picks « Réponse négative », the server fills
 * {prénom} and {poste}, and the candidate reads the filled text and « Non retenue » in her
 * application's story; the waiting application is no longer waiting.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts';
import { appliedToOffer, newPage } from './support/application';
import { stretched } from './support/time';

test('a recruiter refuses through a template: filled by the server, dated for the candidate', async ({ browser, request }) => {
  test.setTimeout(stretched(180_000));
  const suffix = Math.random().toString(36).slice(2, 7);
  const title = `Laqueur H/F ${suffix}`;

  const { owner, candidate, threadPath } = await appliedToOffer(request, 'modeles', {
    title,
    companyPresentation: 'Un atelier de laque depuis 1962.',
    description: 'Laque, vernis et patines sur meubles et boiseries.',
    perfectCandidateDescription: 'De la patience et un œil sûr.',
  });

  // The templates page: the three seeded ones, then her own.
  const page = await newPage(browser);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  // Her answer time: one application waits for a first answer.
  const answerTime = page.getByRole('region', { name: 'Votre délai de réponse' });
  await expect(answerTime).toContainText('1 candidature attend votre première réponse');
  await expect(answerTime.getByRole('link')).toContainText(title);

  await page
    .getByRole('navigation', { name: 'Menu du tableau de bord' })
    .getByRole('link', { name: /Modèles de messages/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/templates$/);
  const list = page.getByRole('list').filter({ hasText: 'Demande de book' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText('Invitation à un entretien');
  await expect(list).toContainText('Réponse négative');
  await page.getByRole('button', { name: 'Nouveau modèle' }).click();
  const form = page.getByRole('form', { name: 'Nouveau modèle' });
  await form.getByRole('textbox', { name: 'Titre' }).fill('Relance');
  await form.getByRole('textbox', { name: 'Texte' }).fill('Bonjour {nom}, êtes-vous disponible ?');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toContainText('Le modèle contient {nom}, que nous ne savons pas remplacer');
  await form.getByRole('textbox', { name: 'Texte' }).fill('Bonjour {prénom}, êtes-vous toujours disponible pour le poste {poste} ?');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Modèle enregistré.' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(4);

  // From the thread: « Réponse négative » fills the box; the server fills the placeholders.
  await page.goto(threadPath);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await conversation.getByRole('combobox', { name: 'Modèle' }).click();
  await page.getByRole('option', { name: 'Réponse négative' }).click();
  await expect(conversation.getByRole('textbox', { name: 'Votre message' })).toHaveValue(/^Bonjour \{prénom\},/);
  await expect(conversation).toContainText('enregistre aussi une réponse négative');
  await conversation.getByRole('button', { name: 'Envoyer' }).click();
  const message = conversation.getByTestId('thread-message');
  await expect(message).toHaveCount(1);
  await expect(message).toContainText('Bonjour Inès,');
  await expect(message).toContainText(`au poste ${title}`);
  await expect(message).not.toContainText('{');

  // The candidate reads it, and the dated refusal in her application's story.
  const her = await newPage(browser);
  await signIn(her, candidate.email, candidate.password);
  await expect(her).toHaveURL(/\/dashboard\//);
  await her.goto(threadPath);
  await expect(her.getByText('Non retenue').first()).toBeVisible({ timeout: stretched(10_000) });
  await expect(her.getByRole('region', { name: 'Conversation' }).getByTestId('thread-message')).toContainText('Bonjour Inès,');

  // Nothing waits any more on her dashboard.
  await page.goto('/dashboard/jobs');
  await expect(page.getByRole('region', { name: 'Votre délai de réponse' })).toContainText(
    'Aucune candidature n’attend votre première réponse.',
  );
  await page.screenshot({ path: 'test-results/templates-owner.png', fullPage: true });
});
