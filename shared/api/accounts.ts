import * as v from 'valibot';

/** Shortest password the embedded provider accepts when a person sets their own. */
export const MIN_PASSWORD_LENGTH = 10;
export const SET_PASSWORD_PATH = '/account/set-password';
export const accountLinkPath = (employeeId: string) =>
  `/api/v2/employees/${encodeURIComponent(employeeId)}/account-link`;

/** A one-time "set your password" link, shown once to the administrator. */
export const AccountLinkSchema = v.object({ url: v.string(), expiresAt: v.number() });
export type AccountLink = v.InferOutput<typeof AccountLinkSchema>;

export const SetPasswordRequestSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  password: v.pipe(v.string(), v.minLength(MIN_PASSWORD_LENGTH), v.maxLength(1024)),
});
