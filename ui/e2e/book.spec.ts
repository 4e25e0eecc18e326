/**
 * The book sent with an application (issue 52 item 3, docs/book.md): a candidate whose book
 * holds three projects applies ticking two of them, the second first; the recruiter sees
 * exactly those two, in that order, with their captions, and goes through them in the
 * full-screen viewer (arrow keys on a computer, the buttons on a phone). At 1280 and 375 px.
 * And the public book (item 4): she publishes it from « Mon book », a visitor opens the link
 * she copied (`noindex` until she lets search engines in), and once she takes it down it is 404.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { confirmEmail, registerCandidate, signIn, tinyPdf } from './support/accounts';
import { grantCredits, graphql, publishThroughApi, registerCompany, sessionToken } from './support/company';
import { stretched } from './support/time';
import { bookProject } from './support/book';

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 800 : 900 },
    locale: 'fr-FR',
    hasTouch: width < 600,
  });
  return context.newPage();
}

/** WCAG A/AA violations of `page` (within `include`, if given), as « rule: targets ». */
async function violations(page: Page, include?: string): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) axe = axe.include(include);
  const results = await axe.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const width of [1280, 375]) {
  test(`a candidate applies with two projects of her book; the recruiter sees them in order and opens the viewer (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(stretched(180_000));
    const suffix = Math.random().toString(36).slice(2, 7);
    const owner = await registerCompany(request, `book-recruteur-${width}`);
    await confirmEmail(request, owner.email);
    await grantCredits(request, owner.email, owner.password, 1);
    const ownerBearer = await sessionToken(request, owner.email, owner.password);
    const offer = await publishThroughApi(request, ownerBearer, {
      title: `Laqueur H/F ${suffix}`,
      town: 'Lyon',
      contract: /^CDI$/,
      pay: { min: 26_000, max: 31_000, period: 'YEAR' },
      companyPresentation: 'Un atelier de laque et de dorure depuis 1962.',
      description: 'Laque, dorure à la feuille, restauration de paravents et de cabinets.',
      perfectCandidateDescription: 'Une main sûre, de la patience et l’amour du détail.',
    });

    // Her book: three projects, through the API (the career space has its own journeys).
    const account = await registerCandidate(request, `book-candidate-${width}`);
    await confirmEmail(request, account.email);
    const bearer = await sessionToken(request, account.email, account.password);
    const candidate = await newPage(browser, width);
    await candidate.goto('/');
    const project = (title: string, images: [number, string, string][]) => bookProject(request, bearer, candidate, title, images);
    await project('Cabinet de paille', [[32, 'Cabinet ouvert', 'Marqueterie de paille, portes ouvertes']]);
    await project('Paravent laqué', [
      [8, 'Paravent de face', 'Six feuilles de laque rouge'],
      [18, 'Détail de la laque', 'Feuille d’or sur fond laqué'],
    ]);
    await project('Salon haussmannien', [[200, 'Salon', 'Boiseries restaurées']]);

    // She applies, ticking the paravent then the cabinet.
    await signIn(candidate, account.email, account.password);
    await expect(candidate).toHaveURL(/\/dashboard\//);
    await candidate.goto(`/emploi/${offer._id}/${offer.slug}`);
    await candidate.getByRole('button', { name: 'Postuler' }).click();
    const dialog = candidate.getByRole('dialog', { name: 'Postuler à cette offre' });
    await dialog.getByRole('textbox', { name: /Téléphone/ }).fill('06 12 34 56 78');
    const picker = dialog.getByRole('group', { name: 'Joindre mon book' });
    await picker.getByRole('checkbox', { name: /Paravent laqué/ }).check();
    await picker.getByRole('checkbox', { name: /Cabinet de paille/ }).check();
    await expect(picker.getByRole('status')).toHaveText('2 projets choisis.');
    await dialog.getByLabel('Fichier du CV (PDF)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await dialog
      .getByLabel('Fichier de la lettre de motivation (PDF)')
      .setInputFiles({ name: 'lettre.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await candidate.screenshot({ path: `test-results/book-apply-${width}.png`, fullPage: false });
    await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await expect(candidate.getByRole('link', { name: 'Voir mes candidatures' })).toBeVisible({ timeout: stretched(20_000) });

    // The recruiter: exactly those two, in her order, with their captions.
    const listed = await graphql(
      request,
      ownerBearer,
      'query ($offer: ID) { jobOfferApplications(jobOfferId: $offer) { edges { node { _id } } } }',
      {
        offer: offer.id,
      },
    );
    const applicationId = listed.jobOfferApplications.edges[0].node._id as number;
    const recruiter = await newPage(browser, width);
    await signIn(recruiter, owner.email, owner.password);
    await expect(recruiter).toHaveURL(/\/dashboard\/jobs$/);
    await recruiter.goto(`/emploi/${offer._id}/applications/${applicationId}`);
    const book = recruiter.getByRole('region', { name: 'Book' });
    await expect(book).toBeVisible();
    const projects = book.getByRole('listitem').filter({ has: recruiter.getByRole('heading', { level: 3 }) });
    await expect(projects.getByRole('heading', { level: 3 })).toHaveText(['1. Paravent laqué', '2. Cabinet de paille']);
    await expect(book.getByText('Six feuilles de laque rouge')).toBeVisible();
    await expect(book.getByText('Marqueterie de paille, portes ouvertes')).toBeVisible();
    await expect(book.getByText('Salon haussmannien')).toHaveCount(0);
    // Every thumbnail loaded (the signed links answer).
    await expect
      .poll(() => book.locator('img').evaluateAll((images) => images.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await book.scrollIntoViewIfNeeded();
    await recruiter.screenshot({ path: `test-results/book-gallery-${width}.png`, fullPage: true });

    // The viewer: through the whole book, then closed.
    await book.getByRole('button', { name: 'Agrandir l’image : Paravent de face' }).click();
    const viewer = recruiter.getByRole('dialog', { name: 'Visionneuse du book' });
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Paravent de face' })).toBeVisible();
    await expect.poll(() => viewer.getByRole('img').evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await recruiter.screenshot({ path: `test-results/book-viewer-${width}.png` });
    if (width < 600) {
      await viewer.getByRole('button', { name: 'Image suivante' }).click();
    } else {
      await recruiter.keyboard.press('ArrowRight');
    }
    await expect(viewer.getByText('2 / 3')).toBeVisible();
    await expect(viewer.getByText('Feuille d’or sur fond laqué')).toBeVisible();
    await recruiter.keyboard.press('ArrowRight');
    await expect(viewer.getByText('3 / 3')).toBeVisible();
    await expect(viewer.getByText('2. Cabinet de paille')).toBeVisible();
    await recruiter.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(book.getByRole('button', { name: 'Agrandir l’image : Paravent de face' })).toBeFocused();
  });
}

for (const width of [1280, 375]) {
  test(`a candidate publishes her book, a visitor opens its link, then she takes it down (${width} px)`, async ({ browser, request }) => {
    test.setTimeout(stretched(150_000));
    const account = await registerCandidate(request, `book-public-${width}`);
    await confirmEmail(request, account.email);
    const bearer = await sessionToken(request, account.email, account.password);
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 800 : 900 },
      locale: 'fr-FR',
      hasTouch: width < 600,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const candidate = await context.newPage();
    await candidate.goto('/');
    await bookProject(request, bearer, candidate, 'Paravent laqué', [
      [8, 'Paravent de face', 'Six feuilles de laque rouge'],
      [18, 'Détail de la laque', 'Feuille d’or sur fond laqué'],
      [28, 'Le revers du paravent', 'Le revers, laque noire'],
    ]);
    await bookProject(request, bearer, candidate, 'Cabinet de paille', [[32, 'Cabinet ouvert', 'Marqueterie de paille, portes ouvertes']]);

    // Private by default; she publishes it at the address she types.
    await signIn(candidate, account.email, account.password);
    await expect(candidate).toHaveURL(/\/dashboard\//);
    await candidate.goto('/dashboard/career');
    const section = candidate.getByRole('region', { name: 'Book public' });
    const toggle = section.getByRole('switch', { name: 'Rendre mon book public' });
    await expect(toggle).not.toBeChecked();
    const slug = `atelier-laque-${width}-${Math.random().toString(36).slice(2, 6)}`;
    await section.getByRole('textbox', { name: 'Adresse du book' }).fill(slug.replace('atelier-laque', 'Atelier Laque'));
    await toggle.click();
    await expect(section.getByText('Votre book est public.')).toBeVisible();
    await expect(toggle).toBeChecked();
    const link = section.getByRole('textbox', { name: 'Lien à partager' });
    await expect(link).toHaveValue(new RegExp(`/book/${slug}$`));
    await section.getByRole('button', { name: 'Copier le lien' }).click();
    await expect(section.getByText('Lien copié.')).toBeVisible();
    const copied = await candidate.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/book/${slug}$`));
    await section.scrollIntoViewIfNeeded();
    await candidate.screenshot({ path: `test-results/book-publish-${width}.png`, fullPage: false });
    expect(await violations(candidate, 'section[aria-labelledby="book-public"]')).toEqual([]);

    // A visitor opens the link: the page the server writes, noindex, every image loaded.
    const visitor = await newPage(browser, width);
    const response = await visitor.goto(new URL(copied).pathname);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(visitor.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Paravent laqué', 'Cabinet de paille']);
    await expect(visitor.getByText('Six feuilles de laque rouge')).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The app has taken over from the server's markup (its images are lazy: scrolled to, they load).
    await expect(visitor.locator('.fs-header')).toHaveCount(0);
    await expect(visitor.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Paravent laqué', 'Cabinet de paille']);
    for (const image of await visitor.locator('main img').all()) await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        visitor
          .locator('main img')
          .evaluateAll((images) => images.length === 4 && images.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await visitor.evaluate(() => window.scrollTo(0, 0));
    await visitor.screenshot({ path: `test-results/book-public-${width}.png`, fullPage: true });
    expect(await violations(visitor)).toEqual([]);
    // What the server writes, as a crawler without scripts reads it.
    const crawler = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false, locale: 'fr-FR' });
    const written = await crawler.newPage();
    await written.goto(`/book/${slug}`);
    await expect(written.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Paravent laqué', 'Cabinet de paille']);
    await expect(written.getByRole('img', { name: 'Détail de la laque' })).toHaveAttribute('srcset', /480w/);
    await written.screenshot({ path: `test-results/book-public-server-${width}.png`, fullPage: true });
    await crawler.close();

    // Visible by search engines: the page is indexed.
    await section.getByRole('checkbox', { name: 'Visible par les moteurs de recherche' }).check();
    await expect.poll(async () => (await request.get(`/book/${slug}`)).text()).not.toContain('noindex');

    // Taken down at once: the same link is 404.
    await toggle.click();
    await expect(section.getByText('Votre book est de nouveau privé : sa page ne s’ouvre plus.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    const gone = await visitor.goto(`/book/${slug}`);
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Book introuvable' })).toBeVisible();
    await visitor.screenshot({ path: `test-results/book-gone-${width}.png` });
  });
}
