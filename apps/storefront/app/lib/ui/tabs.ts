import type { CharacteristicGroup } from '@vitrine/contract';

/** B§2.4 product tabs: each shows only when it has content; 'Baixar manual' only with a manual. */

type TabKind = 'descricao' | 'grupo' | 'manual';
export type Tab = { id: string; label: string; kind: TabKind; grupo?: CharacteristicGroup };

const TAB_DESCRIPTION = 'Descrição geral';
const TAB_MANUAL = 'Baixar manual';
/** The spec's tab order; other groups (Especificações, …) follow in the API's order. */
const GROUP_ORDER = ['Características técnicas', 'Parâmetros', 'Gases Refrigerantes compatíveis', 'Composição do Kit'];
/** Groups shown elsewhere, never as a tab. */
const NOT_TABS = new Set(['Espessura do fio', 'Vídeo do Produto']);

function slug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function buildTabs(input: {
  descricao: string;
  caracteristicas: readonly CharacteristicGroup[];
  manuais: number;
}): Tab[] {
  const tabs: Tab[] = [];
  if (input.descricao.trim()) tabs.push({ id: 'descricao-geral', label: TAB_DESCRIPTION, kind: 'descricao' });
  const groups = input.caracteristicas.filter((g) => g.itens.length > 0 && !NOT_TABS.has(g.nome));
  const rank = (name: string) => {
    const index = GROUP_ORDER.indexOf(name);
    return index < 0 ? GROUP_ORDER.length : index;
  };
  const sorted = [...groups].sort((a, b) => rank(a.nome) - rank(b.nome));
  for (const grupo of sorted) tabs.push({ id: slug(grupo.nome), label: grupo.nome, kind: 'grupo', grupo });
  if (input.manuais > 0) tabs.push({ id: 'baixar-manual', label: TAB_MANUAL, kind: 'manual' });
  return tabs;
}
