import type { BillingIdentity } from './api/billingIdentity';

/**
 * The company's « Adresse de facturation » is free text on several lines (« 12 rue des Arts »,
 * « 69001 Lyon », « France »). The billing identity asks for its parts: a line « <5 digits>
 * <town> » fills an empty postcode and city, a last line naming the country is dropped (the
 * country is chosen apart), and the other lines stay the street, line by line. Never joined
 * into one line (issue 58, minor 14).
 */
export function splitAddress(identity: BillingIdentity, countries: ReadonlyArray<readonly [string, string]>): BillingIdentity {
  // An identity never saved may come without its street.
  const lines = (identity.street ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length < 2) return identity;
  const split = { ...identity };
  const town = lines.findIndex((line) => /^\d{5}\s+\S/.test(line));
  if (town > 0 && !split.postcode && !split.city) {
    const [, postcode, city] = /^(\d{5})\s+(.+)$/.exec(lines[town])!;
    split.postcode = postcode;
    split.city = city;
    lines.splice(town, 1);
  }
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const country = countries.find(([, name]) => fold(name) === fold(lines.at(-1) ?? ''));
  if (country && lines.length > 1 && (!split.country || split.country === country[0])) {
    split.country = country[0];
    lines.pop();
  }
  split.street = lines.join('\n');
  return split;
}
