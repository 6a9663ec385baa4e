import { markupNotShown, storedMarkup } from './visual-markup';

describe('markupNotShown', () => {
  it('keeps what the editor writes: headings, lists, links, quotes, tables and the business’s placeholders', () => {
    const html =
      '<h2>What we do</h2><p><strong>Fast</strong> and <em>tidy</em>: call {{business.phone}}.</p>' +
      '<ul><li>Repairs</li></ul><ol start="3"><li><p>Third</p></li></ol>' +
      '<p><a href="/schedule">Book</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a></p>' +
      '<blockquote><p>Great work</p></blockquote><table><tbody><tr><th colspan="2">Price</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(markupNotShown(html)).toEqual([]);
  });

  it('names what it would lose: images, other headings, sections, attributes', () => {
    expect(markupNotShown('<h1>Big</h1><div class="note"><p lang="es">Hola</p><img src="/a.jpg" alt="A"></div><h5>Small</h5>')).toEqual([
      'level-1 headings (the page title is the only one)',
      'sections (<div>)',
      '“lang” attributes',
      'images',
      'level-5 headings',
    ]);
  });
});

describe('storedMarkup', () => {
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
