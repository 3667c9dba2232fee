/** GET showcase/banners/{slot} (B§7, T§7). */
import type { Banner, BannerSlot } from '@vitrine/contract';
import type { AppContext } from '../../context';

interface BannerRow {
  id: number;
  nome: string;
  alt: string;
  data_inicial: Date | string;
  id_nivel: number | null;
  desktop_imagem: string;
  desktop_link: string | null;
  mobile_imagem: string | null;
  mobile_link: string | null;
  codigo_cupom: string | null;
}

/** Active banners of a slot (inside their dates), for one category level when `idNivel` is given. */
export async function readBanners(
  ctx: AppContext,
  slot: BannerSlot,
  idNivel: number | null,
  limit: number,
): Promise<Banner[]> {
  const rows = await ctx.db.query<BannerRow>(
    `SELECT id, nome, alt, data_inicial, id_nivel, desktop_imagem, desktop_link, mobile_imagem, mobile_link,
            codigo_cupom
       FROM banners
      WHERE slot = $1 AND ativo AND data_inicial <= $2 AND (data_final IS NULL OR data_final > $2)
        AND ($3::int IS NULL OR id_nivel = $3)
      ORDER BY posicao, id LIMIT $4`,
    [slot, ctx.now().toISOString(), idNivel, limit],
  );
  return rows.map((b) => {
    const extra = { codigocupom: b.codigo_cupom };
    return {
      id: b.id,
      nome: b.nome,
      alt: b.alt,
      dataInicial: new Date(b.data_inicial).toISOString(),
      idNivel: b.id_nivel,
      dimensoes: {
        desktop: { imagem: b.desktop_imagem, link: b.desktop_link, parametrosAdicionais: extra },
        mobile: {
          imagem: b.mobile_imagem ?? b.desktop_imagem,
          link: b.mobile_link ?? b.desktop_link,
          parametrosAdicionais: extra,
        },
      },
    };
  });
}
