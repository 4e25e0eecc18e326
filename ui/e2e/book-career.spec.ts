/**
 * « Mon book » built in the career space (issue 52, items 1 and 2; docs/book.md): a candidate
 * makes three projects, adds six photographs taken by a phone (with GPS in their EXIF) and a
 * PDF, reorders the projects by drag and drop and an image with « Monter »; a HEIC photo, a
 * decompression bomb and a truncated JPEG are refused in French; the stored image she is
 * served carries no EXIF and no GPS, read by exifr. At 1280 and 375 px.
 */
import exifr from 'exifr';
import { expect, test, type Locator } from '@playwright/test';
import { confirmEmail, registerCandidate, signedIn, tinyPdf } from './support/accounts';
import { phonePhoto, photo, pngBomb } from './support/book';
import { stretched } from './support/time';

const PROJECTS = [
  { title: 'Paravent laqué', year: '2024', role: 'réalisation', photos: ['Paravent de face', 'Détail de la laque'] },
  { title: 'Cabinet de paille', year: '2025', role: 'conception', photos: ['Cabinet ouvert', 'Tiroirs en paille'] },
  { title: 'Fauteuil Voltaire', year: '2023', role: 'restauration', photos: ['Fauteuil de trois quarts', 'Dossier en velours'] },
];

/** The names of the book's projects, in their order on the page. */
const projectOrder = (book: Locator) =>
  book.locator('ol[aria-label="Vos projets, dans leur ordre"] > li').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));

/** Sends `file` through the form that adds an image to the project `card`, with its alternative text. */
async function addImage(card: Locator, title: string, altText: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await card.getByRole('textbox', { name: 'Texte alternatif' }).last().fill(altText);
  await card.getByLabel(new RegExp(`^Image pour «\\s${title}\\s» \\(JPEG, PNG ou WebP\\)$`)).setInputFiles(file);
}

