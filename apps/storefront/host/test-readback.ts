import type { FastifyInstance } from 'fastify';
import type { Db } from '@vitrine/api';

/**
 * Test only (TEST_READBACK, refused for a published store): `GET /__test/rows/{table}?email=` (or `?chave=` for the
 * store rating) answers the rows a form stored, so the end-to-end suite can follow every field a form shows from the
 * page to the stored row (issue 25). The embedded database is this process's alone: no other process may open it.
 */
const TABLES = {
  budgets: 'email',
  product_budget_requests: 'email',
  solicitations: 'email',
  questions: 'email',
  reviews: 'email',
  newsletter_signups: 'email',
  store_reviews: 'chave',
  // The e-mails queued for an address (a back-office password reset's link, issue 37).
  email_outbox: 'destinatario',
} as const;
type Table = keyof typeof TABLES;

const isTable = (name: string): name is Table => Object.hasOwn(TABLES, name);

export function testReadback(app: FastifyInstance, db: Db, appToken: string) {
  app.get<{ Params: { table: string }; Querystring: Record<string, string | undefined> }>(
    '/__test/rows/:table',
    async (request, reply) => {
      if (request.headers['app-token'] !== appToken) return reply.code(401).send({ rows: [] });
      const { table } = request.params;
      if (!isTable(table)) return reply.code(404).send({ rows: [] });
      const column = TABLES[table];
      const value = request.query[column];
      if (!value) return reply.code(400).send({ rows: [] });
      // The table and column come from the list above, never from the request.
      const rows = await db.query(`SELECT * FROM ${table} WHERE ${column} = $1 ORDER BY criado_em`, [value]);
      return { rows };
    },
  );
}
