/**
 * The offer texts (description, ideal candidate) are simple HTML on the server: paragraphs,
 * lists, bold and italics (the server removes the rest). The form edits them as plain text
 * with a tiny markup, so no editor library ships:
 *
 * - a blank line separates paragraphs; a single line break stays a line break;
 * - a line starting with `- ` or `• ` is a bullet, `1. ` a numbered item;
 * - `**bold**` and `*italic*`.
 */

const BULLET = /^\s*[-•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `**bold**` and `*italic*` on one escaped line. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*(?=\S)([^*]+?)(?<=\S)\*(?!\*)/g, '$1<em>$2</em>');
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

/** Plain text with the markup above → the HTML the server stores. Empty text gives `''`. */
export function textToHtml(text: string): string {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      current = null;
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const kind = bullet ? 'ul' : numbered ? 'ol' : 'p';
    if (!current || current.kind !== kind) {
      current = kind === 'p' ? { kind, lines: [] } : { kind, items: [] };
      blocks.push(current);
    }
    if (current.kind === 'p') current.lines.push(line.trim());
    else current.items.push((bullet ?? numbered)![1].trim());
  }
  return blocks
    .map((block) =>
      block.kind === 'p'
        ? `<p>${block.lines.map(inline).join('<br>')}</p>`
        : `<${block.kind}>${block.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${block.kind}>`,
    )
    .join('');
}

/** Inline content of an element back to the markup (bold, italics, line breaks). */
function inlineText(nodes: ArrayLike<Node>): string {
  let out = '';
  Array.from(nodes).forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      out += (child.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (child as Element).tagName.toLowerCase();
    const inner = inlineText(child.childNodes);
    if (tag === 'br') out += '\n';
    else if ((tag === 'strong' || tag === 'b') && inner.trim()) out += `**${inner}**`;
    else if ((tag === 'em' || tag === 'i') && inner.trim()) out += `*${inner}*`;
    else out += inner;
  });
  return out;
}

function trimLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'section', 'article']);

/** The server's HTML → the editable text (the inverse of `textToHtml` for what it produces). */
export function htmlToText(html: string): string {
  if (!html.trim()) return '';
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const blocks: string[] = [];
  let loose = '';
  const flush = () => {
    const text = trimLines(loose);
    if (text) blocks.push(text);
    loose = '';
  };
  body.childNodes.forEach((node) => {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      const tag = element.tagName.toLowerCase();
      if (tag === 'ul' || tag === 'ol') {
        flush();
        const items = Array.from(element.children)
          .filter((child) => child.tagName.toLowerCase() === 'li')
          .map((item, index) => `${tag === 'ol' ? `${index + 1}.` : '-'} ${trimLines(inlineText(item.childNodes)).replace(/\n/g, ' ')}`);
        if (items.length) blocks.push(items.join('\n'));
        return;
      }
      if (BLOCK_TAGS.has(tag)) {
        flush();
        const text = trimLines(inlineText(element.childNodes));
        if (text) blocks.push(text);
        return;
      }
    }
    loose += inlineText([node]);
  });
  flush();
  return blocks.join('\n\n');
}

/** The visible text of the server's HTML (for emptiness checks and meta descriptions). */
export function htmlToPlain(html: string): string {
  if (!html.trim()) return '';
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  body.querySelectorAll('p, li, br, h1, h2, h3, h4, h5, h6').forEach((element) => element.append(' '));
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Text cut at `length` characters: `length - 1` and an ellipsis (spec: 200 for meta, 50 in lists). */
export function cut(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length <= length ? text : `${chars.slice(0, length - 1).join('')}…`;
}
