/** French texts of the shared library code (GraphQL client, data loading). */

export const GRAPHQL_MESSAGES = {
  unknown: 'Une erreur est survenue.',
  network: 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
  unauthorized: 'Votre session a expiré : merci de vous reconnecter.',
};

export const LOADING_MESSAGES = {
  loading: 'Chargement…',
  retry: 'Réessayer',
};

/** Answers of the REST endpoints (spec sections 7 and 8). */
export const REST_MESSAGES = {
  unknown: 'Une erreur est survenue.',
  network: 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
  unauthorized: 'Votre session a expiré : merci de vous reconnecter.',
};
