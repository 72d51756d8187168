import * as v from 'valibot';

/** A demo login the sign-in page offers in demo mode. */
export const DemoAccountSchema = v.object({ email: v.string(), name: v.string(), note: v.string() });
export type DemoAccount = v.InferOutput<typeof DemoAccountSchema>;

/** What the sign-in page needs to know about a pending sign-in. */
export const InteractionDetailsSchema = v.object({
  prompt: v.string(),
  loginHint: v.optional(v.string()),
  demoAccounts: v.array(DemoAccountSchema),
});
export type InteractionDetails = v.InferOutput<typeof InteractionDetailsSchema>;

export const LoginRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254)),
  password: v.pipe(v.string(), v.maxLength(1024)),
});

export const LoginResultSchema = v.object({ redirectTo: v.string() });
