/**
 * Search text → words → a `to_tsquery` text (docs/decisions/006-search.md). Pure functions: the words keep only
 * [a-z0-9] after lower-casing and removing accents, so the tsquery text built from them can carry no operator the
 * shopper typed; it is still sent as a bound parameter, never spliced into SQL.
 */

/** Longest text and most words considered. */
const MAX_WORDS = 8;
/** Words shorter than this are never corrected (too little to compare). */
export const MIN_CORRECTION_LENGTH = 3;

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** 'Termômetro  Tipo-Espeto!' → ['termometro', 'tipo', 'espeto']. */
export function searchWords(text: string): string[] {
  return normalize(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** What the database says about one typed word. */
export interface WordFacts {
  word: string;
  /** A stop word of the Portuguese configuration ("para", "com"…): it never narrows the search. */
  stop: boolean;
  /** In the table of catalogue words. */
  known: boolean;
  /** Some catalogue word starts with it (only asked for the last word). */
  prefixOf: boolean;
  /** The full-text index has it (words of descriptions that the word table leaves out). */
  indexed: boolean;
  /** The most similar catalogue word above the threshold, or null. */
  similar: string | null;
}

export interface CorrectedWord {
  word: string;
  corrected: boolean;
  /** Stop words are left out of the query. */
  skip: boolean;
}

/**
 * Keeps a word the catalogue knows (exactly, as the prefix of the last word, or through the full-text index) and
 * replaces an unknown word with its most similar catalogue word; a word with no similar word is kept as typed
 * (the search then finds nothing for it, which is the honest answer).
 */
export function chooseWord(f: WordFacts, last: boolean): CorrectedWord {
  if (f.stop) return { word: f.word, corrected: false, skip: true };
  const keep = { word: f.word, corrected: false, skip: false };
  if (f.known || f.indexed || (last && f.prefixOf)) return keep;
  if (f.word.length < MIN_CORRECTION_LENGTH || !/[a-z]/.test(f.word)) return keep;
  if (f.similar && f.similar !== f.word) return { word: f.similar, corrected: true, skip: false };
  return keep;
}

/**
 * The `to_tsquery` text: every word required (&), the last one also as a prefix (`:*`) so a word being typed
 * already matches. Empty when no word is left (only stop words).
 */
export function tsqueryText(words: readonly string[], prefixLast: boolean): string {
  const clean = words.filter((w) => /^[a-z0-9]+$/.test(w));
  return clean.map((w, i) => (prefixLast && i === clean.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** The text to show as "did you mean" when any word was corrected, else null. */
export function correctedText(typed: readonly string[], chosen: readonly CorrectedWord[]): string | null {
  if (!chosen.some((c) => c.corrected)) return null;
  return typed.map((w, i) => chosen[i]?.word ?? w).join(' ');
}
