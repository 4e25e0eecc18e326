/**
 * /comment-fonctionne-ensemblier (issue 54, item 6): each automated step of the site, as the
 * code does it, what it reads, and that no machine ever sorts out an application. Each
 * section names its code in a comment: change the text when the code changes.
 */
import type { ProseSection } from '../../../components/Prose';
import { LIMITS } from '../../../gql/limits';
import { guillemets } from '../../../lib/french';

export const HOW_IT_WORKS_PATH = '/comment-fonctionne-ensemblier';

export const HOW_IT_WORKS_MESSAGES = {
  meta: {
    title: 'Comment fonctionne Ensemblier',
    description:
      'Le classement des offres, la correction des fautes, les suggestions, les offres similaires, les alertes et la vérification des annonces : ce que fait la machine, avec quelles données, et ce qu’elle ne fait jamais.',
  },
  eyebrow: 'Transparence',
  title: 'Comment fonctionne Ensemblier',
  intro:
    'Quelques étapes du site sont automatiques : elles classent et proposent des offres, et relisent les annonces. Voici chacune, telle qu’elle fonctionne réellement, et les données qu’elle utilise. Aucune ne décide à la place d’une personne : aucune candidature n’est jamais filtrée, notée ni rejetée par une machine.',
  tocLabel: 'Sommaire',
};

