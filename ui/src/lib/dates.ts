/**
 * Dates in French, at Paris time whatever the visitor's clock says (the site, its mails and
 * its recruiters all live on Paris time): `12 mars 2026`, `12 mars 2026 à 14:05`.
 */
let formats: { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | undefined;

/**
 * Built at the first date written, not when a page's code loads: a time zone's formatter loads
 * ICU data, which lengthened the task that runs a page's chunk as the UI takes over (issue 22).
 */
function paris() {
  formats ??= {
    day: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }),
    time: new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' }),
  };
  return formats;
}

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** French writes the first of the month `1er`. */
const dayText = (date: Date) => paris().day.format(date).replace(/^1 /, '1er ');

/** `2026-03-12T13:05:00Z` → `12 mars 2026` (an unreadable value is returned as it came). */
export function frenchDate(value: string | Date): string {
  const date = parse(value);
  return date ? dayText(date) : String(value);
}

/** `2026-03-12T13:05:00Z` → `12 mars 2026 à 14:05`. */
export function frenchDateTime(value: string | Date): string {
  const date = parse(value);
  return date ? `${dayText(date)} à ${paris().time.format(date)}` : String(value);
}
