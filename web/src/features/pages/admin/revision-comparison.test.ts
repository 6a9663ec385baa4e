import { compareLines, pageLines } from './revision-comparison';

describe('comparing a revision with the editor (issue #52)', () => {
  const facts = { phone: '(813) 555-0142' };

  it('reads a page as lines: its title, each block, headings marked, facts as visitors read them', () => {
    expect(
      pageLines(
        'Leaks',
        '<h2>When to call</h2><ul><li><p>Water</p></li><li>Noise</li></ul><p>Call  {{business.phone}}.</p><p></p><img src=x onerror="window.ran = true">',
        facts,
      ),
    ).toEqual(['Title: Leaks', 'H2: When to call', 'Water', 'Noise', 'Call (813) 555-0142.']);
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });

  it('marks what the editor dropped and added, in reading order', () => {
    expect(compareLines(['Title: Leaks', 'One', 'Two'], ['Title: Leaks fixed', 'One', 'Three'])).toEqual([
      { text: 'Title: Leaks', change: 'removed' },
      { text: 'Title: Leaks fixed', change: 'added' },
      { text: 'One', change: 'same' },
      { text: 'Two', change: 'removed' },
      { text: 'Three', change: 'added' },
    ]);
  });
});