export const HOW_IT_WORKS_SECTIONS: readonly ProseSection[] = [
  // index/src/query.rs (`Sort`), index/src/collect.rs, docs/search.md "Order and cursors".
  {
    id: 'classement',
    title: 'L’ordre des offres',
    blocks: [
      `La liste des offres (${guillemets('Trier par')}) suit l’un de ces trois ordres, toujours le même pour la même recherche :`,
      {
        list: [
          `${guillemets('Pertinence')} (l’ordre par défaut) : d’abord les offres dont l’option Urgent est en cours (une option payante de ${LIMITS.days.urgent} jours achetée par le recruteur), puis, si vous avez saisi des mots-clés, les offres qui les contiennent le mieux, puis les plus récentes.`,
          `${guillemets('Plus récentes')} : la date de début de l’annonce, de la plus récente à la plus ancienne, Urgent ou non.`,
          `${guillemets('Salaire')} : le salaire minimum de la fourchette brute le plus élevé d’abord (un salaire horaire ou mensuel est ramené à l’année : 1 820 heures, 12 mois), puis les plus récentes ; les offres sans fourchette viennent à la fin.`,
        ],
      },
      'Avec des mots-clés, une offre passe devant une autre quand vos mots sont dans son titre ou son métier (ils comptent le plus), plutôt que dans le nom de l’entreprise ou ailleurs dans le texte, et quand ils y sont tels que vous les avez tapés (ou par un synonyme du métier) plutôt que corrigés. Chaque mot tapé doit se trouver dans l’offre, tel quel, corrigé ou par un synonyme.',
      `Les filtres (contrat, type d’emploi, salaire, métier, lieu, ${guillemets('Salaire minimum')}, ${guillemets('Dans un rayon de')}) ne font que retenir ou écarter des offres ; ils ne changent pas leur ordre. Un nom de lieu tapé parmi les mots-clés (${guillemets('architecte lyon')}) devient le lieu de la recherche et s’affiche comme un filtre que vous pouvez retirer. Le rayon se mesure depuis les coordonnées de la commune.`,
      'Données utilisées : le texte des offres en ligne (titre, métier, description, profil recherché, nom et présentation de l’entreprise), leurs critères, leur lieu, la date de début de l’annonce et l’option Urgent. Rien sur vous : ni votre profil, ni vos candidatures, ni votre navigation. Deux personnes qui font la même recherche voient les mêmes offres dans le même ordre.',
    ],
  },
  // index/src/words.rs, index/src/vocabulary.rs.
  {
    id: 'fautes-de-frappe',
    title: 'La correction des fautes de frappe',
    blocks: [
      'Un mot mal tapé est corrigé pour la recherche : d’une lettre pour un mot de 5 à 8 lettres (une lettre ajoutée, oubliée, remplacée, ou deux lettres voisines inversées), de deux lettres à partir de 9 lettres. La première lettre doit être juste ; les mots de moins de 5 lettres, ceux qui contiennent un chiffre et les noms de lieux ne sont jamais corrigés.',
      `La correction est choisie parmi les mots des offres en ligne, et seulement quand elle s’y trouve plus de 4 fois plus souvent que le mot tapé : ${guillemets('tapisier')} devient ${guillemets('tapissier')}, mais ${guillemets('peintre')} n’est jamais lu comme ${guillemets('peindre')}. Quand la correction change les résultats, la page l’écrit (${guillemets('Résultats pour …')}) et propose ${guillemets('Rechercher exactement')} votre mot, sans aucune correction.`,
      `Une liste d’abréviations et de synonymes du métier, relue par l’équipe, s’ajoute à vos mots (${guillemets('archi')}, ${guillemets('déco')}, ${guillemets('VM')}, ${guillemets('CDP')}, les mots anglais du métier et leurs équivalents français). Elle s’applique à votre recherche, jamais au texte des annonces.`,
      'Données utilisées : les mots que vous tapez et les mots des offres en ligne.',
    ],
  },
  // index/src/suggest.rs.
  {
    id: 'suggestions',
    title: 'Les suggestions pendant la saisie',
    blocks: [
      `Dans ${guillemets('Quel job ?')}, à partir de 2 caractères, le site propose jusqu’à 8 métiers, titres d’annonces et mots des offres en ligne qui commencent comme votre texte. À partir de 3 caractères, une faute est tolérée (une lettre, deux à partir de 8 caractères) : ces propositions viennent après les autres et sont annoncées ${guillemets('orthographe corrigée')}.`,
      'Ordre : les propositions exactes avant les corrigées, puis celles qui ont le plus d’offres en ligne, puis les métiers avant les mots et les titres. Une proposition sans offre en ligne n’est jamais montrée.',
      'Données utilisées : le texte que vous êtes en train de taper et les métiers, titres et mots des offres en ligne.',
    ],
  },
  // src/search/similar.rs.
  {
    id: 'offres-similaires',
    title: 'Les offres similaires',
    blocks: [
      'Sous chaque offre (et à la place d’une offre expirée), quatre autres offres en ligne, cherchées dans cet ordre : la même famille de métiers à moins de 50 km de la commune de l’offre, puis la même famille de métiers partout, puis toute offre à moins de 50 km. À chaque étape, les offres Urgent d’abord, puis les plus récentes.',
      'Données utilisées : le métier et la commune de l’offre que vous consultez, et les offres en ligne. Ni votre historique ni vos candidatures.',
    ],
  },
  // src/recommendations/, index/src/recommend.rs, docs/recommendations.md.
  {
    id: 'offres-pour-vous',
    title: 'Les offres pour vous',
    blocks: [
      `Dans votre tableau de bord, ${guillemets('Offres pour vous')} propose jusqu’à 6 offres en ligne. D’abord, le site écarte toujours : une offre dont la fourchette n’atteint pas votre salaire plancher (un salaire horaire ou mensuel ramené à l’année : 1 820 heures, 12 mois), une offre hors du rayon autour de vos villes, d’un contrat que vous n’avez pas choisi, une offre à laquelle vous avez postulé et une offre écartée par ${guillemets('Pas pour moi')}.`,
      'Ensuite, les offres restantes sont classées selon leur ressemblance avec ce que vous nous avez dit : vos métiers, les titres et métiers des offres auxquelles vous avez postulé et de vos favoris. Les mots rares (un métier précis) comptent plus que les mots que toutes les offres emploient. Aucun modèle extérieur, aucune donnée d’un autre site. À ressemblance voisine, les offres les plus récentes d’abord. Chaque offre dit pourquoi elle vous est proposée (au moins deux raisons, par exemple le métier, la distance à votre ville, votre salaire plancher).',
      'Données utilisées : vos préférences (métiers, villes et rayon, contrats, salaire plancher, date de disponibilité), vos candidatures, vos favoris et vos refus ; vos coordonnées et votre CV ne sont pas lus. Ce classement ne sert qu’à vous : il ne classe ni ne filtre jamais les candidats pour les recruteurs, qui ne voient ni vos préférences ni vos refus.',
      `Vous pouvez désactiver ces offres et leur e-mail hebdomadaire, et effacer vos refus, dans ${guillemets('Mon CV')}, rubrique ${guillemets('Ce que je recherche')} ; chaque e-mail contient un lien de désinscription. Vos préférences et vos refus figurent dans le téléchargement de vos données et sont effacés avec votre compte.`,
    ],
  },
  // src/alerts/matching.rs, index/src/matcher.rs, docs/alerts.md.
  {
    id: 'alertes',
    title: 'Les alertes emploi',
    blocks: [
      'Une alerte est une recherche que vous avez enregistrée (mots-clés, lieux, rayon, filtres). Chaque jour ou chaque semaine, selon la fréquence choisie, les nouvelles offres sont comparées à ses critères exactement comme la recherche le ferait, mais sans correction des fautes (pour qu’une alerte garde le même sens d’une semaine à l’autre). Les offres trouvées vous sont envoyées par e-mail, chacune une seule fois.',
      'Données utilisées : les critères de l’alerte, son rythme et votre adresse e-mail. Vous pouvez la modifier, la désactiver ou la supprimer depuis votre tableau de bord, ou vous désinscrire depuis chaque e-mail.',
    ],
  },
  // src/offers/wording.rs, src/offers/pay_wording.rs, docs/moderation.md.
  {
    id: 'verification-des-annonces',
    title: 'La vérification des annonces',
    blocks: [
      'Pendant qu’un recruteur rédige son annonce, puis à sa publication, un vérificateur relit son titre, la présentation de l’entreprise, la description, le profil recherché et la fourchette de salaire. Il signale :',
      {
        list: [
          `un critère discriminatoire (Code du travail, article L1132-1) : l’âge, le sexe (sans ${guillemets('H/F')} ni les deux formes), l’origine ou la nationalité, la santé ou le handicap, la situation de famille, l’apparence physique ;`,
          'une annonce qui n’est pas rédigée en français (article L5331-1) ;',
          `une adresse e-mail personnelle, une demande d’argent au candidat ou une promesse d’${guillemets('argent facile')} (nos conditions générales) ;`,
          `la transparence des salaires (directive européenne 2023/970) : une question sur le salaire actuel ou passé, un salaire ${guillemets('selon profil')}, un salaire écrit dans le texte en dehors de la fourchette, un titre au seul féminin.`,
        ],
      },
      'Seules les mentions que la loi interdit bloquent la publication : une limite d’âge, la situation de famille, l’origine ou la nationalité, la santé ou le handicap, une demande d’argent au candidat. Le recruteur voit la phrase en cause et l’article de loi ; il corrige et publie. Aucun crédit n’est dépensé.',
      `Les autres signalements ne refusent rien : l’annonce publiée malgré eux est ${guillemets('En attente de validation')} et un membre de l’équipe la lit avant sa mise en ligne. C’est toujours une personne qui la valide ou la retire, en écrivant son motif au recruteur. La machine ne retire jamais une annonce.`,
      'Données utilisées : le texte et la fourchette de salaire de l’annonce, rien d’autre.',
    ],
  },
  // src/salaries/ (mod.rs: MIN_ADS, MIN_COMPANIES, RECENT_DAYS; compute.rs; hint.rs), src/tasks/salary_barometer.rs, docs/salaries.md.
  {
    id: 'barometre-des-salaires',
    title: 'Le baromètre des salaires',
    blocks: [
      `Les pages ${guillemets('Salaires')} (par métier, puis par région) donnent, pour chaque contrat, la médiane du bas et la médiane du haut des fourchettes de salaire brut des annonces, la moitié centrale des annonces (du premier au troisième quartile du milieu de leur fourchette) et le nombre d’annonces. Un salaire horaire ou mensuel est ramené à l’année (1 820 heures, 12 mois).`,
      `Les annonces comptées sont celles en ligne et celles dont la période s’est terminée il y a moins d’un an, chacune une fois, avec la fourchette qu’elle affiche ; pas les annonces supprimées, retirées par la modération, en attente de validation, ni celles d’une entreprise suspendue. Le calcul est refait chaque nuit.`,
      `Une case qui compte moins de 5 annonces, ou des annonces de moins de 3 employeurs, n’affiche jamais de chiffre : elle indique ${guillemets('données insuffisantes')}. Aucun chiffre ne peut ainsi désigner le salaire d’un employeur.`,
      'En rédigeant une annonce, le recruteur voit la même case (son métier, sa région, son contrat) et où se situe la fourchette qu’il tape par rapport à la médiane. C’est une indication : elle ne change ni la publication ni le classement de l’annonce.',
      'Données utilisées : les fourchettes de salaire, le métier, le contrat, la région et l’employeur des annonces (pour compter les employeurs), jamais une annonce en particulier ni rien sur les candidats.',
    ],
  },
  // src/applications/ (apply.rs, limits.rs, triage.rs), src/files/check.rs.
  {
    id: 'candidatures',
    title: 'Les candidatures : jamais triées par une machine',
    blocks: [
      'Aucune candidature n’est filtrée, notée, classée ni rejetée par une machine. Chaque candidature envoyée arrive au recruteur, dans l’ordre d’arrivée (la plus récente en haut de sa liste) ; c’est lui qui la lit et qui décide. Le site ne calcule aucun score de candidat.',
      `Avant l’envoi, le site vérifie seulement la forme : le CV et la lettre doivent être de vrais fichiers PDF de ${Math.round(LIMITS.fileBytes.document / 1048576)} Mo au plus, et, contre les envois automatiques, un candidat envoie au plus 10 candidatures par heure (30 depuis une même adresse réseau). Ces vérifications ne lisent pas le contenu de votre candidature ; un envoi refusé vous dit pourquoi et peut être refait.`,
    ],
  },
  // src/accounts/register.rs (no filter on the candidate's profile), moderation::removal::Reason::OffTopic.
  {
    id: 'acces',
    title: 'Qui peut s’inscrire',
    blocks: [
      'Notre FAQ indique que l’accès peut être restreint pour les candidats dont le profil est éloigné du secteur. En pratique, l’inscription des candidats est ouverte à tous : aucun profil n’est examiné, trié ni bloqué, ni par une machine ni par une personne.',
      `Ce qui est réservé au secteur, ce sont les annonces : une offre étrangère aux métiers de la décoration, de l’architecture intérieure et des arts décoratifs peut être retirée par l’équipe, avec le motif ${guillemets('hors secteur')} écrit au recruteur. Cette décision est toujours prise par une personne.`,
    ],
  },
  {
    id: 'nous-ecrire',
    title: 'Nous écrire',
    blocks: [
      {
        text: 'Une question sur l’une de ces étapes, une décision que vous contestez, une demande sur vos données personnelles : écrivez-nous, une personne de l’équipe vous répond.',
        link: { label: 'Page Contact', href: '/contact' },
      },
      {
        text: 'Vos droits sur vos données (accès, rectification, effacement, opposition) sont décrits dans les',
        link: { label: 'mentions légales', href: '/legal#donnees-personnelles' },
      },
    ],
  },
];
