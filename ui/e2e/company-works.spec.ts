/**
 * A workshop shows its work (issue 52 item 5, docs/company-works.md): its recruiter uploads two
 * photographs to « Réalisations » with their alternative texts and captions, puts the second
 * first with the keyboard (« Monter »), and the company's public page (cover, gallery) and an
 * offer's page (the first four under the company card) show them in that order. At 1280 and
 * 375 px.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { confirmEmail, signIn } from './support/accounts';
import { grantCredits, publishThroughApi, registerCompany, sessionToken } from './support/company';
import { stretched } from './support/time';

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 800 : 900 },
    locale: 'fr-FR',
    hasTouch: width < 600,
  });
  return context.newPage();
}

/** A real JPEG drawn by Chromium: a warm gradient and a few shapes, like a photograph's tones. */
async function photo(page: Page, hue: number, label: string, width = 1200, height = 900): Promise<Buffer> {
  const data = await page.evaluate(
    ([hue, label, width, height]) => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(width);
      canvas.height = Number(height);
      const g = canvas.getContext('2d')!;
      const gradient = g.createLinearGradient(0, 0, canvas.width, canvas.height);
      gradient.addColorStop(0, `hsl(${hue}, 40%, 28%)`);
      gradient.addColorStop(1, `hsl(${Number(hue) + 35}, 45%, 68%)`);
      g.fillStyle = gradient;
      g.fillRect(0, 0, canvas.width, canvas.height);
      g.fillStyle = 'rgba(255, 250, 240, 0.25)';
      for (let i = 0; i < 6; i += 1) g.fillRect(140 + i * 160, 180 + (i % 2) * 60, 110, canvas.height - 380);
      g.fillStyle = 'rgba(255, 250, 240, 0.9)';
      g.font = 'bold 88px Georgia, serif';
      g.fillText(String(label), 80, canvas.height - 80);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
    },
    [hue, label, width, height] as const,
  );
  return Buffer.from(data, 'base64');
}

for (const width of [1280, 375]) {
  test(`a recruiter shows two works, reorders them by keyboard; the company page and an offer show them (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(stretched(180_000));
    const suffix = Math.random().toString(36).slice(2, 7);
    const owner = await registerCompany(request, `works-${width}`);
    await confirmEmail(request, owner.email);
    await grantCredits(request, owner.email, owner.password, 1);
    const bearer = await sessionToken(request, owner.email, owner.password);
    const offer = await publishThroughApi(request, bearer, {
      title: `Menuisier d’agencement H/F ${suffix}`,
      town: 'Lyon',
      contract: /^CDI$/,
      pay: { min: 25_000, max: 30_000, period: 'YEAR' },
      companyPresentation: 'Un atelier d’agencement et de menuiserie d’art depuis 1987.',
      description: 'Fabrication et pose de bibliothèques, escaliers et boiseries sur mesure.',
      perfectCandidateDescription: 'Une main sûre et le goût du travail bien fait.',
    });

    const page = await newPage(browser, width);
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard\//);
    await page.goto('/dashboard/company');
    const works = page.getByRole('region', { name: 'Réalisations' });
    await expect(works).toBeVisible({ timeout: stretched(15_000) });

    const add = async (alt: string, caption: string, hue: number) => {
      await works.getByRole('textbox', { name: 'Texte alternatif' }).last().fill(alt);
      await works.getByRole('textbox', { name: 'Légende' }).last().fill(caption);
      await works.getByLabel('Photo de réalisation (JPEG, PNG ou WebP)').setInputFiles({
        name: `${alt}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo(page, hue, alt.split(' ')[0]),
      });
      await expect(works.getByRole('status').filter({ hasText: 'La photo a bien été ajoutée.' })).toBeVisible({
        timeout: stretched(20_000),
      });
    };
    await add('Bibliothèque en chêne massif', 'Bibliothèque, appartement à Lyon', 28);
    await add('Escalier hélicoïdal en noyer', 'Escalier, maison à Annecy', 200);
    const list = works.getByRole('list', { name: 'Vos réalisations, dans leur ordre' });
    await expect(list.getByRole('img')).toHaveCount(2);

    // The cover photo.
    const cover = page.getByRole('region', { name: 'Photo de couverture' });
    await cover.getByLabel('Photo de couverture (JPEG, PNG ou WebP)').setInputFiles({
      name: 'couverture.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(page, 30, 'Atelier', 1800, 600),
    });
    await expect(cover.getByText('La photo de couverture a bien été enregistrée.')).toBeVisible({ timeout: stretched(20_000) });

    // The keyboard's way: focus « Monter » of the second and press Enter.
    const up = list.getByRole('button', { name: 'Monter « Escalier hélicoïdal en noyer »' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('img').first()).toHaveAttribute('alt', 'Escalier hélicoïdal en noyer', { timeout: stretched(15_000) });
    await expect(list.getByRole('img').nth(1)).toHaveAttribute('alt', 'Bibliothèque en chêne massif');
    await works.screenshot({ path: `test-results/company-works-editor-${width}.png` });

    // The offer's page: the works under the company card, in the team's order.
    await page.goto(`/emploi/${offer._id}/${offer.slug}`);
    const shown = page.getByRole('region', { name: 'Ses réalisations' });
    await expect(shown.getByRole('img')).toHaveCount(2, { timeout: stretched(15_000) });
    await expect(shown.getByRole('img').first()).toHaveAttribute('alt', 'Escalier hélicoïdal en noyer');
    await expect(shown.getByText('Escalier, maison à Annecy')).toBeVisible();
    await page.screenshot({ path: `test-results/company-works-offer-${width}.png`, fullPage: true });

    // The company's page: its cover and « Réalisations ».
    await page.getByRole('link', { name: 'Voir l’entreprise et toutes ses offres' }).click();
    await expect(page).toHaveURL(/\/entreprises\/\d+\//);
    const gallery = page.getByRole('region', { name: 'Réalisations' });
    await expect(gallery.getByRole('img')).toHaveCount(2, { timeout: stretched(15_000) });
    await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', 'Escalier hélicoïdal en noyer');
    await expect(gallery.getByText('Bibliothèque, appartement à Lyon')).toBeVisible();
    await expect(page.locator('picture img[src*="/uploads/works/"]').first()).toBeVisible();
    // Every image shown was decoded by the browser (a stored rendition, not a broken link).
    const broken = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('img[src*="/uploads/works/"]')).filter(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
        ).length,
    );
    expect(broken).toBe(0);
    await page.screenshot({ path: `test-results/company-works-page-${width}.png`, fullPage: true });
  });
}
