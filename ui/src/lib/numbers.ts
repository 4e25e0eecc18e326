import { LIMITS } from '../gql/limits';

/**
 * Numbers and euros in French, the one place the UI writes them.
 *
 * Numbers as `Intl.NumberFormat('fr-FR')` writes them, `1 234`, `12,5`, but groups joined by a
 * no-break space: the narrow one made « 1 850 » read « 1850 » in the pay chips (issue 58, minor 35). The server writes the first screen of `/emploi` with the same rule
 * (`french_number`, `french_decimal` in src/http/first_screen.rs); fixtures/french-numbers.json
 * holds both to it. Euros are built on the same groups, as the server writes them
 * (`euros` in src/offers/pay.rs and src/billing/pdf.rs).
 */
const whole = new Intl.NumberFormat('fr-FR');
const tenths = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** `1234` → `1 234`. */
export const frenchNumber = (value: number): string => whole.format(value).replace(/\u202f/g, '\u00a0');

/** `1234.56` → `1 234,6` (at most one digit after the comma). */
export const frenchDecimal = (value: number): string => tenths.format(value).replace(/\u202f/g, '\u00a0');

/** Bytes in one Mo (MB), as the server counts a file's limit (1 024 × 1 024). */
const MEGABYTE = 1024 * 1024;

/** A file limit in bytes as the messages say it, in Mo: `5242880` → `5`. */
export const megabytes = (bytes: number): string => frenchDecimal(bytes / MEGABYTE);

/** A file's size as a picker shows it: in Ko under one Mo (at least 1, `2048` → `2 Ko`), else in Mo with one decimal at most. */
export const fileSize = (bytes: number): string =>
  bytes < MEGABYTE ? `${frenchNumber(Math.max(1, Math.round(bytes / 1024)))} Ko` : `${megabytes(bytes)} Mo`;

/** The sign, the grouped euros and the two digits of the cents of an amount in cents. */
function parts(cents: number): { sign: string; units: string; rest: string } {
  const positive = Math.abs(Math.round(cents));
  return {
    sign: cents <= -0.5 ? '-' : '',
    units: frenchNumber(Math.trunc(positive / 100)),
    rest: String(positive % 100).padStart(2, '0'),
  };
}

/** Euros from cents, the figures only, cents when there are some: `1400` → `14`, `1250` → `12,50`, `182303` → `1 823,03`. */
export function euros(cents: number): string {
  const { sign, units, rest } = parts(cents);
  return rest === '00' ? `${sign}${units}` : `${sign}${units},${rest}`;
}

/** An amount to the cent with its unit, as on an invoice: `58800` → `588,00 €`, `5` → `0,05 €`. */
export function eurosToTheCent(cents: number): string {
  const { sign, units, rest } = parts(cents);
  return `${sign}${units},${rest}\u00a0€`;
}

/** Whole euros with their unit, rounded: `4990` → `50 €` (a price list's figures). */
export function roundEuros(cents: number): string {
  return `${frenchNumber(Math.round(cents / 100))}\u00a0€`;
}

/** The euros a form field shows and the server reads back, without groups: `3200000` → `32000`, `4990` → `49,90`. */
export function eurosAsTyped(cents: number): string {
  return euros(cents).replace(/\u00a0/g, '');
}

/** Cents of an amount as typed, read as the server's `parse_euros` does (`49,90`, `120`), else null. */
export function centsOfTyped(typed: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{0,2}))?$/.exec(typed.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** The price incl. VAT of a price excl. VAT, as the server's `including_vat` computes it. */
export const includingVat = (cents: number): number => cents + Math.floor((cents * LIMITS.percent.vat) / 100);
