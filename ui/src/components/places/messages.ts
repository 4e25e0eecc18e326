/** French texts of the place select (home search block and job search). */
import type { PlaceType } from '../../lib/jobSearch';

export const PLACE_MESSAGES = {
  label: 'Lieu',
  placeholder: 'Où ?',
  noOptions: 'Aucun lieu ne correspond',
  loading: 'Chargement des lieux…',
  loadError: 'Les lieux n’ont pas pu être chargés.',
  unknownPlace: 'Lieu…',
  missingPlace: 'Lieu introuvable',
  remove: (label: string) => `Retirer ${label}`,
  types: {
    REGION: 'Région',
    DEPARTMENT: 'Département',
    CITY: 'Ville',
    DISTRICT: 'Arrondissement',
  } satisfies Record<PlaceType, string>,
};
