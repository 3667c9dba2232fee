/** The review summary of a product or a kit (T§3 "Review summary", T§9): approved reviews only. */
import { DETAIL_REVIEWS_LIMIT, type ReviewSummary } from '@vitrine/contract';
import type { Queryable } from '../../../db/client';
import { iso } from './shared';

interface SummaryRow {
  quantidade: number;
  media: number | null;
  recomendam: number;
  n1: number;
  n2: number;
  n3: number;
  n4: number;
  n5: number;
  avaliacoes: { nome: string; data: string; comentario: string; nota: number; recomenda: boolean }[] | null;
}

const summarySql = (column: 'product_id' | 'list_id') => `
SELECT count(*)::int AS quantidade, round(avg(nota), 1)::float8 AS media,
       count(*) FILTER (WHERE recomenda)::int AS recomendam,
       count(*) FILTER (WHERE nota = 1)::int AS n1, count(*) FILTER (WHERE nota = 2)::int AS n2,
       count(*) FILTER (WHERE nota = 3)::int AS n3, count(*) FILTER (WHERE nota = 4)::int AS n4,
       count(*) FILTER (WHERE nota = 5)::int AS n5,
       (SELECT json_agg(json_build_object('nome', x.nome, 'data', x.criado_em, 'comentario', x.comentario,
                 'nota', x.nota, 'recomenda', x.recomenda) ORDER BY x.criado_em DESC, x.id DESC)
          FROM (SELECT id, nome, criado_em, comentario, nota, recomenda FROM reviews
                 WHERE ${column} = $1 AND aprovado ORDER BY criado_em DESC, id DESC LIMIT $2) x) AS avaliacoes
  FROM reviews WHERE ${column} = $1 AND aprovado`;

const SQL = { produto: summarySql('product_id'), lista: summarySql('list_id') };

/** ⌊recommending ÷ total × 100⌋, 0 without reviews (T§9). */
const recommendPercent = (recommending: number, total: number): number =>
  total === 0 ? 0 : Math.floor((recommending * 100) / total);

export async function reviewSummary(db: Queryable, kind: 'produto' | 'lista', id: number): Promise<ReviewSummary> {
  const [row] = await db.query<SummaryRow>(SQL[kind], [id, DETAIL_REVIEWS_LIMIT]);
  const quantidade = row?.quantidade ?? 0;
  return {
    media: row?.media ?? 0,
    quantidade,
    percentualRecomenda: recommendPercent(row?.recomendam ?? 0, quantidade),
    distribuicao: {
      '1': row?.n1 ?? 0,
      '2': row?.n2 ?? 0,
      '3': row?.n3 ?? 0,
      '4': row?.n4 ?? 0,
      '5': row?.n5 ?? 0,
    },
    avaliacoes: (row?.avaliacoes ?? []).map((r) => ({
      nome: r.nome,
      data: iso(r.data),
      comentario: r.comentario,
      nota: r.nota,
      recomenda: r.recomenda,
    })),
  };
}
