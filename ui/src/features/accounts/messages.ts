/** French texts of the account pages: sign-in, sign-out, registration, password reset. */
export const ACCOUNT_MESSAGES = {
  login: {
    meta: { title: 'Connexion', description: 'Connectez-vous à votre espace Ensemblier, candidat ou recruteur.' },
    title: 'Connexion',
    intro: 'Retrouvez vos candidatures, vos alertes ou vos annonces.',
    noAccount: "Pas de compte ? S'inscrire",
    forgotPassword: 'Mot de passe oublié ?',
  },
  logout: {
    meta: { title: 'Déconnexion', description: 'Déconnexion de votre espace Ensemblier.' },
    title: 'Déconnexion…',
  },
  register: {
    meta: {
      candidate: { title: 'Inscription candidat', description: 'Créez gratuitement votre compte candidat Ensemblier et postulez aux offres de la décoration.' },
      company: { title: 'Inscription recruteur', description: 'Créez votre compte recruteur Ensemblier et publiez vos offres d’emploi dans la décoration.' },
    },
    title: 'Créer un compte',
    tabsLabel: 'Type de compte',
    candidateTab: 'Je suis candidat',
    companyTab: 'Je suis une entreprise',
    candidateIntro: 'Gratuit : postulez, enregistrez vos favoris et recevez les offres par e-mail.',
    companyIntro: 'Publiez vos offres, suivez vos candidatures et gérez vos crédits d’annonces.',
    haveAccount: 'Déjà inscrit ? Se connecter',
  },
  passwordReset: {
    meta: { title: 'Mot de passe oublié', description: 'Réinitialisez le mot de passe de votre compte Ensemblier.' },
    title: 'Mot de passe oublié',
    titleWithToken: 'Nouveau mot de passe',
    intro: 'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    introWithToken: 'Choisissez votre nouveau mot de passe.',
    backToLogin: 'Retour à la connexion',
  },
};
