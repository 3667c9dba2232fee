import type { Seal } from '@vitrine/contract';

const corner = {
  'left-top': 'left-2 top-2 items-start',
  'right-top': 'right-2 top-2 items-end',
  'left-bottom': 'left-2 bottom-2 items-start',
  'right-bottom': 'right-2 bottom-2 items-end',
} as const;

/** Seals (B§2.3, B§3): an image or a coloured text badge, grouped at their corner (posicao x/y). */
export function ProductSeals({ seals }: { seals: readonly Seal[] }) {
  if (seals.length === 0) return null;
  const groups = new Map<keyof typeof corner, Seal[]>();
  for (const seal of seals) {
    const key = `${seal.posicao.x}-${seal.posicao.y}` as const;
    groups.set(key, [...(groups.get(key) ?? []), seal]);
  }
  return (
    <>
      {[...groups].map(([key, group]) => (
        <ul key={key} className={`pointer-events-none absolute z-10 flex flex-col gap-1 ${corner[key]}`}>
          {group.map((seal) => (
            <li key={seal.id}>
              {seal.imagem ? (
                <img src={seal.imagem} alt={seal.label ?? seal.nome} width={48} height={48} className="size-12" />
              ) : (
                <span
                  className="inline-block rounded px-1.5 py-0.5 text-xs font-bold"
                  style={{ color: seal.cores.texto, backgroundColor: seal.cores.selo }}
                >
                  {seal.label ?? seal.nome}
                </span>
              )}
            </li>
          ))}
        </ul>
      ))}
    </>
  );
}
