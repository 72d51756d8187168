import * as v from 'valibot';
import type { EntityDefinition } from '../entities/entity';
import { ACCESS_ACTIONS, ACCESS_RESOURCES, type AccessResource, ORGANIZATION_SCOPES } from '../enums/access';

/** The actions a request needs (docs/sync-spec.md A2). */
export type Action = 'CREATE' | 'READ' | 'UPDATE' | 'DELETE';

const RuleSchema = v.object({
  action: v.picklist(ACCESS_ACTIONS),
  organizationScope: v.picklist(ORGANIZATION_SCOPES),
  locations: v.optional(v.array(v.string()), []),
  departments: v.optional(v.array(v.string()), []),
});
const ScopeSchema = v.object({ resource: v.picklist(ACCESS_RESOURCES), rules: v.array(RuleSchema) });
const RoleSchema = v.object({ scopes: v.array(ScopeSchema) });
type Rule = v.InferOutput<typeof RuleSchema>;

/** Where a document sits in the organisation (its locations, departments and their locations). */
export interface Place {
  readonly locations: ReadonlySet<string>;
  readonly departments: ReadonlySet<string>;
}

export const NO_PLACE: Place = { locations: new Set(), departments: new Set() };

/** The signed-in employee as the evaluator sees it: their place and the rules of all their roles. */
export interface Principal {
  readonly place: Place;
  readonly rules: readonly (Rule & { readonly resource: AccessResource })[];
}

/**
 * Builds the principal from the employee's roles (access-role document data) and place.
 * A role whose data does not parse grants nothing (never more than it says).
 */
export function principalOf(roles: readonly unknown[], place: Place): Principal {
  const rules = roles.flatMap((role) => {
    const parsed = v.safeParse(RoleSchema, role);
    if (!parsed.success) return [];
    return parsed.output.scopes.flatMap((scope) => scope.rules.map((rule) => ({ ...rule, resource: scope.resource })));
  });
  return { place, rules };
}

function intersects(a: ReadonlySet<string>, b: Iterable<string>): boolean {
  for (const item of b) if (a.has(item)) return true;
  return false;
}

/** A4: whether a rule's organisation scope covers the document's place. */
function coversPlace(rule: Rule, principal: Principal, place: Place): boolean {
  switch (rule.organizationScope) {
    case 'ALL':
      return true;
    case 'OWN_LOCATION':
      return intersects(place.locations, principal.place.locations);
    case 'OWN_DEPARTMENT':
      return intersects(place.departments, principal.place.departments);
    case 'CUSTOM':
      return intersects(place.locations, rule.locations) || intersects(place.departments, rule.departments);
  }
}

/**
 * Whether the principal may do `action` on a document of `resource` at `place`
 * (docs/sync-spec.md A2–A5): any rule of any role that matches resource (or ALL),
 * action (or ALL) and organisation scope grants.
 */
export function can(principal: Principal, action: Action, resource: AccessResource, place: Place): boolean {
  return principal.rules.some(
    (rule) =>
      (rule.resource === resource || rule.resource === 'ALL') &&
      (rule.action === action || rule.action === 'ALL') &&
      coversPlace(rule, principal, place),
  );
}

/**
 * `can` for a document of an entity: its resource decides, except the reads by every member
 * an entity declares (docs/sync-spec.md A9).
 */
export function canOnDocument(
  principal: Principal,
  action: Action,
  entity: Pick<EntityDefinition, 'resource' | 'access'>,
  place: Place,
): boolean {
  return (
    (action === 'READ' && entity.access?.readByEveryMember === true) || can(principal, action, entity.resource, place)
  );
}

/** Whether some rule lets the principal read every document of the resource, wherever it sits. */
export function canReadEverywhere(principal: Principal, resource: AccessResource): boolean {
  return principal.rules.some(
    (rule) =>
      (rule.resource === resource || rule.resource === 'ALL') &&
      (rule.action === 'READ' || rule.action === 'ALL') &&
      rule.organizationScope === 'ALL',
  );
}

/** FNV-1a, 64 bit, as hex: a short stable digest without Node or DOM crypto. */
function digest(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * A fingerprint of everything that decides what a caller may read: rules, place and the
 * tenant's modules (docs/sync-spec.md A8). When it changes, the device re-syncs from zero,
 * so documents that left its scope leave the device too.
 */
export function accessFingerprint(principal: Principal, modules: readonly string[]): string {
  const rules = principal.rules
    .map((rule) => [
      rule.resource,
      rule.action,
      rule.organizationScope,
      [...rule.locations].sort(),
      [...rule.departments].sort(),
    ])
    .map((rule) => JSON.stringify(rule))
    .sort();
  const place = [[...principal.place.locations].sort(), [...principal.place.departments].sort()];
  return digest(JSON.stringify([rules, place, [...modules].sort()]));
}