for (const width of [1280, 375]) {
  test(`a candidate builds her book from six phone photos and a PDF, reorders it, and the stored images carry no GPS (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(stretched(240_000));
    const account = await registerCandidate(request, `book-career-${width}`);
    await confirmEmail(request, account.email);
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 800 : 900 },
      locale: 'fr-FR',
      hasTouch: width < 600,
    });
    const page = await context.newPage();
    await signedIn(page, account.email, account.password);
    await page.goto('/dashboard/career');
    const book = page.getByRole('region', { name: 'Mon book' });
    await expect(book).toBeVisible({ timeout: stretched(20_000) });

    let hue = 10;
    const sent: Buffer[] = [];
    for (const project of PROJECTS) {
      const form = book.getByRole('form', { name: 'Nouveau projet' });
      await form.getByRole('textbox', { name: /Titre du projet/ }).fill(project.title);
      await form.getByRole('textbox', { name: 'Année' }).fill(project.year);
      await form.getByRole('textbox', { name: 'Rôle' }).fill(project.role);
      await form.getByRole('button', { name: 'Ajouter le projet' }).click();
      const card = book.getByRole('listitem', { name: project.title });
      await expect(card).toBeVisible();
      for (const altText of project.photos) {
        const buffer = await phonePhoto(page, (hue += 40), altText);
        sent.push(buffer);
        await addImage(card, project.title, altText, { name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer });
        await expect(card.getByRole('img', { name: altText })).toBeVisible({ timeout: stretched(20_000) });
      }
    }
    await expect(book.getByText('3 projets sur 30 · 6 images sur 200')).toBeVisible();
    // What was sent did carry the phone's EXIF and GPS.
    expect(await exifr.gps(sent[0])).toMatchObject({ latitude: expect.closeTo(45.76, 1) });

    await book.getByLabel('Fichier du book (PDF)').setInputFiles({ name: 'book.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await expect(book.getByText('Book PDF enregistré.')).toBeVisible({ timeout: stretched(20_000) });

    // Refusals, in French: HEIC before sending, a bomb and a truncated JPEG by the server.
    const first = book.getByRole('listitem', { name: PROJECTS[0].title });
    await addImage(first, PROJECTS[0].title, 'Une photo HEIC', {
      name: 'IMG_2042.HEIC',
      mimeType: 'image/heic',
      buffer: Buffer.from('ftypheic'),
    });
    await expect(first.getByText(/^Les photos HEIC \(format des iPhone\) ne sont pas acceptées/)).toBeVisible();
    await addImage(first, PROJECTS[0].title, 'Une bombe', { name: 'bombe.png', mimeType: 'image/png', buffer: pngBomb() });
    await expect(first.getByText("L'image dépasse 40 mégapixels : réduisez-la avant de l'envoyer (JPEG, PNG ou WebP).")).toBeVisible({
      timeout: stretched(20_000),
    });
    const whole = await photo(page, 300, 'Coupée');
    await addImage(first, PROJECTS[0].title, 'Une photo coupée', {
      name: 'coupee.jpg',
      mimeType: 'image/jpeg',
      buffer: whole.subarray(0, whole.length / 2),
    });
    await expect(first.getByText("L'image est illisible ou incomplète : envoyez un fichier JPEG, PNG ou WebP entier.")).toBeVisible({
      timeout: stretched(20_000),
    });
    await expect(book.getByText('3 projets sur 30 · 6 images sur 200')).toBeVisible();

    // Reordered: the third project dragged up twice, then an image moved up by keyboard.
    expect(await projectOrder(book)).toEqual(PROJECTS.map((p) => p.title));
    // As a hand would: the card's title dropped on the lower edge of the card above it.
    const card = (n: number) => book.getByRole('listitem', { name: PROJECTS[n].title });
    const edge = async (n: number) => ({ x: 24, y: (await card(n).boundingBox())!.height - 12 });
    await card(2)
      .getByRole('heading', { name: PROJECTS[2].title })
      .dragTo(card(1), { targetPosition: await edge(1) });
    await expect.poll(() => projectOrder(book)).toEqual([PROJECTS[0].title, PROJECTS[2].title, PROJECTS[1].title]);
    await card(2)
      .getByRole('heading', { name: PROJECTS[2].title })
      .dragTo(card(0), { targetPosition: await edge(0) });
    await expect.poll(() => projectOrder(book)).toEqual([PROJECTS[2].title, PROJECTS[0].title, PROJECTS[1].title]);
    await expect(book.getByRole('status').filter({ hasText: `${PROJECTS[2].title} : 1 / 3` })).toBeAttached();
    const cabinet = book.getByRole('listitem', { name: PROJECTS[1].title });
    const up = cabinet.getByRole('button', { name: /^Monter «\sTiroirs en paille\s»$/ });
    await up.focus();
    await page.keyboard.press('Enter');
    const images = cabinet.getByRole('list', { name: /^Images de/ }).getByRole('img');
    await expect
      .poll(() => images.evaluateAll((all) => all.map((i) => i.getAttribute('alt'))))
      .toEqual(['Tiroirs en paille', 'Cabinet ouvert']);
    await page.screenshot({ path: `test-results/book-career-${width}.png`, fullPage: true });

    // The images she is served, re-encoded: the JPEG has no EXIF and no GPS (exifr reads
    // JPEG, not WebP), and the WebP no EXIF or XMP chunk.
    const shown = cabinet.getByRole('img', { name: 'Cabinet ouvert' });
    const jpeg = await request.get(new URL((await shown.getAttribute('src'))!, page.url()).href);
    expect(jpeg.status()).toBe(200);
    const stored = await jpeg.body();
    expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await exifr.parse(stored, { tiff: true, exif: true, gps: true, xmp: true })).toBeUndefined();
    expect(await exifr.gps(stored)).toBeUndefined();
    const webp = await request.get(await shown.evaluate((image) => (image as HTMLImageElement).currentSrc));
    const riff = await webp.body();
    expect(riff.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const chunks: string[] = [];
    for (let at = 12; at + 8 <= riff.length; at += 8 + riff.readUInt32LE(at + 4) + (riff.readUInt32LE(at + 4) % 2)) {
      chunks.push(riff.subarray(at, at + 4).toString('latin1'));
    }
    expect(chunks.filter((c) => c === 'EXIF' || c === 'XMP ')).toEqual([]);
    await context.close();
  });
}
