/**
 * The conversation of an application (issue 53): a recruiter writes in the application's
 * thread; the candidate gets the mail and answers it *by mail* (a real RFC 5322 reply with
 * quoted text and a signature, piped into `ensemblier mail inbound` as the MTA does); the
 * answer shows in the thread, unquoted, for a second recruiter of the team, whose menu counts
 * it « Non lus ».
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { confirmEmail, registerCandidate, signIn, tinyPdf, uniqueEmail } from './support/accounts';
import { grantCredits, graphql, publishThroughApi, registerCompany, sessionToken } from './support/company';
import { linkFromMail, mailMatching } from './support/mail';
import { stretched } from './support/time';

const BINARY = process.env.E2E_SERVER_BIN ?? '../target/debug/ensemblier';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  return context.newPage();
}

/** A reply as Thunderbird writes it: new text, signature, attribution, the quoted mail. */
function reply(from: string, to: string, quoted: string): string {
  return [
    `From: Inès Garnier <${from}>`,
    `To: <${to}>`,
    'Subject: Re: Nouveau message',
    'Date: Thu, 03 Dec 2026 15:02:11 +0100',
    `Message-ID: <${Math.random().toString(36).slice(2)}@exemple.fr>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    'Bonjour,',
    '',
    'Jeudi 10 h me convient très bien.',
    '',
    '-- ',
    'Inès Garnier',
    '',
    'Le 03/12/2026 à 14:40, Atelier via Ensemblier a écrit :',
    ...quoted.split('\n').map((line) => `> ${line}`),
    '',
  ].join('\r\n');
}

test('a recruiter writes, the candidate answers by mail, and a second recruiter reads it in the thread', async ({ browser, request }) => {
  test.setTimeout(stretched(180_000));
  const suffix = Math.random().toString(36).slice(2, 7);
  const title = `Doreur ornemaniste H/F ${suffix}`;

  // The company: an owner with a published offer, and a recruiter of her team.
  const owner = await registerCompany(request, 'fil-proprietaire');
  await confirmEmail(request, owner.email);
  await grantCredits(request, owner.email, owner.password, 1);
  const ownerBearer = await sessionToken(request, owner.email, owner.password);
  const offer = await publishThroughApi(request, ownerBearer, {
    title,
    town: 'Lyon',
    contract: /^CDI$/,
    pay: { min: 26_000, max: 30_000, period: 'YEAR' },
    companyPresentation: 'Un atelier de dorure à la feuille depuis 1950.',
    description: 'Dorure à la feuille, restauration de cadres et de boiseries.',
    perfectCandidateDescription: 'Une main sûre et l’amour du détail.',
  });
  const recruiterEmail = uniqueEmail('fil-recrue');
  const invited = await graphql(
    request,
    ownerBearer,
    'mutation ($email: String!) { inviteTeamMember(email: $email, role: RECRUITER) { id } }',
    { email: recruiterEmail },
  );
  expect(invited.inviteTeamMember.id).toBeTruthy();
  const invitation = (await linkFromMail(recruiterEmail, /^\/equipe\/invitation\//)).split('/').pop() ?? '';
  const joined = await request.post('/api/graphql', {
    data: {
      query:
        'mutation ($token: String!) { joinTeamByRegistering(token: $token, firstname: "Marc", lastname: "Leroy", password: "Ensemblier-2026!") }',
      variables: { token: invitation },
    },
  });
  expect((await joined.json()).data.joinTeamByRegistering).toBe(recruiterEmail);

  // The candidate: confirmed, applied with her two PDFs.
  const candidate = await registerCandidate(request, 'fil-candidate');
  await confirmEmail(request, candidate.email);
  const candidateBearer = await sessionToken(request, candidate.email, candidate.password);
  const created = await graphql(
    request,
    candidateBearer,
    'mutation ($offer: ID!) { createJobOfferApplication(input: {jobOffer: $offer, phone: "06 12 34 56 78"}) { jobOfferApplication { _id } } }',
    { offer: offer.id },
  );
  const applicationId = created.createJobOfferApplication.jobOfferApplication._id as number;
  const upload = await request.post('/api/upload/application-cv', {
    headers: { Authorization: `Bearer ${candidateBearer}` },
    multipart: {
      application: String(applicationId),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
      cv2: { name: 'lettre.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const threadPath = `/emploi/${offer._id}/applications/${applicationId}`;

  // The owner writes in the thread from the application page.
  const page = await newPage(browser);
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await page.goto(threadPath);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await conversation.getByRole('textbox', { name: 'Votre message' }).fill('Bonjour Inès,\n\nPouvez-vous venir jeudi à 10 h ?');
  // With a PDF: the plan to the workshop (issue 53, item 1).
  await conversation
    .getByTestId('thread-attach')
    .setInputFiles({ name: 'Plan atelier.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(conversation.getByText(/^Plan atelier\.pdf \(/)).toBeVisible();
  await conversation.getByRole('button', { name: 'Envoyer' }).click();
  await expect(conversation.getByTestId('thread-message')).toHaveCount(1);
  await expect(conversation.getByRole('button', { name: 'Télécharger Plan atelier.pdf' })).toBeVisible();
  await expect(conversation.getByTestId('thread-message')).toContainText('Pouvez-vous venir jeudi à 10 h ?');

  // The candidate's mail, answered by mail through the MTA's pipe.
  const mail = await mailMatching(candidate.email, /Pouvez-vous venir jeudi/);
  expect(mail.text).toContain('Ce message contient 1 pièce jointe');
  expect(mail.replyTo).toMatch(/\+m\d+c-[0-9a-f]{32}@/);
  const raw = reply(candidate.email, mail.replyTo.replace(/^.*<|>.*$/g, ''), mail.text);
  const out = execFileSync(BINARY, ['mail', 'inbound'], { input: raw, encoding: 'utf8' });
  expect(out).toContain('ajouté à la conversation');

  // The second recruiter: « Non lus » in her menu, the answer unquoted in the thread.
  const marc = await newPage(browser);
  await signIn(marc, recruiterEmail, 'Ensemblier-2026!');
  await expect(marc.getByTestId('unread-jobs')).toHaveText('1 non lu', { timeout: stretched(10_000) });
  await marc.goto(threadPath);
  const thread = marc.getByRole('region', { name: 'Conversation' });
  const messages = thread.getByTestId('thread-message');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText('Inès Garnier');
  await expect(messages.nth(1)).toContainText('reçu par e-mail');
  await expect(messages.nth(1)).toContainText('Jeudi 10 h me convient très bien.');
  await expect(messages.nth(1)).not.toContainText('Pouvez-vous venir');
  await expect(messages.nth(1)).not.toContainText(/--\s*Inès Garnier/);
  await expect(messages.nth(0)).toContainText('Louise, ');
  // The file, on the other side too: Marc downloads it.
  const download = marc.waitForEvent('download');
  await messages.nth(0).getByRole('button', { name: 'Télécharger Plan atelier.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Piece-jointe-Plan-atelier.pdf');
  // The candidate sees the file under the recruiter's message on her application page.
  const ines = await newPage(browser);
  await signIn(ines, candidate.email, candidate.password);
  await ines.goto(threadPath);
  const hers = ines.getByRole('region', { name: 'Conversation' });
  await expect(hers.getByTestId('thread-message').nth(0).getByRole('button', { name: 'Télécharger Plan atelier.pdf' })).toBeVisible();
  await ines.setViewportSize({ width: 375, height: 800 });
  await hers.scrollIntoViewIfNeeded();
  await ines.screenshot({ path: 'test-results/thread-attachment-375.png', fullPage: true });
  await marc.setViewportSize({ width: 1280, height: 900 });
  await marc.screenshot({ path: 'test-results/thread-attachment-1280.png', fullPage: true });
  await page.screenshot({ path: 'test-results/thread-owner.png', fullPage: true });
  await marc.screenshot({ path: 'test-results/thread-recruiter.png', fullPage: true });
});
