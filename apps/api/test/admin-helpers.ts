/** What the admin API tests share: calls with the bootstrap key, the catalogue version, the outbox. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { catalogVersion } from '../src/modules/catalog/catalog-version';
import { TEST_ADMIN_TOKEN, type TestApi } from './harness';

const adminHeaders = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

/** An admin call with ADMIN_TOKEN (`payload` as JSON unless it is a string). */
export function admin(
  api: TestApi,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url: `/v2/admin${url}`,
    headers: { ...adminHeaders, ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

export const version = (api: TestApi) => catalogVersion(api.db);
