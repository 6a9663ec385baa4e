import { disguised } from './disguises.fixture';
import { comparedWords, mixedScriptWords, visibleText } from './normalise';

const SENTENCE = 'Our licensed plumbers replace corroded water heaters across Tampa.';

describe('visibleText', () => {
  it('drops what a visitor does not see: zero-width space and joiners, soft hyphen, word joiner, BOM', () => {
    expect(visibleText('plu\u200Bmb\u00ADer\u2060s\uFEFF and\u200C pi\u200Dpes')).toBe('plumbers and pipes');
  });

  it('folds compatibility forms (NFKC): fullwidth letters, ligatures, no-break spaces', () => {
    expect(visibleText('ｐｌｕｍｂｅｒ\u00A0ﬁxes')).toBe('plumber fixes');
  });

  it('keeps accents', () => {
    expect(visibleText('Reparamos tuberías en Peña')).toBe('Reparamos tuberías en Peña');
  });
});

describe('comparedWords', () => {
  const plain = comparedWords(SENTENCE);

  it('reads every disguise of a sentence as the same words, counted alike', () => {
    expect(plain).toHaveLength(9);
    for (const [name, disguise] of Object.entries(disguised)) {
      expect({ name, words: comparedWords(disguise(SENTENCE)) }).toEqual({ name, words: plain });
    }
    expect(comparedWords(disguised.cyrillic(disguised.zeroWidthSpaces(SENTENCE)))).toEqual(plain);
  });

  it('reads case, accents and look-alike letters from any script alike', () => {
    expect(comparedWords('Tuberías de PEÑA')).toEqual(comparedWords('tuberias de pena'));
    // Greek omicron, Cyrillic dze and je: the letters they imitate.
    expect(comparedWords('flοοd ѕink јet')).toEqual(comparedWords('flood sink jet'));
  });

  it('still tells different words apart', () => {
    expect(comparedWords('leak')).not.toEqual(comparedWords('lake'));
    expect(comparedWords('Москва')).not.toEqual(comparedWords('Moscow'));
  });

  it('makes no words of punctuation that looks like letters', () => {
    expect(comparedWords('pipes | valves | drains')).toHaveLength(3);
  });
});

describe('mixedScriptWords', () => {
  it('names each word that mixes Latin letters with Cyrillic or Greek ones, as the visitor reads it', () => {
    expect(mixedScriptWords('Our рlumbers fix lеaks fast, and lеaks again')).toEqual(['рlumbers', 'lеaks']);
    expect(mixedScriptWords('flοοd')).toEqual(['flοοd']);
    expect(mixedScriptWords('pl\u200Bumbеr')).toEqual(['plumbеr']);
  });

  it('takes words in one script, accented Spanish, and the signs every script shares', () => {
    expect(mixedScriptWords(SENTENCE)).toEqual([]);
    expect(mixedScriptWords('¿Atienden todo Brandon? Sí, reparamos tuberías y calentadores en Peña.')).toEqual([]);
    expect(mixedScriptWords('Москва and Αθήνα')).toEqual([]);
    expect(mixedScriptWords('A 5µm filter, 80°F water, 2nd floor, ｐｌｕｍｂｅｒ')).toEqual([]);
  });
});
