/** Amounts to the cent, as on the invoice: `588,00 €`. */
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

export function formatCents(cents: number): string {
  return euros.format(cents / 100);
}

const day = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' });

/** `23/11/2026`. */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

/** The route's pricing key: `urgent` is an alias of 6. */
export function isUrgentKey(key: string, urgentIds: readonly string[]): boolean {
  return key === 'urgent' || urgentIds.includes(key);
}
