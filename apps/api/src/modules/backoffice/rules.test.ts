import { describe, expect, it } from 'vitest';
import { statusRefusal } from './rules';

describe('inbox status rules (issue 27)', () => {
  it('a question is respondido only once its answer is published', () => {
    expect(statusRefusal({ tipo: 'pergunta', status: 'novo', concluido: false }, 'respondido')).toMatch(/Responda/);
    expect(statusRefusal({ tipo: 'pergunta', status: 'novo', concluido: true }, 'respondido')).toBeNull();
  });

  it('a review or store rating is respondido only once approved or rejected', () => {
    for (const tipo of ['avaliacao', 'avaliacaoLoja'] as const) {
      expect(statusRefusal({ tipo, status: 'emAtendimento', concluido: false }, 'respondido')).toMatch(/Aprove/);
      expect(statusRefusal({ tipo, status: 'emAtendimento', concluido: true }, 'respondido')).toBeNull();
    }
  });

  it('a concluded item does not go back to novo; other moves are free', () => {
    expect(statusRefusal({ tipo: 'pergunta', status: 'respondido', concluido: true }, 'novo')).toMatch(/não volta/);
    expect(statusRefusal({ tipo: 'orcamento', status: 'novo', concluido: false }, 'respondido')).toBeNull();
    expect(statusRefusal({ tipo: 'orcamento', status: 'arquivado', concluido: false }, 'emAtendimento')).toBeNull();
    expect(statusRefusal({ tipo: 'newsletter', status: 'emAtendimento', concluido: false }, 'novo')).toBeNull();
    expect(statusRefusal({ tipo: 'pergunta', status: 'respondido', concluido: true }, 'arquivado')).toBeNull();
  });
});
