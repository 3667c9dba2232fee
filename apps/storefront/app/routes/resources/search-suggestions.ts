import { endpoints } from '@vitrine/contract';
import { data } from 'react-router';
import { z } from 'zod';
import { api } from '../../server/api/api.server';
import { SUGGESTION_LIMIT, SUGGESTION_LIMIT_MAX } from '../../lib/search-constants';
import { SUGGESTION_MIN_CHARS } from '../../lib/search-constants';
import { optionalText, parseQuery } from '../../server/forms/read-form.server';
import { searchText } from '../../lib/navigation/listing';
import type { Suggestion, SuggestionsData } from '../../lib/resource-types';
import type { Route } from './+types/search-suggestions';

function readLimit(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= SUGGESTION_LIMIT_MAX ? n : SUGGESTION_LIMIT;
}

/** The search box's query: the text (trimmed) and how many suggestions (B§9: 5, or 4 in one header variant). */
const suggestionsQuerySchema = z.object({
  busca: optionalText.transform((busca) => searchText(busca ?? null)),
  limit: optionalText.transform(readLimit),
});

/**
 * Search suggestions for the search box (B§2.6, B§4, B§7): the search call with offset 0 and limit 5 (4 in one header
 * variant), for texts longer than 3 characters. The browser calls this route, never /v2/front. A failed call answers
 * no suggestions, so the box hides them (B§8).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, suggestionsQuerySchema);
  if (query.status !== 'success') return data<SuggestionsData>({ busca: '', sugestoes: [] }, { status: 400 });
  const { busca, limit } = query.value;
  if (busca.length <= SUGGESTION_MIN_CHARS) return data<SuggestionsData>({ busca, sugestoes: [] });
  const result = await api(request, endpoints.searchListing, {
    // No facet counts and a bounded ranking: the suggestion mode of the search call (docs/decisions/006-search.md).
    query: { busca, offset: 0, limit, facetas: 'false' },
  });
  const sugestoes: Suggestion[] = result.ok
    ? result.data.conteudo.produtos.slice(0, limit).map((p) => ({
        id: p.id,
        nome: p.nome,
        rota: p.rota,
        imagem: p.midias.imagens[0]?.arquivos.small ?? null,
      }))
    : [];
  return data<SuggestionsData>(
    { busca, sugestoes },
    { headers: { 'Cache-Control': result.ok ? 'public, max-age=60' : 'no-store' } },
  );
}
