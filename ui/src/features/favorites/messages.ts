/** `/dashboard/favorites` (spec section 2: `company name - locality : title`, a heart removes one). */
export const FAVORITES_MESSAGES = {
  listLabel: 'Mes offres favorites',
  count: (count: number) => (count <= 1 ? `${count} offre favorite` : `${count} offres favorites`),
  item: (company: string, locality: string, title: string) => `${company} - ${locality} : ${title}`,
  expired: 'Expirée',
  empty: 'Vous n’avez pas encore d’offre favorite.',
  emptyHint: 'Touchez le cœur d’une offre pour la retrouver ici.',
  more: 'Afficher plus de favoris',
  allOffers: 'Voir toutes les annonces',
};
