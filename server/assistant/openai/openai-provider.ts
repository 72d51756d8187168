import { AppError } from '../../../shared/errors';
import type { AssistantProvider, Retriever } from '../provider';
import { sourcesList, systemPrompt } from './openai-prompt';
import { contentDeltas } from './sse-stream';

export interface OpenAiProviderOptions {
  /** The API root that holds `/chat/completions`, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  readonly baseUrl: string;
  readonly model: string;
  /** Sent as a bearer token; never logged. */
  readonly apiKey?: string;
  /** Longest wait for the model server's answer to start and between two parts of it. */
  readonly timeoutMs: number;
  readonly retrieve: Retriever;
  readonly fetch?: typeof fetch;
}

/** Passes the chunks through and calls `onRead` for each, so a silence can be timed. */
async function* watched(body: AsyncIterable<Uint8Array>, onRead: () => void): AsyncGenerator<Uint8Array> {
  for await (const chunk of body) {
    onRead();
    yield chunk;
  }
}

/**
 * An answerer backed by any OpenAI-compatible `/chat/completions` with `stream: true`
 * (ARCHITECTURE.md "Assistant"). The same retrieval as the embedded provider puts the
 * user's readable documents and the catalog entries into the system prompt; the answer
 * streams through as the model writes it, followed by the linked list of those documents.
 * A time-out (TIMEOUT), a non-2xx answer or a malformed stream (INTERNAL) throws.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): AssistantProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const fetchImpl = options.fetch ?? fetch;
  return {
    name: 'openai',
    async *answer(question, scope, signal) {
      const retrieval = await options.retrieve(question, scope);
      const timeout = new AbortController();
      let timer = setTimeout(() => timeout.abort(), options.timeoutMs);
      const restartTimer = () => {
        clearTimeout(timer);
        timer = setTimeout(() => timeout.abort(), options.timeoutMs);
      };
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            temperature: 0.2,
            messages: [
              { role: 'system', content: systemPrompt(retrieval, scope.language) },
              { role: 'user', content: question },
            ],
          }),
          redirect: 'error',
          signal: AbortSignal.any([signal, timeout.signal]),
        });
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          throw new AppError('INTERNAL', `the model server answered ${response.status}`);
        }
        restartTimer();
        yield* contentDeltas(watched(response.body, restartTimer));
        yield sourcesList(retrieval.sources, scope.language);
      } catch (error) {
        if (timeout.signal.aborted)
          throw new AppError('TIMEOUT', `the model server was silent for ${options.timeoutMs} ms`);
        if (signal.aborted) return;
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
