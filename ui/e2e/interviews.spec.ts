/**
 * Interviews (issue 53, item 4), in the browser: the recruiter proposes two slots from the application's page, the
 * candidate picks one, the recruiter moves it, the candidate cancels it. Each invitation mailed to her is read back by
 * ical.js (Mozilla's iCalendar parser, nobody's here): `METHOD:REQUEST` with one `UID` and a growing `SEQUENCE`, times
 * in Europe/Paris with its `VTIMEZONE`, then `METHOD:CANCEL`.
 */
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { signedIn, signIn } from './support/accounts';
import { appliedToOffer, newPage } from './support/application';
import { calendarsTo } from './support/mail';
import { stretched } from './support/time';

/** `YYYY-MM-DD`, `days` from today. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Fills a slot's fields (the group « Créneau n » or the move form). */
async function fillSlot(page: Page, group: string, day: string, time: string) {
  const slot = page.getByRole('group', { name: group });
  await slot.getByLabel('Date').fill(day);
  await slot.getByLabel('Heure').fill(time);
}

interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  /** The event's start as written: Paris wall-clock time and its zone. */
  start: string;
  zone: string;
  zones: string[];
}

function read(ics: string): Invitation {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const start = event.getFirstProperty('dtstart')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    start: String(start.getFirstValue()),
    zone: String(start.getParameter('tzid')),
    zones: calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))),
  };
}

/** The candidate's invitations once there are `count` of them. */
async function invitations(email: string, count: number): Promise<Invitation[]> {
  await expect.poll(() => calendarsTo(email).length, { timeout: stretched(20_000) }).toBe(count);
  return calendarsTo(email).map(read);
}

test('an interview is proposed, picked, moved and cancelled, each invitation read by a calendar', async ({ browser, request }) => {
  test.setTimeout(stretched(180_000));
  const suffix = Math.random().toString(36).slice(2, 7);
  const { owner, candidate, threadPath } = await appliedToOffer(request, 'entretien', {
    title: `Ébéniste restaurateur H/F ${suffix}`,
    companyPresentation: 'Un atelier d’ébénisterie depuis 1971.',
    description: 'Restauration de meubles anciens, marqueterie, vernis au tampon.',
    perfectCandidateDescription: 'Une main sûre et la patience du bois.',
  });
  const [first, second, moved] = [inDays(8), inDays(9), inDays(10)];

  // The recruiter proposes two slots at the workshop.
  const recruiter = await newPage(browser);
  await signIn(recruiter, owner.email, owner.password);
  await expect(recruiter).toHaveURL(/\/dashboard\/jobs$/);
  await recruiter.goto(threadPath);
  const block = recruiter.getByTestId('interview');
  await block.getByRole('button', { name: 'Proposer un entretien' }).click();
  await fillSlot(recruiter, 'Créneau 1', first, '10:00');
  await block.getByRole('button', { name: 'Ajouter un créneau' }).click();
  await fillSlot(recruiter, 'Créneau 2', second, '14:30');
  await block.getByRole('button', { name: 'Envoyer la proposition' }).click();
  await expect(block).toContainText('Créneaux proposés, en attente du choix du candidat');

  // The candidate picks the second one.
  const ines = await newPage(browser);
  await signedIn(ines, candidate.email, candidate.password);
  await ines.goto(threadPath);
  const hers = ines.getByTestId('interview');
  await expect(hers.getByRole('button', { name: 'Choisir ce créneau' })).toHaveCount(2);
  await hers.getByRole('listitem').filter({ hasText: '14:30' }).getByRole('button', { name: 'Choisir ce créneau' }).click();
  await expect(hers.getByTestId('interview-when')).toContainText('Entretien fixé le');
  await expect(hers.getByTestId('interview-when')).toContainText('14:30');
  const [invited] = await invitations(candidate.email, 1);
  expect(invited.method).toBe('REQUEST');
  expect(invited.start).toBe(`${second}T14:30:00`);
  expect(invited.zone).toBe('Europe/Paris');
  expect(invited.zones).toEqual(['Europe/Paris']);
  expect(
    calendarsTo(owner.email)
      .map(read)
      .map(({ uid }) => uid),
  ).toEqual([invited.uid]);
  await ines.setViewportSize({ width: 375, height: 800 });
  await hers.scrollIntoViewIfNeeded();
  await ines.screenshot({ path: 'test-results/interview-picked-375.png' });

  // The recruiter moves it to 16 h the day after: the same event, a new sequence.
  await recruiter.reload();
  await block.getByRole('button', { name: 'Déplacer' }).click();
  await fillSlot(recruiter, "Nouvel horaire de l'entretien", moved, '16:00');
  await block.getByRole('button', { name: 'Déplacer l’entretien' }).click();
  await expect(block.getByTestId('interview-when')).toContainText('16:00');
  await block.scrollIntoViewIfNeeded();
  await recruiter.screenshot({ path: 'test-results/interview-moved-1280.png' });
  const [, update] = await invitations(candidate.email, 2);
  expect(update).toMatchObject({ method: 'REQUEST', uid: invited.uid, start: `${moved}T16:00:00`, zone: 'Europe/Paris' });
  expect(update.sequence).toBeGreaterThan(invited.sequence);

  // The candidate cancels: her calendar removes the same event.
  await ines.reload();
  await hers.getByRole('button', { name: "Annuler l'entretien" }).click();
  await expect(hers).toContainText('Entretien annulé par le candidat.');
  const [, , cancel] = await invitations(candidate.email, 3);
  expect(cancel).toMatchObject({ method: 'CANCEL', uid: invited.uid });
  expect(cancel.sequence).toBeGreaterThan(update.sequence);
  await recruiter.reload();
  await expect(block).toContainText('Entretien annulé par le candidat.');
});
