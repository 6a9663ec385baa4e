import fc from 'fast-check';

/** Code units a hostile client likes: NUL and controls, lone surrogates, bidi and zero-width marks, quotes, escapes. */
const HOSTILE_UNITS = [
  '\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u00a0', '\u200b', '\u200e', '\u200f', '\u202e', '\u2066', '\u2028',
  '\ufeff', '\ufffd', '\uffff', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d\udca9', 'e\u0301', 'ß', 'İ', '€', '中',
  '<', '>', '&', '"', "'", '`', '\\', '%', '%00', '%ZZ', '/', '..', '{', '}', '$', '#', '?', '=', ';', '\n', '\r', '\t', ' ',
  'a', 'Z', '0', '9', '-', '_', '@', '.', ':',
];

/** Values that look right, so generated requests also get past validation into the services. */
const PLAUSIBLE = [
  '', ' ', 'owner@example.com', 'dana@example.com', '(813) 555-0100', 'repair', 'emergency', 'other', 'Residential', 'Commercial', 'All',
  'about', 'services', 'projects', 'appointments', 'pages', 'contactMessages', '2026-05-04', '05/04/2026', '2026-5-4',
  '2026-05-04T14:00:00.000Z', '08:00', '18:00', '25:61', 'projects/00000000-0000-4000-8000-000000000000/main-image',
  '00000000-0000-4000-8000-000000000000', '{"@context":"https://schema.org"}', '<p>Hello</p>', 'https://example.com/a',
  '/uploads/x.webp', 'summary_large_image', 'Hello there, I need a plumber.',
];

const SAMPLES = [
  "' OR 1=1 --", "'; DROP TABLE appointment; --", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)',
  '9999-99-99', '2026-02-30T25:61:00Z', '0000-00-00', '-000001-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '{"$gt": ""}',
  '__proto__', 'constructor', '%s%s%s%n', '${7*7}', '../../../../etc/passwd', 'NaN', 'Infinity', '-0', '1e309',
];

/** Strings from the hostile alphabet, plausible values, known nasty samples and very long runs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: fc.constantFrom(...HOSTILE_UNITS), maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 6, arbitrary: fc.constantFrom(...PLAUSIBLE) },
  { weight: 2, arbitrary: fc.constantFrom(...SAMPLES) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...PLAUSIBLE), fc.constantFrom(...HOSTILE_UNITS)).map(([text, unit]) => text + unit) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', ' ', '\u202e', '€', '\ud800', '/', '%', '\u0301'), fc.integer({ min: 200, max: 120_000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

/** Integers and floats at and beyond every edge a 32-bit or 64-bit reader has. */
export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -0, 1, -1, 7, 365, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 2 ** 53, -(2 ** 53), 1e21, -1e21, 0.5, Number.MAX_VALUE, Number.MIN_VALUE, 8.64e15, 8.64e15 + 1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, leaning towards the nasty ones: what a client sends where it should send something else. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    edgeNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'email', 'password', 'to', 'subject', 'text', 'html')), tie('value'), { maxKeys: 4 }),
  ),
})).value;
