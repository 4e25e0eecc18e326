/** French texts of « Intégrations » (`/dashboard/integrations`, issue 38): the ATS hand-off. */
import type { DeliveryStatus } from '../../gql/graphql';

export const INTEGRATIONS_MESSAGES = {
  webhook: 'Webhook',
  webhookIntro:
    'Chaque nouvelle candidature est envoyée à votre logiciel de recrutement (ATS) : une requête POST en JSON, signée. En cas d’échec, nous réessayons pendant 24 heures.',
  url: 'Adresse du webhook (https://…)',
  save: 'Enregistrer l’adresse',
  saving: 'Enregistrement…',
  saved: 'L’adresse du webhook est enregistrée.',
  secret: 'Secret de signature',
  secretHelp: 'Vérifiez l’en-tête Ensemblier-Signature avec ce secret : la méthode est décrite dans la documentation de l’API.',
  show: 'Afficher',
  hide: 'Masquer',
  copy: 'Copier',
  copied: 'Copié dans le presse-papiers.',
  replaceSecret: 'Remplacer le secret',
  confirmReplaceSecret: 'Remplacer le secret ? Les prochains envois seront signés avec le nouveau : mettez votre ATS à jour.',
  secretReplaced: 'Un nouveau secret a été créé.',
  test: 'Envoyer un test',
  testQueued: 'Un envoi de test part dans un instant : il apparaît dans la liste ci-dessous.',
  remove: 'Supprimer le webhook',
  confirmRemove: 'Supprimer le webhook ? Les nouvelles candidatures ne seront plus envoyées à votre ATS.',
  removed: 'Le webhook a été supprimé.',
  deliveries: 'Derniers envois',
  noDeliveries: 'Aucun envoi pour le moment.',
  refresh: 'Actualiser',
  statuses: {
    PENDING: 'En attente',
    DELIVERED: 'Reçu',
    FAILED: 'Échec',
  } satisfies Record<DeliveryStatus, string>,
  ping: 'Test',
  /** A delivery's line by its event (`application.created`, `message.created`, `interview.scheduled`). */
  delivery: (event: string, candidate: string | null | undefined, offer: string | null | undefined) => {
    const application = candidate && offer ? `candidature de ${candidate} — ${offer}` : 'candidature';
    if (event === 'message.created') return `Message, ${application}`;
    if (event === 'interview.scheduled') return `Entretien, ${application}`;
    return candidate && offer ? `Candidature de ${candidate} — ${offer}` : 'Candidature';
  },
  attempts: (count: number) => (count === 1 ? '1 essai' : `${count} essais`),
  httpStatus: (status: number) => `réponse ${status}`,
  nextTry: (at: string) => `prochain essai ${at}`,
  deliveredAt: (at: string) => `reçu ${at}`,
  sendAgain: 'Renvoyer',
  sendAgainOf: (id: number) => `Renvoyer l’envoi n° ${id}`,
  sentAgain: 'L’envoi repart dans un instant.',
  api: 'API en lecture',
  apiIntro: 'Votre ATS peut lire vos annonces et vos candidatures (documents compris) avec un jeton : 150 requêtes par minute au plus.',
  noToken: 'Aucun jeton pour le moment.',
  tokenInfo: (prefix: string, day: string) => `Jeton ${prefix}… créé le ${day}`,
  tokenBy: (email: string) => `par ${email}`,
  tokenUsed: (at: string) => `dernière utilisation ${at}`,
  tokenNeverUsed: 'jamais utilisé',
  createToken: 'Créer un jeton',
  replaceToken: 'Remplacer le jeton',
  confirmReplaceToken: 'Remplacer le jeton ? L’ancien cessera de fonctionner immédiatement.',
  newToken: 'Votre nouveau jeton : copiez-le maintenant, il ne sera plus affiché.',
  revokeToken: 'Révoquer le jeton',
  confirmRevokeToken: 'Révoquer le jeton ? Votre ATS ne pourra plus lire vos données.',
  tokenRevoked: 'Le jeton a été révoqué.',
  documentation: 'Documentation : GET /api/v1/offers et /api/v1/applications avec l’en-tête Authorization: Bearer <jeton>.',
};
