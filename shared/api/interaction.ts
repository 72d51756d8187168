import * as v from 'valibot';

/** The demo logins the sign-in page offers while demo mode runs: one password, the accounts. */
export const DemoLoginsSchema = v.object({
  password: v.string(),
  accounts: v.array(v.object({ email: v.string(), name: v.string(), note: v.string() })),
});
export type DemoLogins = v.InferOutput<typeof DemoLoginsSchema>;

/** What the sign-in page needs to know about a pending sign-in; `demo` only in demo mode. */
export const InteractionDetailsSchema = v.object({
  prompt: v.string(),
  loginHint: v.optional(v.string()),
  demo: v.optional(DemoLoginsSchema),
});
export type InteractionDetails = v.InferOutput<typeof InteractionDetailsSchema>;

export const LoginRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254)),
  password: v.pipe(v.string(), v.maxLength(1024)),
});

export const LoginResultSchema = v.object({ redirectTo: v.string() });
