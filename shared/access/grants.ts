import * as v from 'valibot';
import { ACCESS_ACTIONS, ACCESS_RESOURCES, type AccessResource, ORGANIZATION_SCOPES } from '../enums/access';
import type { Action, Principal } from './evaluate';

/**
 * What the signed-in employee's roles grant, without the places: enough for the UI to offer
 * only actions some rule allows (docs/decisions/0012). The server still decides every change.
 */
export const GrantSchema = v.object({
  resource: v.picklist(ACCESS_RESOURCES),
  action: v.picklist(ACCESS_ACTIONS),
  organizationScope: v.picklist(ORGANIZATION_SCOPES),
});
export type Grant = v.InferOutput<typeof GrantSchema>;

export function grantsOf(principal: Principal): Grant[] {
  const seen = new Map<string, Grant>();
  for (const { resource, action, organizationScope } of principal.rules) {
    seen.set(`${resource}:${action}:${organizationScope}`, { resource, action, organizationScope });
  }
  return [...seen.values()];
}

/**
 * Whether some rule grants the action on the resource somewhere. Unknown grants (a profile
 * cached by an older version) offer everything and leave the decision to the server.
 */
export function grantsAnywhere(
  grants: readonly Grant[] | undefined,
  action: Action,
  resource: AccessResource,
): boolean {
  if (!grants) return true;
  return grants.some(
    (grant) =>
      (grant.resource === resource || grant.resource === 'ALL') && (grant.action === action || grant.action === 'ALL'),
  );
}
