import * as v from 'valibot';
import { type AccountLink, AccountLinkSchema } from '../../../shared/api/accounts';
import { requestJson, type SyncApiOptions } from '../../sync/sync-api';

const AccountStateSchema = v.object({ provider: v.picklist(['embedded', 'external']), linkAvailable: v.boolean() });
export type AccountState = v.InferOutput<typeof AccountStateSchema>;

const path = (employeeId: string) => `/v2/employees/${encodeURIComponent(employeeId)}`;

function xsrfHeader(): Record<string, string> {
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
  return xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {};
}

/** Who provides the employee's sign-in and whether a "set your password" link can be made. */
export async function loadAccountState(endpoint: SyncApiOptions, employeeId: string): Promise<AccountState> {
  return v.parse(AccountStateSchema, await requestJson(endpoint, `${path(employeeId)}/account`, { method: 'GET' }));
}

/** A new one-time link; the server keeps only its hash, so it can be shown only now. */
export async function createAccountLink(endpoint: SyncApiOptions, employeeId: string): Promise<AccountLink> {
  const answer = await requestJson(endpoint, `${path(employeeId)}/account-link`, {
    method: 'POST',
    headers: xsrfHeader(),
  });
  return v.parse(AccountLinkSchema, answer);
}
