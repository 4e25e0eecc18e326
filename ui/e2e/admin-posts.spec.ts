/**
 * The back-office's content (issue 19, parts 2 and 3): a staff member writes a post with an
 * image in the rich-text editor, previews it, publishes it (it shows on the home page and on
 * /tendance-rh), and adds a partner (it shows on the home page). The journey then takes both
 * off again, so later specs (content, first-screen…) see the seeded posts and partners.
 */
import { expect, test } from '@playwright/test';
import { deflateSync, crc32 } from 'node:zlib';
import { signIn } from './support/accounts';
import { registerStaff, shoot } from './support/staff';
import { stretched } from './support/time';

/** A real PNG of one colour, `width` × `height`. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a staff member writes, previews and publishes a post, and adds a partner', async ({ page, request }) => {
  test.setTimeout(stretched(120_000));
  page.on('dialog', (dialog) => void dialog.accept());
  const staff = await registerStaff(request, 'redaction');
  await signIn(page, staff.email, staff.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  // The header's link for staff.
  await page.getByRole('navigation', { name: 'Navigation principale' }).first().getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin\/chiffres$/);
  const nav = page.getByRole('navigation', { name: 'Sections de l’administration' });
  await nav.getByRole('link', { name: 'Articles' }).click();
  await page.getByRole('link', { name: 'Écrire un article' }).click();

  const title = `Les ateliers recrutent ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
  await page.getByRole('textbox', { name: 'Sous-titre' }).fill('Ce que cherchent les maisons cette saison');
  await page.getByRole('textbox', { name: 'Chapeau' }).fill('Tapissiers, doreurs et ébénistes : les offres se multiplient.');
  await page
    .getByLabel('Image à la une')
    .setInputFiles({ name: 'atelier.png', mimeType: 'image/png', buffer: png(1200, 630, [196, 98, 45]) });
  await expect(page.getByRole('img', { name: 'Image à la une : aperçu' })).toHaveAttribute('src', /^\/uploads\/images\//);
  const editor = page.getByRole('textbox', { name: 'Contenu' });
  await editor.click();
  await page.getByRole('button', { name: 'Intertitre', exact: true }).click();
  await page.keyboard.type('Un marché qui bouge');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Les ateliers de tapisserie cherchent des apprentis.');
  await expect(editor.locator('h2')).toHaveText('Un marché qui bouge');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article enregistré.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
  await expect(page.getByText('Brouillon', { exact: true })).toBeVisible();

  // The preview is the public article.
  await page.getByRole('button', { name: 'Aperçu' }).click();
  const preview = page.getByRole('region', { name: 'Aperçu' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Un marché qui bouge' })).toBeVisible();
  await expect(preview.getByRole('img', { name: `Illustration de l’article « ${title} »` })).toBeVisible();
  await shoot(page, 'article');

  await page.getByRole('button', { name: 'Publier maintenant' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article publié.' })).toBeVisible();
  await expect(page.getByText(/^Publié le /)).toBeVisible();
  const postPath = new URL(page.url()).pathname;

  await nav.getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Publié le');
  await shoot(page, 'articles');

  // On the home page and /tendance-rh, newest first.
  await page.goto('/');
  const homePosts = page.getByRole('region', { name: 'Tendances RH' }).getByRole('article');
  await expect(homePosts.first()).toContainText(title);
  await page.goto('/tendance-rh');
  await expect(page.getByRole('article').first()).toContainText(title);
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `Illustration de l’article « ${title} »` })).toHaveAttribute('src', /^\/uploads\/images\//);

  // A partner, added at the end of the carousel.
  await page.goto('/admin/accueil');
  await page.getByRole('button', { name: 'Ajouter un partenaire' }).click();
  const partner = `Atelier partenaire ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Ajouter un partenaire' });
  await form.getByRole('textbox', { name: 'Nom' }).fill(partner);
  await form.getByRole('textbox', { name: /^Lien/ }).fill('javascript:alert(1)');
  await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(320, 120, [40, 60, 80]) });
  await expect(form.getByRole('img', { name: 'Logo : aperçu' })).toBeVisible();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Le lien du partenaire doit être une adresse web complète commençant par http:// ou https://.',
  );
  await form.getByRole('textbox', { name: /^Lien/ }).fill('https://atelier.example');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré.' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: partner });
  await row.getByRole('button', { name: `Monter « ${partner} »` }).click();
  await expect(row.getByRole('button', { name: `Descendre « ${partner} »` })).toBeEnabled();
  await shoot(page, 'accueil');

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Nos partenaires' }).getByRole('img', { name: partner, includeHidden: true })).toHaveCount(
    1,
  );

  // Leave the seeded content as it was: the partner deleted, the post unpublished.
  await page.goto('/admin/accueil');
  await page.getByRole('button', { name: `Supprimer « ${partner} »` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: partner })).toHaveCount(0);
  await page.goto(postPath);
  await page.getByRole('button', { name: 'Dépublier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article retiré du site.' })).toBeVisible();
  await page.goto('/tendance-rh');
  await expect(page.getByRole('article').first()).not.toContainText(title);
});
