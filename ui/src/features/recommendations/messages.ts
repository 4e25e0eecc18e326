/** French texts of « Offres pour vous » and of the job preferences behind them (issue 56). */
import { LIMITS } from '../../gql/limits';
import { guillemets } from '../../lib/french';

export const RECOMMENDATIONS_MESSAGES = {
  forYou: {
    empty: 'Aucune offre pour vous pour le moment.',
    emptyHint: `Indiquez vos métiers, vos villes et votre salaire plancher dans ${guillemets('Mon CV')} : nous vous proposerons les offres qui y répondent.`,
    off: 'Vous avez désactivé les offres pour vous.',
    offHint: `Vous pouvez les réactiver dans ${guillemets('Mon CV')}, rubrique ${guillemets('Ce que je recherche')}.`,
    preferences: 'Mes préférences',
    why: 'Pourquoi cette offre :',
    dismiss: 'Pas pour moi',
    dismissLabel: (title: string) => `Pas pour moi : ${title}`,
    dismissed: 'Offre écartée : elle ne vous sera plus proposée.',
    listLabel: 'Offres pour vous',
  },
  preferences: {
    title: 'Ce que je recherche',
    intro: 'Tout est facultatif. Nous nous en servons pour vous proposer des offres, jamais pour vous classer auprès des recruteurs.',
    formLabel: 'Mes préférences de recherche',
    trades: 'Métiers',
    tradesHelp: `Jusqu’à ${LIMITS.preferences.trades} métiers.`,
    towns: 'Villes',
    townsHelp: `Jusqu’à ${LIMITS.preferences.places} villes ; tapez le nom ou le code postal.`,
    radius: 'Rayon autour de mes villes (km)',
    contracts: 'Contrats souhaités',
    contractsHelp: 'Aucun : tous les contrats.',
    payFloor: 'Salaire plancher brut (€)',
    payPeriod: 'Période',
    periods: { YEAR: 'par an', MONTH: 'par mois', HOUR: 'de l’heure' },
    availableFrom: 'Disponible à partir du',
    enabled: `Me proposer des offres (${guillemets('Offres pour vous')})`,
    weekly: 'Recevoir ces offres par e-mail chaque semaine',
    save: 'Enregistrer mes préférences',
    saved: 'Vos préférences ont été enregistrées.',
    dismissals: (count: number) =>
      count === 0
        ? 'Vous n’avez écarté aucune offre.'
        : count === 1
          ? `Vous avez écarté 1 offre (${guillemets('Pas pour moi')}).`
          : `Vous avez écarté ${count} offres (${guillemets('Pas pour moi')}).`,
    erase: 'Effacer mes refus',
    erased: 'Vos refus ont été effacés.',
  },
};
