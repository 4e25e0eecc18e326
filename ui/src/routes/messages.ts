/** French texts of the router itself (errors). */
export const ROUTE_MESSAGES = {
  errorTitle: 'Oups, cette page n’a pas pu s’afficher',
  errorText: 'Un problème est survenu pendant le chargement. Rechargez la page ; si le problème persiste, revenez un peu plus tard.',
  reload: 'Recharger la page',
  home: 'Retour à l’accueil',
};
