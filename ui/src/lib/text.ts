/** Plain text from the offers' sanitised HTML, and the list preview (spec section 2). */

/** The description preview in lists is cut at 50 characters with an ellipsis. */
export const PREVIEW_LENGTH = 50;

/** The text of an HTML fragment: tags removed, entities decoded, blocks separated by a space. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<(br|hr)\b[^>]*>|<\/(p|div|li|h[1-6]|blockquote|tr|td|th|ul|ol)>/gi, ' ');
  const body = new DOMParser().parseFromString(spaced, 'text/html').body;
  return (body.textContent ?? '').replace(/[ \t\n\r\f]+/g, ' ').trim();
}

/** The first `length` characters of the text, followed by « … » when it was longer. */
export function cutText(text: string, length: number): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}

/** List preview of an offer's HTML description: 50 characters, then an ellipsis. */
export function descriptionPreview(html: string): string {
  return cutText(htmlToText(html), PREVIEW_LENGTH);
}
