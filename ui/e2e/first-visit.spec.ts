/**
 * What a new user stumbles on (issue 13), at 1280 px and 375 px: an offer created through the
 * API shows its company presentation as text, French accents in the serif headings, the home
 * search block, the home cards' first line, the dashboard notice and section strip on a phone.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './support/accounts';
import { grantCredits, publishThroughApi, registerCompany, sessionToken } from './support/company';
import { facesLoaded, waitForFaces } from './support/fonts';
import { linkFromMail } from './support/mail';

/**
 * A published Freelance offer whose company presentation was written as the form writes it
 * (HTML), through `createJobOffer` as the form sends it.
 */
async function publishFreelanceOffer(request: APIRequestContext) {
  const account = await registerCompany(request, 'premiere-visite');
  // Publishing needs the confirmed e-mail: follow the mailed link.
  expect((await request.get(await linkFromMail(account.email, /^\/api\/confirm-email\//))).ok()).toBe(true);
  await grantCredits(request, account.email, account.password, 1);
  const bearer = await sessionToken(request, account.email, account.password);
  const title = `Tapissier garnisseur ${Math.random().toString(36).slice(2, 7)}`;
  const offer = await publishThroughApi(request, bearer, {
    title,
    town: 'Lyon',
    contract: /^Freelance \/ Indépendant$/,
    pay: { min: 30000, max: 36000, period: 'YEAR' },
    companyPresentation: '<p>Atelier de tapisserie et de <strong>décoration</strong> sur mesure.</p><p>Fondé à Lyon en 1987.</p>',
    description: '<p>Réfection de sièges anciens.</p><ul><li>Garnitures</li><li>Couture</li></ul>',
    perfectCandidateDescription: '<p>Un CAP tapissier (H/F).</p>',
  });
  return { account, title, path: `/emploi/${offer._id}/${offer.slug}` };
}

test.describe('first visit', () => {
  test('an offer created through the API shows its company presentation as text, and its head carries no tags', async ({
    page,
    request,
  }) => {
    const { path, title } = await publishFreelanceOffer(request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const company = page.getByRole('region', { name: 'L’entreprise' });
    await expect(company).toContainText('Atelier de tapisserie et de décoration sur mesure.');
    await expect(company).not.toContainText('<p>');
    await expect(company.locator('strong')).toHaveText('décoration');
    await expect(company.locator('p')).toHaveCount(2);

    // The server-written head: text only, in the meta tags and in the JobPosting.
    const html = await (await request.get(path)).text();
    const meta = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(meta).toBe('Réfection de sièges anciens. Garnitures Couture');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const posting = JSON.parse(jsonLd);
    expect(posting.description).toBe('Réfection de sièges anciens.\nGarnitures\nCouture');
    expect(JSON.stringify(posting)).not.toMatch(/<\/?(p|ul|li|strong)>/);
  });

  test('serif headings keep their French accents on their letters', async ({ page, request }) => {
    // Any live offer: its « Profil recherché » heading (an accent on a serif heading).
    const response = await request.post('/api/graphql', { data: { query: '{ lastJobOffers(first: 1) { _id slug } }' } });
    const [offer] = (await response.json()).data.lastJobOffers as { _id: number; slug: string }[];
    await page.setViewportSize({ width: 1280, height: 900 });
    await waitForFaces(page);
    await page.goto(`/emploi/${offer._id}/${offer.slug}`);
    const heading = page.getByRole('heading', { level: 2, name: 'Profil recherché' });
    await expect(heading).toBeVisible();
    await facesLoaded(page);
    // A long offer puts it below the fold; the clip is of the viewport.
    await heading.scrollIntoViewIfNeeded();
    const box = await heading.boundingBox();
    // Only the words (the heading spans the column): same box every run.
    await expect(page).toHaveScreenshot('heading-accents.png', {
      clip: { x: box!.x, y: box!.y, width: 380, height: box!.height },
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.01,
    });
  });

  test('a click on the home search block’s place select or keyword box stays on the home page', async ({ page }) => {
    await page.goto('/');
    const block = page.getByRole('search', { name: 'Rechercher une offre' });
    await block.getByRole('combobox', { name: 'Lieu' }).click();
    await expect(page.getByRole('option', { name: /^Paris \(75\)/ })).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.keyboard.press('Escape');

    // The keyword box suggests in place (issue 58, minor 6): a click on it stays on the page.
    // A click elsewhere on the block opening the list is pinned by HomePage.test.tsx.
    await block.getByRole('combobox', { name: 'Métier, compétence ou entreprise' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(block.getByRole('combobox', { name: 'Métier, compétence ou entreprise' })).toBeFocused();
  });

  test('at 1280 px every home card keeps its heart on its first line, long contract names included', async ({ page, request }) => {
    await publishFreelanceOffer(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Les dernières offres' }).getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect(cards.filter({ hasText: 'Freelance / Indépendant' }).first()).toBeVisible();
    for (let index = 0; index < 8; index++) {
      const card = cards.nth(index);
      const chip = (await card.locator('.MuiChip-root').first().boundingBox())!;
      const heart = (await card.getByRole('link', { name: /favoris/ }).boundingBox())!;
      // The heart sits on the first chip's line (centres within a few pixels), inside the card.
      expect(Math.abs(heart.y + heart.height / 2 - (chip.y + chip.height / 2)), `card ${index}`).toBeLessThan(6);
      const cardBox = (await card.boundingBox())!;
      expect(heart.x + heart.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
  });

  test('on a phone the dashboard notice is one closable line and the section strip shows it scrolls', async ({ page, request }) => {
    const account = await registerCompany(request, 'tableau-telephone');
    await page.setViewportSize({ width: 375, height: 667 });
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard\/jobs$/);

    const notice = page.getByRole('region', { name: 'Adresse e-mail non confirmée' });
    await expect(notice).toBeVisible();
    expect((await notice.boundingBox())!.height).toBeLessThan(90);
    await notice.getByRole('button', { name: 'Masquer ce message' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    // Where it blocks buying, it stays whole.
    await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Mes crédits' }).click();
    await expect(notice).toContainText('La confirmation est nécessaire pour publier et acheter des annonces.');
    await expect(notice.getByRole('button', { name: 'Masquer ce message' })).toHaveCount(0);

    // The strip: entries hidden on the right say so; once scrolled to its end, the left does.
    await page.goto('/dashboard/jobs');
    const strip = page.getByRole('navigation', { name: 'Menu du tableau de bord' });
    const list = strip.getByRole('list');
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(strip.getByTestId('menu-more-right')).toBeVisible();
    await expect(strip.getByTestId('menu-more-left')).toHaveCount(0);
    await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(strip.getByTestId('menu-more-left')).toBeVisible();
    await expect(strip.getByTestId('menu-more-right')).toHaveCount(0);
  });
});
