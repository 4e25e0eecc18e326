/**
 * Numbers in French, as `Intl.NumberFormat('fr-FR')` writes them: `1 234` (a narrow no-break
 * space between groups), `12,5`. The server writes the first screen of `/emploi` with the same
 * rule (`french_number`, `french_decimal` in src/http/first_screen.rs); fixtures/french-numbers.json
 * holds both to it.
 */
const whole = new Intl.NumberFormat('fr-FR');
const tenths = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** `1234` → `1 234`. */
export const frenchNumber = (value: number): string => whole.format(value);

/** `1234.56` → `1 234,6` (at most one digit after the comma). */
export const frenchDecimal = (value: number): string => tenths.format(value);

/** Bytes in one Mo (MB), as the server counts a file's limit (1 024 × 1 024). */
const MEGABYTE = 1024 * 1024;

/** A file limit in bytes as the messages say it, in Mo: `5242880` → `5`. */
export const megabytes = (bytes: number): string => frenchDecimal(bytes / MEGABYTE);
