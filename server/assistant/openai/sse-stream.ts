import * as v from 'valibot';
import { AppError } from '../../../shared/errors';

/** One streamed chat completion chunk; only the text delta matters (other fields vary by server). */
const ChunkSchema = v.object({
  choices: v.array(v.object({ delta: v.optional(v.object({ content: v.nullish(v.string()) })) })),
});

const DONE = '[DONE]';

function malformed(detail: string): AppError {
  return new AppError('INTERNAL', `malformed stream from the model server: ${detail}`);
}

function contentOf(data: string): string {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw malformed('an event is not JSON');
  }
  const chunk = v.safeParse(ChunkSchema, json);
  if (!chunk.success) throw malformed('an event is not a chat completion chunk');
  return chunk.output.choices[0]?.delta?.content ?? '';
}

/** The value of a `data:` line; one space after the colon is not part of it. */
function dataOf(line: string): string {
  return line.slice(line.startsWith('data: ') ? 6 : 5);
}

/**
 * The text deltas of an OpenAI-style `stream: true` answer: server-sent events whose `data`
 * is a chat completion chunk, ended by `data: [DONE]`. Events and lines may be split
 * anywhere across network reads. A stream that ends before `[DONE]`, or an event that is
 * not a chunk (e.g. an `error` object), throws.
 */
export async function* contentDeltas(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        const event = data.join('\n');
        data = [];
        if (event === DONE) return;
        if (event !== '') yield contentOf(event);
      } else if (line.startsWith('data:')) {
        data.push(dataOf(line));
      }
    }
  }
  if (buffer.startsWith('data:')) data.push(dataOf(buffer));
  if (data.join('\n') === DONE) return;
  throw malformed(`the stream ended without ${DONE}`);
}
