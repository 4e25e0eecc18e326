import { describe, expect, it } from 'vitest';
import { derivedSlug, EMPTY_POST, postFormError, postInput, scheduleInstant, stateLabel } from './postForm';

describe('the post form', () => {
  it('derives the slug the server would', () => {
    expect(derivedSlug('Salaires 2026 : où en est-on ?')).toBe('salaires-2026-ou-en-est-on');
    expect(derivedSlug('L’œuvre des métiers d’art')).toBe('l-oeuvre-des-metiers-d-art');
    expect(derivedSlug('!!!')).toBe('');
  });

  it('asks for a title and a content, in French', () => {
    expect(postFormError(EMPTY_POST)).toBe('Le champ obligatoire Titre n’a pas été renseigné.');
    expect(postFormError({ ...EMPTY_POST, title: 'Titre', content: '<p></p>' })).toBe(
      'Le champ obligatoire Contenu n’a pas été renseigné.',
    );
    expect(postFormError({ ...EMPTY_POST, title: 'Titre', content: '<p>Texte</p>' })).toBeNull();
  });

  it('sends trimmed title and slug', () => {
    expect(postInput({ ...EMPTY_POST, title: ' Titre ', slug: ' mon-article ' })).toMatchObject({ title: 'Titre', slug: 'mon-article' });
  });

  it('says where a post stands', () => {
    expect(stateLabel('DRAFT', null)).toBe('Brouillon');
    expect(stateLabel('PUBLISHED', '2026-03-12T13:05:00Z')).toBe('Publié le 12/03/2026 14:05');
    expect(stateLabel('SCHEDULED', '2026-03-12T13:05:00Z')).toBe('Programmé pour le 12/03/2026 14:05');
  });

  it('reads a complete date and time only', () => {
    expect(scheduleInstant('')).toBeNull();
    expect(scheduleInstant('2026-03-12')).toBeNull();
    expect(scheduleInstant('2026-03-12T14:05')).toBe(new Date('2026-03-12T14:05').toISOString());
  });
});
