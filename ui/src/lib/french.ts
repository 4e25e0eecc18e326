/**
 * French elision: « de » before a name becomes « d’ » when the name starts with a vowel
 * (« la candidature d’Inès », « Logo d’Atelier Berthelin »; issue 35). The mails' `of` in
 * src/mail/templates.rs does the same.
 */
const VOWELS = /^[aàâäeéèêëiîïoôöuùûüy]/i;

export function of(name: string): string {
  const trimmed = name.trim();
  return VOWELS.test(trimmed) ? `d’${trimmed}` : `de ${trimmed}`;
}

/** « text » with no-break spaces inside the guillemets: a line never starts with a lone ». */
export const guillemets = (text: string): string => `«\u00a0${text}\u00a0»`;

/** The same binding in a text written elsewhere (the server's alert sentences): « x » → «\u00a0x\u00a0». */
export const bindGuillemets = (text: string): string => text.replace(/«[ \u202f]?/g, '«\u00a0').replace(/[ \u202f]?»/g, '\u00a0»');
