import { htmlText, isMarkup, textAsHtml } from './owner-html';

describe('the words of owner HTML', () => {
  it('reads blocks as lines, tags away and entities read', () => {
    expect(
      htmlText(
        '<h2>Tampa &amp; Brandon</h2><p>Old <strong>galvanized</strong> pipes.</p><ul><li>Repipes</li><li>Slab&nbsp;leaks</li></ul>',
      ),
    ).toBe('Tampa & Brandon\nOld galvanized pipes.\nRepipes\nSlab\u00A0leaks');
    expect(htmlText('<p>5 &lt; 6 &#8212; &#x2014;</p><img src="/a.jpg" alt="A van">')).toBe('5 < 6 — —');
  });

  it('leaves plain text as it is', () => {
    expect(htmlText('We fix leaks.\n\nFast.')).toBe('We fix leaks.\n\nFast.');
    expect(isMarkup('5 < 6 and 7 > 2')).toBe(false);
    expect(isMarkup('<p>Hi</p>')).toBe(true);
  });

  it('writes plain text as paragraphs, escaped, and reads it back', () => {
    const text = 'Tampa <homes> & bungalows.\nBuilt in 1925.\n\n  Second paragraph.  ';
    expect(textAsHtml(text)).toBe('<p>Tampa &lt;homes&gt; &amp; bungalows.<br>Built in 1925.</p><p>Second paragraph.</p>');
    expect(htmlText(textAsHtml(text))).toBe('Tampa <homes> & bungalows.\nBuilt in 1925.\nSecond paragraph.');
  });
});
