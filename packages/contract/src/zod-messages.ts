import type { z } from 'zod';

/**
 * zod's messages for a shopper (issue 34): plain Portuguese that names what to do, never what the parser expected or
 * received (zod's own pt-BR locale says `Entrada inválida: esperava number, recebeu um valor "undefined"`). Used for
 * every parse whose schema names no message of its own; one case per issue code zod has.
 */

type Issue = z.core.$ZodRawIssue;

const TYPE_TEXT: Record<string, string> = {
  number: 'Informe um número.',
  int: 'Informe um número inteiro.',
  bigint: 'Informe um número inteiro.',
  string: 'Informe um texto.',
  boolean: 'Escolha sim ou não.',
  array: 'Informe uma lista.',
  date: 'Informe uma data válida.',
};

const FORMAT_TEXT: Record<string, string> = {
  email: 'Informe um e-mail válido.',
  url: 'Informe um endereço válido.',
  date: 'Informe uma data válida.',
  datetime: 'Informe uma data e hora válidas.',
  time: 'Informe um horário válido.',
};

const count = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum as number | bigint;
  switch (issue.origin) {
    case 'string':
      return Number(min) <= 1 ? 'Preencha o campo.' : `Use pelo menos ${count(min, 'caractere', 'caracteres')}.`;
    case 'array':
    case 'set':
      return Number(min) <= 1 ? 'Escolha ao menos um item.' : `Escolha pelo menos ${count(min, 'item', 'itens')}.`;
    case 'date':
      return 'Informe uma data mais recente.';
    default:
      return issue.inclusive === false ? `Informe um valor maior que ${min}.` : `Informe um valor a partir de ${min}.`;
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum as number | bigint;
  switch (issue.origin) {
    case 'string':
      return `Use no máximo ${count(max, 'caractere', 'caracteres')}.`;
    case 'array':
    case 'set':
      return `Escolha no máximo ${count(max, 'item', 'itens')}.`;
    case 'file':
      return 'O arquivo é grande demais.';
    case 'date':
      return 'Informe uma data mais antiga.';
    default:
      return issue.inclusive === false ? `Informe um valor menor que ${max}.` : `Informe um valor de até ${max}.`;
  }
}

/** The message of one issue. */
function shopperMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Preencha o campo.';
      return TYPE_TEXT[issue.expected] ?? 'Valor inválido.';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMAT_TEXT[issue.format] ?? 'Formato inválido.';
    case 'not_multiple_of':
      return `Informe um múltiplo de ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return 'Há campos que não fazem parte deste formulário.';
    case 'invalid_union':
      return 'Valor inválido.';
    case 'invalid_key':
      return 'Campo inválido.';
    case 'invalid_element':
      return 'Um dos itens é inválido.';
    case 'invalid_value':
      return 'Escolha uma das opções.';
    case 'custom':
      return 'Valor inválido.';
    default:
      return 'Valor inválido.';
  }
}

/** The error map, for `schema.safeParse(input, { error: portugueseErrors })`. */
export const portugueseErrors: z.core.$ZodErrorMap = (issue) => shopperMessage(issue);
