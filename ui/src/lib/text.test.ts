import { describe, expect, it } from 'vitest';
import { cutText, descriptionPreview, htmlToText } from './text';

describe('description preview', () => {
  it('strips the HTML first: tags removed, entities decoded, blocks separated', () => {
    expect(htmlToText('<p>Atelier <strong>Berthelin</strong>&nbsp;: tapissier</p><ul><li>garnitures</li><li>tentures</li></ul>')).toBe(
      'Atelier Berthelin\u00a0: tapissier garnitures tentures',
    );
    expect(htmlToText('<p>a &amp; b<br>c</p><script>alert(1)</script>')).toBe('a & b c alert(1)');
  });

  it('cuts at 50 characters with an ellipsis', () => {
    const html =
      "<p>À la suite du départ à la retraite de l'un de nos compagnons, l'Atelier Berthelin recrute.</p>";
    const preview = descriptionPreview(html);
    expect(preview).toBe("À la suite du départ à la retraite de l'un de nos…");
    // The 50 first characters end with a space, dropped before the ellipsis.
    expect(cutText('Poste de tapissier décorateur à pourvoir rapidement, CDI', 50)).toBe('Poste de tapissier décorateur à pourvoir rapidemen…');
  });

  it('keeps short texts whole, without an ellipsis', () => {
    expect(descriptionPreview('<p>Poste à pourvoir tout de suite.</p>')).toBe('Poste à pourvoir tout de suite.');
    const fifty = 'x'.repeat(50);
    expect(cutText(fifty, 50)).toBe(fifty);
    expect(cutText(`${fifty}y`, 50)).toBe(`${fifty}…`);
  });

  it('does not leave a space before the ellipsis, nor split an emoji', () => {
    expect(cutText(`${'a'.repeat(49)} bcd`, 50)).toBe(`${'a'.repeat(49)}…`);
    expect(cutText(`${'a'.repeat(49)}😀😀`, 50)).toBe(`${'a'.repeat(49)}😀…`);
  });
});
