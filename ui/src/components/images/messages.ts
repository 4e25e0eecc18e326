/** The words of every image editor (the book's projects, a company's « Réalisations »). */
import { guillemets } from '../../lib/french';
import { megabytes } from '../../lib/numbers';

export const IMAGE_MESSAGES = {
  altText: 'Texte alternatif',
  altHelp: 'Décrivez ce que montre la photo, pour qui ne la voit pas (obligatoire).',
  caption: 'Légende',
  altFirst: "Écrivez d'abord le texte alternatif de l'image.",
  save: 'Enregistrer',
  up: 'Monter',
  down: 'Descendre',
  moveUp: (what: string) => `Monter ${guillemets(what)}`,
  moveDown: (what: string) => `Descendre ${guillemets(what)}`,
  remove: 'Supprimer',
  removeWhat: (what: string) => `Supprimer ${guillemets(what)}`,
  // The server's own refusals (src/images), said before the upload.
  tooBig: (bytes: number) => `L'image a une taille supérieure à ${megabytes(bytes)}MB.`,
  notImage: "Ce fichier n'est pas une image acceptée : envoyez une image JPEG, PNG ou WebP.",
  heic: `Les photos HEIC (format des iPhone) ne sont pas acceptées : envoyez-la en JPEG, PNG ou WebP (sur iPhone : Réglages › Appareil photo › Formats › ${guillemets('Le plus compatible')}).`,
} as const;

/** What an image input takes. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The browser's first check of an image, in the server's words; null when it may be sent. */
export function imageFileProblem(file: { name: string; type: string; size: number }, maxBytes: number): string | null {
  if (/\.hei[cf]$/i.test(file.name) || /image\/hei[cf]/.test(file.type)) return IMAGE_MESSAGES.heic;
  if (file.type && !/^image\/(jpeg|png|webp)$/.test(file.type)) return IMAGE_MESSAGES.notImage;
  if (file.size > maxBytes) return IMAGE_MESSAGES.tooBig(maxBytes);
  return null;
}
