import { describe, expect, it } from 'vitest';
import { detailValue, statusText } from './labels';

describe('back-office labels (issue 37)', () => {
  it("issue 37: a quote's status with its date, an 'Avise-me' pending or notified, else the team's status", () => {
    const at = '2026-11-29T15:00:00.000Z';
    expect(statusText({ tipo: 'orcamento', status: 'respondido', detalhes: { etapa: 'aceito', etapaEm: at } })).toBe(
      'Aceito em 29/11/2026',
    );
    expect(statusText({ tipo: 'orcamento', status: 'novo', detalhes: { etapa: 'novo', etapaEm: null } })).toBe('Novo');
    expect(statusText({ tipo: 'orcamento', status: 'respondido', detalhes: { etapa: 'expirado', etapaEm: at } })).toBe(
      'Expirado',
    );
    expect(statusText({ tipo: 'aviseMe', status: 'novo', detalhes: { situacao: 'pendente' } })).toBe('Aguardando');
    expect(
      statusText({ tipo: 'aviseMe', status: 'respondido', detalhes: { situacao: 'avisado', avisadoEm: at } }),
    ).toBe('Avisado em 29/11/2026');
    expect(statusText({ tipo: 'pergunta', status: 'emAtendimento', detalhes: {} })).toBe('Em atendimento');
  });

  it('issue 37: the request-time unit price reads in reais; a price on request says so', () => {
    expect(detailValue('precoUnitario', 3790)).toMatch(/^R\$\s3\.790,00$/);
    expect(detailValue('precoUnitario', null)).toBe('sob consulta');
    expect(detailValue('isento', true)).toBe('sim');
  });
});
