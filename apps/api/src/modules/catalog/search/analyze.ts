/**
 * One round trip that asks, for every typed word, what the catalogue knows about it (stop word, catalogue word,
 * prefix of one, in the full-text index, most similar word by trigrams), then picks the words of the query.
 * Typo correction runs on the small table of distinct catalogue words (docs/decisions/006-search.md), never over
 * products.
 */
import type { Queryable } from '../../../db/client';
import { MIN_CORRECTION_LENGTH, chooseWord, correctedText, searchWords, tsqueryText, type WordFacts } from './words';

/** Minimum pg_trgm similarity for a correction (0.3 is the `%` operator's default; a little stricter here). */
const SIMILARITY_THRESHOLD = 0.35;

/**
 * Each fact is asked only when the choice of the word can depend on it (CASE evaluates lazily): the full-text
 * existence check only for a word the word table does not know, the trigram look-up only for a word that would
 * otherwise be kept as typed, the completion only for a last word that is a prefix and no word itself.
 */
const FACTS_SQL = `
SELECT w.word, f.stop, f.known, f.prefix_of, i.indexed,
  CASE WHEN f.stop OR f.known OR i.indexed OR f.prefix_of OR length(w.word) < ${MIN_CORRECTION_LENGTH}
            OR w.word !~ '[a-z]' THEN NULL
       ELSE (SELECT s.palavra FROM search_words s
              WHERE s.palavra % w.word AND similarity(s.palavra, w.word) >= $3
              ORDER BY similarity(s.palavra, w.word) DESC, s.frequencia DESC, s.palavra LIMIT 1) END AS similar,
  CASE WHEN f.prefix_of AND NOT f.known THEN (SELECT c.palavra FROM (
     SELECT s.palavra, s.frequencia,
            sum(s.frequencia) OVER (PARTITION BY ts_lexize('portuguese_stem', s.palavra)) AS familia
       FROM search_words s WHERE s.palavra LIKE w.word || '%') c
    ORDER BY c.familia DESC, c.frequencia DESC, c.palavra LIMIT 1) END AS completion
FROM unnest($1::text[], $2::boolean[]) AS w(word, last)
CROSS JOIN LATERAL (SELECT
  to_tsvector('pt_unaccent', w.word) = ''::tsvector AS stop,
  EXISTS (SELECT 1 FROM search_words s WHERE s.palavra = w.word) AS known,
  (w.last AND EXISTS (SELECT 1 FROM search_words s WHERE s.palavra LIKE w.word || '%')) AS prefix_of) f
CROSS JOIN LATERAL (SELECT CASE WHEN f.stop OR f.known THEN false
  ELSE EXISTS (SELECT 1 FROM products p WHERE p.ativo AND p.busca @@ to_tsquery('pt_unaccent', w.word)) END AS indexed) i`;

export interface AnalyzedSearch {
  /** What the shopper typed (trimmed). */
  texto: string;
  /** The corrected text, when a word was corrected. */
  corrigido: string | null;
  /** `to_tsquery` text that selects the products ('' when nothing can match). */
  match: string;
  /**
   * `to_tsquery` text used for ranking: a last word being typed is completed to the catalogue word whose family
   * (words of one stem: termometro, termometros) is the most frequent, so 'term' ranks thermometers first.
   */
  rank: string;
  /** An exact SKU match ranks first. */
  sku: string;
}

export async function analyzeSearch(db: Queryable, text: string, prefixLast = true): Promise<AnalyzedSearch> {
  const texto = text.trim();
  const typed = searchWords(texto);
  const sku = texto.toUpperCase();
  if (typed.length === 0) return { texto, corrigido: null, match: '', rank: '', sku };
  const rows = await db.query<{
    word: string;
    stop: boolean;
    known: boolean;
    prefix_of: boolean;
    indexed: boolean;
    similar: string | null;
    completion: string | null;
  }>(FACTS_SQL, [typed, typed.map((_, i) => i === typed.length - 1), SIMILARITY_THRESHOLD]);
  const facts: WordFacts[] = rows.map((r) => ({
    word: r.word,
    stop: r.stop,
    known: r.known,
    prefixOf: r.prefix_of,
    indexed: r.indexed,
    similar: r.similar,
  }));
  const chosen = facts.map((f, i) => chooseWord(f, i === facts.length - 1));
  const kept = chosen.filter((c) => !c.skip);
  const words = kept.map((c) => c.word);
  const lastTyped = chosen.at(-1);
  // The last word is a prefix only while it is being typed as such (not when it was corrected or is a stop word).
  const prefix = prefixLast && lastTyped !== undefined && !lastTyped.skip && !lastTyped.corrected;
  const completion = rows.at(-1)?.completion ?? null;
  const rankWords = prefix && completion && !facts.at(-1)?.known ? [...words.slice(0, -1), completion] : words;
  return {
    texto,
    corrigido: correctedText(typed, chosen),
    match: tsqueryText(words, prefix),
    rank: tsqueryText(rankWords, prefix),
    sku,
  };
}
