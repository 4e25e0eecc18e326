import { describe, expect, it } from 'vitest';
import { cut, htmlToPlain, htmlToText, textToHtml } from './simpleText';

describe('offer texts as simple text', () => {
  it('writes paragraphs, line breaks, lists, bold and italics as the HTML the server keeps', () => {
    const text = 'Nous recrutons un **ébéniste**.\nPoste à *pourvoir*.\n\n- Restaurer\n- Marqueter\n\n1. CAP\n2. BMA';
    expect(textToHtml(text)).toBe(
      '<p>Nous recrutons un <strong>ébéniste</strong>.<br>Poste à <em>pourvoir</em>.</p><ul><li>Restaurer</li><li>Marqueter</li></ul><ol><li>CAP</li><li>BMA</li></ol>',
    );
  });

  it('escapes what looks like HTML and gives nothing for an empty text', () => {
    expect(textToHtml('3 < 4 & <script>')).toBe('<p>3 &lt; 4 &amp; &lt;script&gt;</p>');
    expect(textToHtml('  \n\n ')).toBe('');
  });

  it('reads the server HTML back into the same text', () => {
    const html =
      '<p>À la suite d’un départ, nous recrutons un(e) <strong>tapissier(ère)</strong>.</p><p><strong>Vos missions :</strong></p><ul><li>Garnir les sièges ;</li><li>Poser les <em>galons</em>.</li></ul><p>a<br>b</p>';
    const text = htmlToText(html);
    expect(text).toBe(
      'À la suite d’un départ, nous recrutons un(e) **tapissier(ère)**.\n\n**Vos missions :**\n\n- Garnir les sièges ;\n- Poser les *galons*.\n\na\nb',
    );
    expect(textToHtml(text)).toBe(html);
  });

  it('keeps loose text and headings as paragraphs', () => {
    expect(htmlToText('texte brut<h3>Titre</h3><ol><li>x</li></ol>')).toBe('texte brut\n\nTitre\n\n1. x');
  });

  it('cuts at 200 characters with an ellipsis (199 + …) and gives the plain text', () => {
    const long = 'a'.repeat(250);
    expect(cut(long, 200)).toHaveLength(200);
    expect(cut(long, 200).endsWith('…')).toBe(true);
    expect(cut('court', 200)).toBe('court');
    expect(htmlToPlain('<p>Un <strong>poste</strong>.</p><ul><li>A</li><li>B</li></ul>')).toBe('Un poste. A B');
  });
});
