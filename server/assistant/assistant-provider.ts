import type { Config } from '../config';
import { createEmbeddedProvider } from './embedded/embedded-provider';
import { createOpenAiProvider } from './openai/openai-provider';
import type { AssistantProvider } from './provider';
import { retrieve } from './retrieval';

/** The configured answerer: the OpenAI-compatible model server when its base URL is set, else the embedded one. */
export function assistantProvider({ openAi, timeoutMs }: Config['assistant']): AssistantProvider {
  return openAi ? createOpenAiProvider({ ...openAi, timeoutMs, retrieve }) : createEmbeddedProvider(retrieve);
}
