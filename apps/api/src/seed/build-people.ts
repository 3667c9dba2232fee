/** Accounts, reviews, questions, store-rating keys and testimonials. */
import { scryptSync, createHash } from 'node:crypto';
import type { BuiltProduct } from './build-products';
import {
  CITIES,
  DEMO_PASSWORD,
  FIRST_NAMES,
  LAST_NAMES,
  LIST_REVIEW_COMMENTS,
  QUESTIONS,
  REVIEW_COMMENTS,
  STORE_TESTIMONIALS,
  USERS,
} from './data/people';
import { intBetween, pick, rngFor } from './random';
import type { Rng } from './random';
import { cnpj, cpf } from './text';

const DAY_MS = 86_400_000;

/**
 * Password hash "salthex:hashhex" with node:crypto scrypt (N=16384, r=8, p=1, 64-byte key).
 * The salt is derived from the e-mail so the demo data stays reproducible.
 */
export function hashPassword(password: string, saltSource: string): string {
  const salt = createHash('sha256').update(`vitrine-demo:${saltSource}`).digest().subarray(0, 16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 64).toString('hex')}`;
}

/** The back office's demo gestor (issue 27): gestor@vitrineinstrumentos.com.br, password 'demo1234'. */
const DEMO_GESTOR_EMAIL = 'gestor@vitrineinstrumentos.com.br';

export function buildAdminUsers(): unknown[][] {
  return [[1, DEMO_GESTOR_EMAIL, 'Gestora da loja', hashPassword(DEMO_PASSWORD, DEMO_GESTOR_EMAIL), 'gestor']];
}

export function buildUsers(): unknown[][] {
  return USERS.map((u, i) => [
    i + 1,
    u.nome,
    u.email,
    u.doc[0] === 'cpf' ? cpf(u.doc[1]) : cnpj(u.doc[1]),
    u.tipo,
    hashPassword(DEMO_PASSWORD, u.email),
  ]);
}

function person(rng: Rng): { nome: string; email: string } {
  const first = pick(rng, FIRST_NAMES);
  const last = pick(rng, LAST_NAMES);
  const plain = `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return { nome: `${first} ${last.charAt(0)}.`, email: `${plain}${intBetween(rng, 1, 99)}@exemplo.com.br` };
}

/** Ratings skewed high: 55% five stars, 28% four, 9% three, 5% two, 3% one. */
function stars(rng: Rng): number {
  const r = rng();
  return r < 0.55 ? 5 : r < 0.83 ? 4 : r < 0.92 ? 3 : r < 0.97 ? 2 : 1;
}

export function buildReviews(products: readonly BuiltProduct[], listIds: readonly number[], now: Date): unknown[][] {
  const rows: unknown[][] = [];
  const when = (rng: Rng) =>
    new Date(now.getTime() - intBetween(rng, 1, 730) * DAY_MS - intBetween(rng, 0, 86_000) * 1000).toISOString();
  for (const p of products) {
    const rng = rngFor(`avaliacoes:${p.slug}`);
    if (rng() >= 0.4) continue;
    const count = intBetween(rng, 1, 6);
    for (let i = 0; i < count; i += 1) {
      const nota = stars(rng);
      const { nome, email } = person(rng);
      rows.push([
        p.id,
        null,
        nome,
        email,
        nota,
        pick(rng, REVIEW_COMMENTS[nota - 1] ?? ['Bom produto.']),
        nota >= 3,
        true,
        when(rng),
      ]);
    }
  }
  for (const listId of listIds) {
    const rng = rngFor(`avaliacoes-lista:${listId}`);
    for (let i = 0; i < 2; i += 1) {
      const { nome, email } = person(rng);
      rows.push([
        null,
        listId,
        nome,
        email,
        rng() < 0.7 ? 5 : 4,
        pick(rng, LIST_REVIEW_COMMENTS),
        true,
        true,
        when(rng),
      ]);
    }
  }
  // Waiting for moderation: never shown.
  const first = products[0];
  if (first)
    rows.push([
      first.id,
      null,
      'Visitante Anônimo',
      'visitante@exemplo.com.br',
      1,
      'Comentário aguardando moderação.',
      false,
      false,
      now.toISOString(),
    ]);
  return rows;
}

export function buildQuestions(products: readonly BuiltProduct[], now: Date): unknown[][] {
  const rows: unknown[][] = [];
  for (const p of products) {
    const rng = rngFor(`perguntas:${p.slug}`);
    if (rng() >= 0.2) continue;
    const count = intBetween(rng, 1, 2);
    for (let i = 0; i < count; i += 1) {
      const [pergunta, resposta] = pick(rng, QUESTIONS);
      const { nome, email } = person(rng);
      const asked = now.getTime() - intBetween(rng, 5, 500) * DAY_MS;
      rows.push([
        p.id,
        nome,
        email,
        pergunta,
        resposta,
        new Date(asked + DAY_MS).toISOString(),
        true,
        new Date(asked).toISOString(),
      ]);
    }
  }
  const first = products[1];
  if (first)
    rows.push([
      first.id,
      'Cliente',
      'cliente@exemplo.com.br',
      'Tem pronta entrega?',
      null,
      null,
      false,
      now.toISOString(),
    ]);
  return rows;
}

export function buildRatingKeys(now: Date): unknown[][] {
  const inYear = new Date(now.getTime() + 365 * DAY_MS).toISOString();
  return [
    ['demo-avaliacao-1', 1, 'PED-100231', null, inYear],
    ['demo-avaliacao-2', 2, 'PED-100232', null, inYear],
    ['demo-avaliacao-expirada', 3, 'PED-099870', null, new Date(now.getTime() - DAY_MS).toISOString()],
    // Single-use keys for the end-to-end store-rating journeys (e2e/forms.spec.ts): one per screen width, with and
    // without script, and one more for a retry.
    ...E2E_RATING_KEYS.map((chave, i) => [chave, null, `PED-E2E-${i + 1}`, null, inYear]),
  ];
}

/**
 * 'e2e-avaliacao-{width}-{js|nojs}-{try}' for the widths the e2e suite runs at, 'e2e-backoffice-{try}' for the
 * back office's moderation journey (e2e/backoffice.spec.ts) and 'e2e-campos-{js|nojs}-{try}' for the every-field
 * journey (e2e/form-fields.spec.ts, one width).
 */
const E2E_RATING_KEYS = [
  ...['360', '768', '1366'].flatMap((width) =>
    ['js', 'nojs'].flatMap((mode) => [0, 1].map((attempt) => `e2e-avaliacao-${width}-${mode}-${attempt}`)),
  ),
  'e2e-backoffice-0',
  'e2e-backoffice-1',
  ...['js', 'nojs'].flatMap((mode) => [0, 1].map((attempt) => `e2e-campos-${mode}-${attempt}`)),
];

export function buildStoreReviews(now: Date): unknown[][] {
  const rng = rngFor('depoimentos');
  const rows = STORE_TESTIMONIALS.map((mensagem, i) => {
    const { nome } = person(rng);
    return [
      nome,
      pick(rng, CITIES),
      intBetween(rng, 8, 10),
      intBetween(rng, 7, 10),
      true,
      mensagem,
      true,
      true,
      new Date(now.getTime() - (i * 17 + intBetween(rng, 1, 10)) * DAY_MS).toISOString(),
    ];
  });
  rows.push([
    'Cliente Reservado',
    'Santos – SP',
    7,
    8,
    false,
    'Prefiro que não publiquem.',
    false,
    false,
    now.toISOString(),
  ]);
  return rows;
}
