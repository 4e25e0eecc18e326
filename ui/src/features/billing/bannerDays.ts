/** Banner days are Paris days (as the server counts them). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today in France, as YYYY-MM-DD. */
export function parisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 2026-11-24 → 24/11/2026. */
export function frenchDay(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
