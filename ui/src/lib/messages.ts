/** French texts of the shared library code (GraphQL client, data loading). */

/** Field names as users read them (spec section 5). */
export const FIELD_LABELS: Record<string, string> = {
  companyPresentation: "Présentation de l'entreprise",
  title: 'Nom du poste',
  description: 'Description du poste',
  perfectCandidateDescription: 'Le candidat de vos rêves',
  localizedCompanyCompanyId: 'Entreprise',
};

export const GRAPHQL_MESSAGES = {
  variableNotProvided: (name: string) => `Le champ ${name} n'a pas été renseigné.`,
  requiredStringNotProvided: (name: string) => `Le champ obligatoire ${name} n'a pas été renseigné.`,
  required: 'Ce champ est obligatoire.',
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
