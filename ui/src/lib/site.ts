/**
 * Facts about Ensemblier used across pages. Values marked "to confirm" are not known yet
 * and must be checked by the company before launch (docs/ui.md lists them).
 */
export const SITE = {
  name: 'Ensemblier',
  contactEmail: 'contact@ensemblier.fr',
  copyrightYear: 2020,
  /** to confirm: the company's social accounts. */
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/ensemblier/' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/ensemblier/' },
    { name: 'Facebook', url: 'https://www.facebook.com/ensemblier/' },
    { name: 'Pinterest', url: 'https://www.pinterest.fr/ensemblier/' },
  ],
  /** to confirm: the fundraising page the footer supports. */
  donationUrl: 'https://www.fondation-patrimoine.org/faire-un-don',
} as const;

export type SocialNetwork = (typeof SITE.social)[number]['name'];
