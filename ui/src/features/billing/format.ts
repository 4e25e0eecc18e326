const day = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' });

/** `23/11/2026`. */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

/** The route's pricing key: `urgent` is an alias of 6. */
export function isUrgentKey(key: string, urgentIds: readonly string[]): boolean {
  return key === 'urgent' || urgentIds.includes(key);
}
