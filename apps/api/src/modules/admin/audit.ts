/**
 * The admin audit trail (migration 021): every admin call that changes something writes one row in the transaction
 * of its change — who (the actor), when, what (action and target), how many rows, and before/after where it applies.
 */
import type { Queryable } from '../../db/client';
import type { Actor } from './keys';

export async function audit(
  tx: Queryable,
  actor: Actor,
  action: string,
  target: string,
  rows: number,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.query(
    `INSERT INTO admin_audit (actor, user_id, key_id, action, target, rows, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [actor.label, actor.userId, actor.keyId, action, target, rows, JSON.stringify(detail)],
  );
}
