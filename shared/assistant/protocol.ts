import * as v from 'valibot';

/**
 * The assistant socket of platform.md §7: `{status: 'authorization'}` from the server, the
 * client's `{Authorization, Tenant}`, then `connected` or `error`; each question a plain
 * string frame answered by `thinking`, `responding` chunks and `done` with the whole answer.
 */
export const ASSISTANT_PATH = '/ai/assistant';
export const ASSISTANT_AUTH_TIMEOUT_MS = 5000;
/** Largest frame the server accepts; a question is short text. */
export const ASSISTANT_MAX_PAYLOAD = 16 * 1024;
/** Longest question in characters (the widget stops typing there). */
export const ASSISTANT_MAX_QUESTION_CHARS = 2000;
/** Questions one user may ask per minute in one tenant. */
export const ASSISTANT_QUESTIONS_PER_MINUTE = 12;

const ASSISTANT_STATUSES = ['error', 'authorization', 'connected', 'thinking', 'responding', 'done'] as const;
export type AssistantStatus = (typeof ASSISTANT_STATUSES)[number];

/** Every server frame: a status and a message (empty where the status says it all). */
export interface AssistantServerMessage {
  readonly status: AssistantStatus;
  readonly message: string;
}

export const AssistantServerMessageSchema = v.object({
  status: v.picklist(ASSISTANT_STATUSES),
  message: v.string(),
});

/** The client's answer to `authorization`: the same credentials as an HTTP call. */
export const AssistantAuthSchema = v.strictObject({
  Authorization: v.pipe(v.string(), v.maxLength(8192)),
  Tenant: v.pipe(v.string(), v.maxLength(64)),
});

/** platform.md §5: sendable when something is left after removing all but A-Z, a-z and 0-9. */
export function canSendQuestion(text: string): boolean {
  return text.replace(/[^A-Za-z0-9]/g, '').length > 0;
}

/**
 * platform.md §7: the AI backend is the backend URL with `api` replaced by `ai` and `http`
 * by `ws`; the socket is `/assistant` there (`http://localhost:3000/api` gives
 * `ws://localhost:3000/ai/assistant`). The `api` replaced is the first whole host label or
 * path segment (`api.example`, `/api`), never letters inside a name (`rapid.example`).
 */
export function assistantSocketUrl(backendUrl: string): string {
  const base = backendUrl
    .replace(/(?<=[/.])api(?=[/.:]|$)/, 'ai')
    .replace(/^http/, 'ws')
    .replace(/\/+$/, '');
  return `${base}/assistant`;
}
