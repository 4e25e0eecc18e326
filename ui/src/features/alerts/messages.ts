import { bindGuillemets, guillemets } from '../../lib/french';
/** `/dashboard/alerts` (spec sections 2, 4 and 9; issue 16). */
export const ALERTS_MESSAGES = {
  listLabel: 'Mes alertes emploi',
  count: (count: number) => (count <= 1 ? `${count} alerte` : `${count} alertes`),
  enabled: 'Alerte active',
  /** The switch off: its label follows (issue 35: an alert switched off read « Alerte active »). */
  disabled: 'Alerte désactivée',
  recurrenceLabel: 'Fréquence',
  recurrence: {
    '1d': 'Dès qu’une offre paraît',
    '7d': 'Une fois par semaine',
  } as Record<string, string>,
  showOffers: 'Voir les offres',
  feed: 'Flux Atom',
  feedLabel: (summary: string) => `Flux Atom de l’alerte ${summary}`,
  delete: 'Supprimer',
  deleteLabel: (summary: string) => `Supprimer l’alerte ${summary}`,
  confirmTitle: 'Supprimer cette alerte ?',
  confirmText: (summary: string) => `Vous ne recevrez plus les offres de l’alerte ${summary}.`,
  confirm: 'Supprimer l’alerte',
  cancel: 'Annuler',
  deleted: 'Alerte supprimée',
  saved: 'Alerte enregistrée',
  empty: 'Vous n’avez pas encore d’alerte emploi.',
  emptyHint: `Lancez une recherche, puis activez ${guillemets('Créer une alerte')} : vous recevrez par e-mail les nouvelles offres qui lui correspondent.`,
  search: 'Rechercher des offres',
  unsubscribe: {
    meta: { title: 'Désinscription d’une alerte', description: 'Désinscription d’une alerte emploi Ensemblier.' },
    title: 'Alertes emploi',
    working: 'Désinscription en cours…',
    disabled: (alerts: string[]) =>
      bindGuillemets(
        alerts.length === 1 ? `Vous ne recevrez plus l’alerte ${alerts[0]}.` : `Vous ne recevrez plus les alertes : ${alerts.join(' ; ')}.`,
      ),
    enabled: (alerts: string[]) =>
      alerts.length === 1 ? bindGuillemets(`L’alerte ${alerts[0]} est réactivée.`) : 'Vos alertes sont réactivées.',
    enable: 'Réactiver l’alerte',
    manage: 'Gérer mes alertes',
    missing: 'Ce lien de désinscription est incomplet.',
  },
};
