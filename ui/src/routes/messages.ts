/** French texts of the router itself (errors). */
export const ROUTE_MESSAGES = {
  errorTitle: 'Oups, cette page n’a pas pu s’afficher',
  errorText: 'Un problème est survenu pendant le chargement. Rechargez la page ; si le problème persiste, revenez un peu plus tard.',
  reload: 'Recharger la page',
  home: 'Retour à l’accueil',
  /** A recruiter (not an owner) on the owner's pages (issue 58, minor 17). */
  ownerOnly: {
    title: 'Page réservée aux titulaires du compte',
    text: 'Les factures et les intégrations de votre entreprise sont gérées par ses titulaires. Demandez-leur ce dont vous avez besoin ; vos annonces et leurs candidatures restent à votre disposition.',
    back: 'Mes annonces',
  },
};
