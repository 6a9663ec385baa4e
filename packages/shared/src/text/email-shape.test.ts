import { looksLikeEmailAddress } from './email-shape';

describe("an e-mail address's shape", () => {
  it('is name@domain.tld, blanks around it aside', () => {
    expect(['dana@example.com', ' dana@example.com ', 'a.b+c@mail.example.org'].map(looksLikeEmailAddress)).toEqual([true, true, true]);
    expect(['', 'dana', 'dana@', 'dana@example', 'da na@example.com', '@example.com'].map(looksLikeEmailAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
