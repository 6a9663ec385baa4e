import { sanitizePageHtml } from './page-content';

/**
 * Issue #52: what the visual editor writes, and what an owner may paste into it or into the HTML
 * field, goes through this one allow-list on save (and the page is rendered from what it kept).
 */
describe('the page allow-list', () => {
  it('keeps everything the visual editor writes, as written', () => {
    const written =
      '<h2>When to call</h2><h3>Signs</h3><h4>Small ones</h4><p><strong>Fast</strong> and <em>tidy</em>: call {{business.phone}}.</p>' +
      '<ul><li>Water in the basement</li></ul><ol start="3"><li><p>One</p><p>Two</p></li></ol>' +
      '<p>Book <a href="/schedule">a visit</a>, <a href="mailto:{{business.email}}">write</a> or <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">read</a></p>' +
      '<blockquote><p>Great work</p></blockquote>' +
      '<table><tbody><tr><th colspan="2">Price</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<p class="page-action"><a class="button button-primary" href="tel:{{business.phone}}">Call {{business.phone}}</a></p>' +
      '<p class="page-action"><a class="button button-secondary" href="/es/agendar">Agendar una visita</a></p>';
    expect(sanitizePageHtml(written)).toBe(written);
  });

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a script split by the sanitiser', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    [
      'event handlers',
      '<p onclick="alert(1)" onmouseover="x()">Hi</p><img src="https://x.example/a.jpg" onerror="alert(2)">',
      '<p>Hi</p><img src="https://x.example/a.jpg" />',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    [
      'a javascript: link in disguise',
      '<a href="  JaVaScRiPt:alert(1)">x</a><a href="java&#x09;script:alert(1)">y</a><a href="&#106;avascript:alert(1)">z</a>',
      '<a>x</a><a>y</a><a>z</a>',
    ],
    [
      'a data: link and image',
      '<a href="data:text/html,<script>alert(1)</script>">x</a><img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<a>x</a><img />',
    ],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    [
      'style attributes and elements',
      '<p style="background:url(javascript:alert(1))">Hi</p><style>body{display:none}</style>',
      '<p>Hi</p>',
    ],
    [
      'frames, objects and forms',
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x"><form action="https://evil.example"><input name="card"></form>',
      '',
    ],
    ['an SVG with a script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>', '<a>x</a>'],
    [
      'a base and a meta refresh',
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
      '',
    ],
    ['a protocol-relative image', '<img src="//evil.example/track.gif" alt="">', '<img alt="" />'],
    ['comments, which could hide conditional markup', '<p>Hi</p><!--[if IE]><script>alert(1)</script><![endif]-->', '<p>Hi</p>'],
  ])('drops %s', (_what, pasted, kept) => {
    expect(sanitizePageHtml(pasted)).toBe(kept);
  });

  it('gives a link that opens a new tab no handle on this one', () => {
    expect(sanitizePageHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
