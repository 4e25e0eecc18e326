import { guillemets } from '../../lib/french';
/** French texts of the favourite hearts (offer page, search results, home page). */
export const FAVORITE_MESSAGES = {
  add: 'Ajouter aux favoris',
  remove: 'Retirer des favoris',
  addOffer: (title: string) => `Ajouter ${guillemets(title)} aux favoris`,
  removeOffer: (title: string) => `Retirer ${guillemets(title)} des favoris`,
  addFailedTitle: 'Favoris',
  addFailed: 'L’offre n’a pas pu être ajoutée à vos favoris.',
};
