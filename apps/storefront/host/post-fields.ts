/**
 * The storefront's post routes and the fields each one reads, for the hostile-input walks (issue 34): the server
 * test (form-post-fields.db.test.ts), the browser walk (e2e/hostile-routes.spec.ts) and `bench/hostile.mjs` send
 * every field of every post route each defect, so a field or a form added to the store is covered without a list to
 * keep in step. The forms' fields are read from their checks (lib/forms/form-checks.ts); the other post routes name
 * theirs here, and the server test fails for a post route of the build that is not named.
 */
import { FORM_CHECKS, PostedFields } from '../app/lib/forms/form-checks';
import type { FormId } from '../app/lib/forms/form-reply';

/** The fields a form's check reads (its request and its own rules), found by handing it fields that record. */
export function formFields(form: FormId): string[] {
  const read = new Set<string>();
  const recorder = new Proxy({} as Record<string, unknown>, {
    get: (_target, name) => {
      if (typeof name === 'string') read.add(name);
      return undefined;
    },
  });
  const check = FORM_CHECKS[form];
  check.toRequest(new PostedFields(recorder));
  check.refuse?.(new PostedFields(recorder));
  return [...read];
}

/** The forms of T§2, each posted to /resources/forms/{id}. */
export const FORM_IDS = Object.keys(FORM_CHECKS) as FormId[];

/** The fields of the post routes that are no form of T§2, by route id (apps/storefront/app/routes.ts). */
export const OTHER_POST_FIELDS: Record<string, readonly string[]> = {
  'checkout/acesso': ['intent', 'email', 'senha', 'idCliente'],
  'newsletter/descadastrar': ['t'],
  'resources/cart': ['intent', 'tipo', 'hash', 'quantidade', 'produto', 'idListaCompra', 'atributo'],
  'resources/sale': ['redirectTo'],
  'resources/combination': ['preco', 'produto'],
  'resources/postal-code': ['cep', 'redirectTo'],
  'resources/list-shop': ['idListaCompra', 'produto'],
};

type RouteEntry = { id?: string | undefined; path?: string | undefined; children?: RouteEntry[] | undefined };

/** Every post target with its fields: each form, and each other post route found by id in the route table. */
export function postTargets(routes: readonly RouteEntry[]): { url: string; fields: readonly string[] }[] {
  const flat = (list: readonly RouteEntry[]): RouteEntry[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
  const byId = new Map(flat(routes).map((route) => [route.id, route.path]));
  return [
    ...FORM_IDS.map((form) => ({ url: `/resources/forms/${form}`, fields: formFields(form) })),
    ...Object.entries(OTHER_POST_FIELDS).map(([id, fields]) => {
      const path = byId.get(id);
      if (!path?.startsWith('/')) throw new Error(`the post route ${id} is not a top-level route of the table`);
      return { url: path, fields };
    }),
  ];
}
