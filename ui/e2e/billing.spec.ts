/**
 * Buying (issue 17, with the local test provider): a confirmed company buys the pack of 3 with
 * a promotion code, a declined card first shows the provider's message and credits nothing,
 * then 4242… pays; the Urgent upsell boosts its offer to the top of /emploi; /dashboard/status
 * shows the ads and the Urgent offer; /dashboard/billing lists the invoices, whose PDF opens;
 * a bank-transfer order waits until `ensemblier orders mark-paid`.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { signIn } from './support/accounts';
import { giveBillingIdentity, payByCard } from './support/payment';
import { fillOffer, grantCredits, publicSearch, registerCompany } from './support/company';
import { linkFromMail } from './support/mail';
import { stretched } from './support/time';

const SERVER = process.env.E2E_SERVER_BIN ?? '../target/debug/ensemblier';

function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Notifications' }).locator('.MuiAlert-root', { hasText: text });
}

/** `588,00 €` whatever the spaces Intl puts in. */
const money = (text: string) => new RegExp(text.replace(/ /g, '\\s?').replace('€', '\\s?€'));

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('billing', () => {
  test('at 375 px a refused card’s message shows in view, below the sticky header', async ({ browser, request }) => {
    const company = await registerCompany(request, 'recruteur-refus');
    await giveBillingIdentity(request, company.email, company.password);
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(await linkFromMail(company.email, /^\/api\/confirm-email\//));
    await signIn(page, company.email, company.password);
    await expect(page).toHaveURL(/\/dashboard\/jobs$/);
    await page.goto('/tarifs');
    await page.getByRole('link', { name: 'Acheter : Pack 3 annonces' }).click();
    await expect(page.getByTestId('total-ttc')).toBeVisible();
    await payByCard(page, '4000 0000 0000 0002');
    const refused = page.getByRole('alert').filter({ hasText: 'Votre carte a été refusée.' });
    await expect(refused).toBeVisible();
    await expect(refused).toBeInViewport();
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await refused.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    await page.screenshot({ path: 'test-results/payment-refused-375.png' });
    await context.close();
  });

  test('a company buys the pack of 3 with a code, boosts an offer, finds its credits and invoices; a transfer waits for mark-paid', async ({
    browser,
    request,
  }) => {
    test.setTimeout(stretched(240_000));
    const suffix = Math.random().toString(36).slice(2, 7);
    const title = `Ébéniste restaurateur ${suffix}`;
    const code = `BIENVENUE${suffix.toUpperCase()}`;
    execFileSync(SERVER, ['promo', 'create', code, '--percent', '10'], { encoding: 'utf8' });

    // A confirmed company with one published offer (one credit granted, spent on it).
    const company = await registerCompany(request, 'recruteur-achat');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR', acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(await linkFromMail(company.email, /^\/api\/confirm-email\//));
    await grantCredits(request, company.email, company.password, 1);
    await signIn(page, company.email, company.password);
    await expect(page).toHaveURL(/\/dashboard\/jobs$/);
    await page.goto('/emploi/nouvelle-annonce');
    await fillOffer(page, title, /^CDI$/);
    await page.getByRole('button', { name: 'Publier mon annonce' }).click();
    await expect(toast(page, 'Publication en ligne')).toBeVisible();
    await expect.poll(() => publicSearch(request, title), { timeout: stretched(20_000) }).toContain(title);

    // The pack of 3 from the pricing page: amounts of the server, to the cent.
    await page.goto('/tarifs');
    await page.getByRole('link', { name: 'Acheter : Pack 3 annonces' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]+$/);
    // The billing identity every invoice names came from the company's verified SIRET
    // (issue 54): not asked again.
    await expect(page.getByLabel('Récapitulatif de la commande')).toBeVisible();
    await expect(page.locator('form').filter({ hasText: 'Identité de facturation' })).toHaveCount(0);
    await expect(page.getByLabel('Récapitulatif de la commande')).toContainText('Pack 3 annonces');
    await expect(page.getByLabel('Récapitulatif de la commande')).toContainText(money('490,00 €'));
    await expect(page.getByLabel('Récapitulatif de la commande')).toContainText(money('98,00 €'));
    await expect(page.getByTestId('total-ttc')).toHaveText(money('588,00 €'));

    // The code: the button waits for a code; an unknown one says so; a valid one recomputes.
    const apply = page.getByRole('button', { name: 'Appliquer' });
    await expect(apply).toBeDisabled();
    await page.getByLabel('Code promotionnel').fill('INCONNU');
    await apply.click();
    await expect(page.getByText("Ce code promotionnel n'existe pas.")).toBeVisible();
    await page.getByLabel('Code promotionnel').fill(code.toLowerCase());
    await apply.click();
    await expect(page.getByTestId('total-ttc')).toHaveText(money('529,20 €'));
    await expect(page.getByLabel('Récapitulatif de la commande')).toContainText(money('49,00 €'));
    await expectNoAxeViolations(page);

    // A declined card: the provider's message, nothing credited.
    await payByCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert').filter({ hasText: 'Votre carte a été refusée.' })).toBeVisible();

    // 4242…: success, then the Urgent upsell boosts the offer.
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByText('Votre paiement a bien été effectué !')).toBeVisible();
    // Below the success, which stays in view (issue 58, minor 15).
    const upsell = page.getByRole('region', { name: 'Boostez une annonce avec l’option Urgent' });
    await expect(upsell).toBeVisible();
    await upsell.getByRole('button', { name: `Mettre en avant : ${title}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/urgent\/\d+$/);
    await expect(page.getByLabel('Récapitulatif de la commande')).toContainText(title);
    await expect(page.getByTestId('total-ttc')).toHaveText(money('58,80 €'));
    await payByCard(page, '4242424242424242');
    await expect(page.getByText('Votre paiement a bien été effectué !')).toBeVisible();

    // The offer now leads /emploi.
    await expect.poll(async () => (await publicSearch(request, ''))[0], { timeout: stretched(20_000) }).toBe(title);
    await page.goto('/emploi');
    await expect(page.getByRole('article').first()).toContainText(title);

    // The credits: 1 spent before, 3 bought and left; the offer in Urgent with its end date.
    await page.goto('/dashboard/status');
    const wallet = page.getByLabel('Vos crédits d’annonces');
    await expect(wallet).toContainText('Restantes3');
    await expect(wallet).toContainText('Consommées1');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByText(/en tête jusqu’au \d\d\/\d\d\/\d{4}/)).toBeVisible();

    // The invoices, and the PDF of one.
    await page.goto('/dashboard/billing');
    const orders = page.getByRole('table', { name: 'Vos commandes' });
    await expect(orders.getByRole('row')).toHaveCount(3);
    await expect(orders).toContainText(money('529,20 €'));
    await expect(orders).toContainText(money('58,80 €'));
    const download = page.waitForEvent('download');
    await orders
      .getByRole('link', { name: /^Facture F\d{4}-\d{6}$/ })
      .first()
      .click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoAxeViolations(page);

    // A bank transfer waits until the administrator marks it paid.
    await page.goto('/dashboard/payment/1');
    await page.getByRole('button', { name: 'Virement bancaire' }).click();
    await page.getByRole('button', { name: 'Commander et payer par virement' }).click();
    const waiting = page.getByRole('status').filter({ hasText: 'En attente de virement' });
    await expect(waiting).toBeVisible();
    const reference = /ENS-[A-Z0-9]{8}/.exec((await waiting.textContent()) ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');
    // Issue 35: the bank details are on the page (the development seller's), not only in the PDF…
    const details = page.getByRole('region', { name: `Virement de la commande ${reference}` });
    await expect(details).toContainText('IBANFR76 3000 6000 0112 3456 7890 189');
    await expect(details).toContainText('BICAGRIFRPPXXX');
    await expect(details).toContainText(`Référence à indiquer${reference}`);
    await page.goto('/dashboard/billing');
    await expect(orders.getByRole('row', { name: new RegExp(reference) })).toContainText('En attente de virement');
    // … and found again on the billing page while the transfer is awaited.
    await expect(page.getByRole('region', { name: `Virement de la commande ${reference}` })).toContainText(
      'IBANFR76 3000 6000 0112 3456 7890 189',
    );
    expect(execFileSync(SERVER, ['orders', 'mark-paid', reference], { encoding: 'utf8' })).toContain(`Commande ${reference} : payée.`);
    await page.reload();
    await expect(orders.getByRole('row', { name: new RegExp(reference) })).toContainText('Payée');
    await expect(page.getByRole('region', { name: `Virement de la commande ${reference}` })).toHaveCount(0);
    await page.goto('/dashboard/status');
    await expect(page.getByLabel('Vos crédits d’annonces')).toContainText('Restantes4');
  });
});
