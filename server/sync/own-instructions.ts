import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { can, canReadEverywhere, type Principal } from '../../shared/access/evaluate';
import { ownInstruction, taughtTo } from '../../shared/domain/trainings';
import type { DocumentData } from '../../shared/entities/entity';
import { readableWith } from '../../shared/entities/entity';
import { instruction } from '../../shared/entities/instruction';
import { entityFor } from '../../shared/entities/registry';
import type { Tenant } from '../auth/identity';
import type { Db } from '../db/database';
import type { ReaderContext } from './visibility';

/** The operating instructions a training teaches (the `content` of an instruction). */
const TAUGHT_TYPES: ReadonlySet<string> = new Set(
  instruction.fields.content.to.filter((type) => entityFor(type) !== undefined),
);

/**
 * What an employee reads through MY_INSTRUCTIONS (docs/domain/trainings.md TRN-8, decision 0055):
 * the instructions in which they have a session, each with their own sessions only, and the
 * operating instructions those instructions teach.
 */
export interface OwnInstructions {
  /** The caller's employee in the tenant. */
  readonly employee: string;
  /** The operating instructions the employee's instructions teach. */
  readonly taught: ReadonlySet<string>;
  /** A digest of `taught`, part of the caller's access fingerprint (A8): a change re-syncs the device. */
  readonly digest: string;
}

/** A row of the feed as far as the projection goes; `data` is the stored JSON text. */
interface ProjectedRow {
  readonly id: string;
  readonly type: string;
  readonly deleted: number | boolean;
  readonly data: string;
}

/**
 * Whether the employee reads their own instructions (TRN-8): the tenant has the learning module and
 * a rule grants READ on MY_INSTRUCTIONS where the employee is.
 */
export function readsOwnInstructionsAt(principal: Principal, tenant: Tenant): boolean {
  return (
    readableWith(instruction, tenant.subscribedModules) && can(principal, 'READ', 'MY_INSTRUCTIONS', principal.place)
  );
}

/**
 * Whether the caller reads through MY_INSTRUCTIONS what the rules of the documents' own resources
 * do not already give: the tenant has the learning module, a rule grants READ on MY_INSTRUCTIONS
 * where the employee is (their own place), and the caller does not read every instruction and
 * every operating instruction anyway.
 */
function readsOwnInstructions(ctx: ReaderContext): boolean {
  if (!readsOwnInstructionsAt(ctx.principal, ctx.tenant)) return false;
  const overview = canReadEverywhere(ctx.principal, instruction.resource);
  const taught = [...TAUGHT_TYPES].every((type) => {
    const entity = entityFor(type);
    return entity !== undefined && canReadEverywhere(ctx.principal, entity.resource);
  });
  return !(overview && taught);
}

/**
 * Loads the caller's own instructions in the feed's snapshot, or undefined when MY_INSTRUCTIONS
 * gives the caller nothing more. Only instructions whose stored text names the employee are parsed;
 * `taughtTo` then checks the sessions themselves.
 */
export async function loadOwnInstructions(
  db: Db,
  ctx: ReaderContext,
  employee: string,
): Promise<OwnInstructions | undefined> {
  if (!readsOwnInstructions(ctx)) return undefined;
  const named = `%${JSON.stringify(employee)}%`;
  const rows = await db.all<{ data: string }>(
    sql`SELECT data FROM documents WHERE tenant_id = ${ctx.tenant.id} AND type = ${instruction.type} AND deleted = 0 AND data LIKE ${named}`,
  );
  const taught = taughtTo(
    rows.map((row) => JSON.parse(row.data) as DocumentData),
    employee,
  );
  const digest = createHash('sha256').update(JSON.stringify(taught)).digest('hex').slice(0, 16);
  return { employee, taught: new Set(taught), digest };
}

/**
 * TRN-8 for one feed row the caller's own rules do not let them read: the JSON text of the data
 * this employee reads of it — their own part of an instruction in which they have a session, or an
 * operating instruction one of their instructions teaches, in full — or undefined (a removal).
 */
export function ownInstructionJson(ctx: ReaderContext, own: OwnInstructions, row: ProjectedRow): string | undefined {
  if (row.deleted) return undefined;
  if (row.type === instruction.type) {
    const data = ownInstruction(JSON.parse(row.data) as DocumentData, own.employee);
    return data && JSON.stringify(data);
  }
  if (!TAUGHT_TYPES.has(row.type) || !own.taught.has(row.id)) return undefined;
  const entity = entityFor(row.type);
  return entity && readableWith(entity, ctx.tenant.subscribedModules) ? row.data : undefined;
}
