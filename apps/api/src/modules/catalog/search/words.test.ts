import { describe, expect, it } from 'vitest';
import { chooseWord, correctedText, searchWords, tsqueryText, type WordFacts } from './words';

const facts = (word: string, over: Partial<WordFacts> = {}): WordFacts => ({
  word,
  stop: false,
  known: false,
  prefixOf: false,
  indexed: false,
  similar: null,
  ...over,
});

describe('search words (B§2.6 search, docs/architecture.md §4)', () => {
  it('lower-cases, removes accents and splits on anything but letters and digits', () => {
    expect(searchWords('  Termômetro Tipo-Espeto! ')).toEqual(['termometro', 'tipo', 'espeto']);
    expect(searchWords("'; DROP TABLE products; --")).toEqual(['drop', 'table', 'products']);
    expect(searchWords('')).toEqual([]);
  });

  it('builds a tsquery text with no operator taken from the input, the last word as a prefix', () => {
    expect(tsqueryText(['termometro', 'digital'], true)).toBe('termometro & digital:*');
    expect(tsqueryText(['termometro'], false)).toBe('termometro');
    expect(tsqueryText(['a|b', 'ok'], true)).toBe('ok:*');
    expect(tsqueryText([], true)).toBe('');
  });

  it('keeps known words, prefixes of the last word and indexed words; skips stop words', () => {
    expect(chooseWord(facts('termometro', { known: true, similar: 'termometros' }), false)).toEqual({
      word: 'termometro',
      corrected: false,
      skip: false,
    });
    expect(chooseWord(facts('term', { prefixOf: true, similar: 'termo' }), true).corrected).toBe(false);
    expect(chooseWord(facts('term', { prefixOf: true, similar: 'termo' }), false)).toMatchObject({
      word: 'termo',
      corrected: true,
    });
    expect(chooseWord(facts('vacina', { indexed: true, similar: 'vacinas' }), false).corrected).toBe(false);
    expect(chooseWord(facts('para', { stop: true }), false).skip).toBe(true);
  });

  it('corrects an unknown word to the most similar catalogue word, and only then', () => {
    expect(chooseWord(facts('termometo', { similar: 'termometro' }), true)).toEqual({
      word: 'termometro',
      corrected: true,
      skip: false,
    });
    expect(chooseWord(facts('xyzw'), false)).toMatchObject({ word: 'xyzw', corrected: false });
    expect(chooseWord(facts('ab', { similar: 'abc' }), false).corrected).toBe(false);
    expect(chooseWord(facts('1234', { similar: '12345' }), false).corrected).toBe(false);
  });

  it('reports the corrected text only when a word changed', () => {
    const typed = ['termometo', 'para', 'freezer'];
    const chosen = [
      { word: 'termometro', corrected: true, skip: false },
      { word: 'para', corrected: false, skip: true },
      { word: 'freezer', corrected: false, skip: false },
    ];
    expect(correctedText(typed, chosen)).toBe('termometro para freezer');
    expect(correctedText(['freezer'], [{ word: 'freezer', corrected: false, skip: false }])).toBeNull();
  });
});
