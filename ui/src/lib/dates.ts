/**
 * Dates in French, at Paris time whatever the visitor's clock says (the site, its mails and
 * its recruiters all live on Paris time): `12 mars 2026`, `12 mars 2026 à 14:05`.
 */
const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** French writes the first of the month `1er`. */
const dayText = (date: Date) => day.format(date).replace(/^1 /, '1er ');

/** `2026-03-12T13:05:00Z` → `12 mars 2026` (an unreadable value is returned as it came). */
export function frenchDate(value: string | Date): string {
  const date = parse(value);
  return date ? dayText(date) : String(value);
}

/** `2026-03-12T13:05:00Z` → `12 mars 2026 à 14:05`. */
export function frenchDateTime(value: string | Date): string {
  const date = parse(value);
  return date ? `${dayText(date)} à ${time.format(date)}` : String(value);
}
