import { eq } from 'drizzle-orm';
import type { Tenant } from '../../auth/identity';
import type { Db } from '../../db/database';
import { tenants } from '../../db/schema';
import type { CommitHooks } from '../../sync/commit-hooks';
import { customersOf, deleteCustomerRelation, putCustomerRelation } from './customer-relation';
import { deliverAllTo, MANAGER_MODULE } from './delivery';

const CUSTOMER_MODULE = 'REGULATION_MANAGEMENT_CUSTOMER';
const USAGE = [
  'usage: npm run regulation-customers -- list <manager>',
  '       npm run regulation-customers -- add <manager> <customer> [--share-evaluations]',
  '       npm run regulation-customers -- remove <manager> <customer>',
  '(tenants by their trimmed name)',
].join('\n');

export interface CustomersCommandDeps {
  readonly hooks: CommitHooks;
  readonly open: () => Promise<{ readonly db: Db; close(): Promise<void> }>;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

class CommandError extends Error {}

async function tenantNamed(db: Db, name: string | undefined, module: string, role: string): Promise<Tenant> {
  if (!name) throw new CommandError(USAGE);
  const tenant = await db.select().from(tenants).where(eq(tenants.trimmedName, name)).get();
  if (!tenant) throw new CommandError(`no tenant "${name}"`);
  if (!tenant.subscribedModules.includes(module)) {
    throw new CommandError(`tenant "${name}" does not subscribe to ${module} and cannot be a ${role}`);
  }
  return tenant;
}

async function run(db: Db, hooks: CommitHooks, args: readonly string[], out: (line: string) => void) {
  const [verb, managerName, customerName, ...flags] = args;
  const manager = await tenantNamed(db, managerName, MANAGER_MODULE, 'regulation manager');
  if (verb === 'list' && customerName === undefined) {
    for (const { customer, sharesEvaluations } of await customersOf(db, manager.id)) {
      out(`${customer.trimmedName}\t${sharesEvaluations ? 'shares evaluations' : 'evaluations private'}`);
    }
    return;
  }
  const customer = await tenantNamed(db, customerName, CUSTOMER_MODULE, 'regulation customer');
  if (customer.id === manager.id) throw new CommandError('a tenant cannot be its own regulation customer');
  if (verb === 'add' && flags.every((flag) => flag === '--share-evaluations') && flags.length <= 1) {
    await db.transaction(async (tx) => {
      await putCustomerRelation(tx, manager.id, customer.id, flags.length === 1);
      await deliverAllTo(tx, hooks, manager, customer, false);
    });
    out(`${customer.trimmedName} is a customer of ${manager.trimmedName}; published regulations delivered`);
    return;
  }
  if (verb === 'remove' && flags.length === 0) {
    await db.transaction(async (tx) => {
      if (!(await deleteCustomerRelation(tx, manager.id, customer.id))) {
        throw new CommandError(`${customer.trimmedName} is no customer of ${manager.trimmedName}`);
      }
      await deliverAllTo(tx, hooks, manager, customer, true);
    });
    out(`${customer.trimmedName} is no longer a customer of ${manager.trimmedName}; delivered regulations withdrawn`);
    return;
  }
  throw new CommandError(USAGE);
}

/**
 * `npm run regulation-customers` (docs/operations.md "Regulation customers", decision 0043): the
 * operator lists, adds and removes the customer tenants of a regulation manager. Adding delivers
 * the manager's published regulations at once, removing withdraws them. Resolves to the exit code.
 */
export async function customersCommand(args: readonly string[], deps: CustomersCommandDeps): Promise<number> {
  const database = await deps.open();
  try {
    await run(database.db, deps.hooks, args, deps.out);
    return 0;
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    deps.err(error.message);
    return 1;
  } finally {
    await database.close();
  }
}
