/** The post editor's rules on the client: what the form holds and sends (docs/admin.md). */
import { formatDateTime } from './format';
import { CONTENT_MESSAGES } from './contentMessages';

const M = CONTENT_MESSAGES;

export interface PostFormValues {
  title: string;
  subtitle: string;
  intro: string;
  content: string;
  /** Empty: the server derives it from the title. */
  slug: string;
  featuredImagePath: string;
}

export type PostState = 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';

export const EMPTY_POST: PostFormValues = { title: '', subtitle: '', intro: '', content: '', slug: '', featuredImagePath: '' };

export function valuesOf(post: Omit<PostFormValues, 'featuredImagePath'> & { featuredImagePath: string | null }): PostFormValues {
  const { title, subtitle, intro, content, slug, featuredImagePath } = post;
  return { title, subtitle, intro, content, slug, featuredImagePath: featuredImagePath ?? '' };
}

/** The slug the server would derive from a title (shown as a hint; the server decides). */
export function derivedSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Text of an editor's HTML, to tell an empty document (`<p></p>`) from a written one. */
function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim().length > 0;
}

/** The first rule the form breaks, in French (the server checks all of them again). */
export function postFormError(values: PostFormValues): string | null {
  if (!values.title.trim()) return M.editor.missingTitle;
  if (!hasText(values.content)) return M.editor.missingContent;
  return null;
}

/** What the mutation sends. */
export function postInput(values: PostFormValues) {
  return { ...values, title: values.title.trim(), slug: values.slug.trim() };
}

/** « Brouillon », « Programmé pour le … », « Publié le … ». */
export function stateLabel(state: PostState, publishedAt: unknown): string {
  const when = publishedAt ? formatDateTime(String(publishedAt)) : '';
  switch (state) {
    case 'DRAFT':
      return M.posts.states.DRAFT;
    case 'SCHEDULED':
      return M.posts.scheduledFor(when);
    case 'PUBLISHED':
      return M.posts.publishedOn(when);
  }
}

/** A `datetime-local` value (the browser's time) as an instant, or null when incomplete. */
export function scheduleInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
