import { CATEGORY_TREE } from './data/categories';
import type { CategoryNode } from './data/categories';

export interface FlatCategory {
  id: number;
  parentId: number | null;
  nivel: number;
  nome: string;
  slug: string;
  rota: string;
  taxonomia: string;
  intro: string;
  posicao: number;
  filhos: number[];
}

/** Walks the tree once: full path, taxonomy and level for every category, in menu order. */
export function flattenCategories(tree: readonly CategoryNode[] = CATEGORY_TREE): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: readonly CategoryNode[], parent: FlatCategory | null) => {
    nodes.forEach((node, index) => {
      const flat: FlatCategory = {
        id: node.id,
        parentId: parent?.id ?? null,
        nivel: parent ? parent.nivel + 1 : 2,
        nome: node.nome,
        slug: node.slug,
        rota: `${parent?.rota ?? ''}/${node.slug}`,
        taxonomia: parent ? `${parent.taxonomia} > ${node.nome}` : node.nome,
        intro: node.intro ?? `${node.nome} selecionados pela nossa equipe técnica.`,
        posicao: index + 1,
        filhos: (node.filhos ?? []).map((f) => f.id),
      };
      out.push(flat);
      walk(node.filhos ?? [], flat);
    });
  };
  walk(tree, null);
  return out;
}

export function categoryDescription(cat: FlatCategory, childNames: string[]): string {
  const parts = [
    `<p>${cat.intro}</p>`,
    `<h2>${cat.nome} na Vitrine Instrumentos</h2>`,
    `<p>Trabalhamos apenas com marcas que oferecem assistência técnica no Brasil, manual em português e nota fiscal. ` +
      `Nossa equipe ajuda a escolher o modelo certo para a sua aplicação pelo WhatsApp ou telefone.</p>`,
  ];
  if (childNames.length > 0) {
    parts.push(`<h2>Encontre por tipo</h2><ul>${childNames.map((n) => `<li>${n}</li>`).join('')}</ul>`);
  }
  parts.push(
    '<ul><li>6x sem juros no cartão</li><li>5% de desconto no boleto ou Pix</li>' +
      '<li>Envio imediato dos itens em estoque</li><li>Frete grátis para Sul e Sudeste acima de R$ 2.000</li></ul>',
  );
  return parts.join('');
}
