/**
 * The gallery of an application with six projects of her book (issue 52's figure: LCP ≤ 2.0 s on
 * Lighthouse's mobile profile), made through the API, and a Chromium profile whose localStorage
 * holds the recruiter's session, so Lighthouse opens the page signed in. Writes the page's path
 * to `LIGHTHOUSE_GALLERY_OUT` and the profile to `LIGHTHOUSE_PROFILE_DIR`.
 */
import { writeFileSync } from 'node:fs';
import { chromium, expect, test } from '@playwright/test';
import { confirmEmail, registerCandidate, signedIn, tinyPdf } from '../support/accounts';
import { bookProject } from '../support/book';
import { grantCredits, graphql, publishThroughApi, registerCompany, sessionToken } from '../support/company';
import { SESSION_STORAGE_KEY } from '../../src/lib/session';

const PROJECTS: [string, [number, string, string][]][] = [
  [
    'Paravent laqué',
    [
      [8, 'Paravent de face', 'Six feuilles de laque rouge'],
      [18, 'Détail de la laque', 'Feuille d’or sur fond laqué'],
    ],
  ],
  [
    'Cabinet de paille',
    [
      [32, 'Cabinet ouvert', 'Marqueterie de paille, portes ouvertes'],
      [40, 'Tiroirs', 'Tiroirs en paille de seigle'],
    ],
  ],
  [
    'Salon haussmannien',
    [
      [200, 'Salon', 'Boiseries restaurées'],
      [210, 'Corniche', 'Corniche dorée à la feuille'],
    ],
  ],
  [
    'Fauteuil Voltaire',
    [
      [20, 'Fauteuil', 'Garniture traditionnelle crin et ressorts'],
      [28, 'Dossier', 'Velours de Gênes'],
    ],
  ],
  [
    'Miroir à parcloses',
    [
      [48, 'Miroir', 'Bois doré, glace au mercure'],
      [56, 'Fronton', 'Fronton sculpté'],
    ],
  ],
  [
    'Vitrail d’atelier',
    [
      [180, 'Vitrail', 'Verre soufflé et plomb'],
      [190, 'Détail du vitrail', 'Grisaille cuite au four'],
    ],
  ],
];

test('an application with six projects of her book, the recruiter signed in', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const owner = await registerCompany(request, 'lighthouse-recruteur');
  await confirmEmail(request, owner.email);
  await grantCredits(request, owner.email, owner.password, 1);
  const ownerBearer = await sessionToken(request, owner.email, owner.password);
  const offer = await publishThroughApi(request, ownerBearer, {
    title: 'Laqueur H/F',
    town: 'Lyon',
    contract: /^CDI$/,
    pay: { min: 26_000, max: 31_000, period: 'YEAR' },
    companyPresentation: 'Un atelier de laque et de dorure depuis 1962.',
    description: 'Laque, dorure à la feuille, restauration de paravents et de cabinets.',
    perfectCandidateDescription: 'Une main sûre, de la patience et l’amour du détail.',
  });

  const candidate = await registerCandidate(request, 'lighthouse-candidate');
  await confirmEmail(request, candidate.email);
  const bearer = await sessionToken(request, candidate.email, candidate.password);
  const page = await browser.newPage();
  await page.goto('/healthz');
  for (const [title, images] of PROJECTS) await bookProject(request, bearer, page, title, images);
  const book = await graphql(request, bearer, 'query { myBook { projects { id } } }', {});
  const projects = (book.myBook.projects as { id: string }[]).map((p) => p.id);
  expect(projects).toHaveLength(6);

  const created = await graphql(
    request,
    bearer,
    'mutation ($offer: ID!) { createJobOfferApplication(input: {jobOffer: $offer, phone: "06 12 34 56 78"}) { jobOfferApplication { _id } } }',
    { offer: offer.id },
  );
  const applicationId = created.createJobOfferApplication.jobOfferApplication._id as number;
  const sent = await request.post('/api/upload/application-cv', {
    headers: { Authorization: `Bearer ${bearer}` },
    multipart: {
      application: String(applicationId),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
      cv2: { name: 'lettre.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
      portfolio: projects.join(','),
    },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  // The recruiter's session as the site keeps it, put into a profile that has loaded nothing
  // else of the site (Lighthouse then measures a cold cache).
  const recruiter = await browser.newPage();
  await signedIn(recruiter, owner.email, owner.password);
  const session = await recruiter.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);
  expect(session).toBeTruthy();
  const profile = await chromium.launchPersistentContext(process.env.LIGHTHOUSE_PROFILE_DIR!, {
    executablePath: '/usr/bin/chromium',
    baseURL: test.info().project.use.baseURL,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const blank = await profile.newPage();
  await blank.goto('/healthz');
  await blank.evaluate(([key, value]) => window.localStorage.setItem(key, value), [SESSION_STORAGE_KEY, session!] as const);
  await profile.close();
  writeFileSync(process.env.LIGHTHOUSE_GALLERY_OUT!, `/emploi/${offer._id}/applications/${applicationId}\n`);
});
