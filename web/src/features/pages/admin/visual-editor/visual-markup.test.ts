import { Editor } from '@tiptap/core';
import { pageEditorExtensions } from './editor-extensions';
import { markupNotShown, storedMarkup } from './visual-markup';

/** `html` read into the visual editor's document and written back as a page is stored. */
function throughTheEditor(html: string): string {
  const editor = new Editor({ extensions: pageEditorExtensions({}), content: html });
  const written = storedMarkup(editor.getHTML());
  editor.destroy();
  return written;
}

describe('markupNotShown', () => {
  it('keeps what the editor writes: headings, lists, links, quotes, tables and the business’s placeholders', () => {
    const html =
      '<h2>What we do</h2><p><strong>Fast</strong> and <em>tidy</em>: call {{business.phone}}.</p>' +
      '<ul><li>Repairs</li></ul><ol start="3"><li><p>Third</p></li></ol>' +
      '<p><a href="/schedule">Book</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a></p>' +
      '<blockquote><p>Great work</p></blockquote><table><tbody><tr><th colspan="2">Price</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(markupNotShown(html)).toEqual([]);
  });

  it('keeps images with their address, alt text and title (issue #52: from the media library)', () => {
    expect(
      markupNotShown(
        '<p>Our van:</p><img src="/uploads/library/a/0123456789ab-800x600.jpg" alt="Our van" title="Van"><img src="/b.jpg" alt="">',
      ),
    ).toEqual([]);
  });

  it('names what it would lose: other headings, sections, figures, attributes', () => {
    expect(
      markupNotShown(
        '<h1>Big</h1><div class="note"><p lang="es">Hola</p><figure><img src="/a.jpg" alt="A" width="640"></figure></div><h5>Small</h5>',
      ),
    ).toEqual([
      'level-1 headings (the page title is the only one)',
      'sections (<div>)',
      '“lang” attributes',
      'figures',
      '“width” attributes',
      'level-5 headings',
    ]);
  });
});

describe('storedMarkup', () => {
  it('writes images back as they were read: address, alt text (a decorative one’s empty), title', () => {
    const html =
      '<h2>Our van</h2><img src="/uploads/library/a/0123456789ab-800x600.jpg" alt="Our service van" title="Van"><p>Then</p><img src="/b.jpg" alt="">';
    expect(throughTheEditor(html)).toBe(html);
  });

  it('writes a list item’s and a cell’s lone paragraph as their text, as pages were written', () => {
    expect(storedMarkup('<ul><li><p>Repairs</p></li><li><p>One</p><p>Two</p></li></ul>')).toBe(
      '<ul><li>Repairs</li><li><p>One</p><p>Two</p></li></ul>',
    );
    expect(
      storedMarkup(
        '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><td colspan="1" rowspan="1"><p>A</p></td><td colspan="2">B</td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><td>A</td><td colspan="2">B</td></tr></tbody></table>');
  });

  it('writes the business’s facts as their placeholders', () => {
    expect(storedMarkup('<p>Call <span data-business-fact="phone">{{business.phone}}</span> today.</p>')).toBe(
      '<p>Call {{business.phone}} today.</p>',
    );
  });

  it('drops the empty lines the editor keeps at the end: an empty page is nothing', () => {
    expect(storedMarkup('<p>Done</p><p></p><p></p>')).toBe('<p>Done</p>');
    expect(storedMarkup('<p></p>')).toBe('');
  });
});
