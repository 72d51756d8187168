import { type AssistantServerMessage, canSendQuestion } from '../../../shared/assistant/protocol';

/** platform.md §3: a chat message, its text Markdown. */
export interface ChatMessage {
  readonly role: 'assistant' | 'user';
  readonly message: string;
}

/** platform.md §4: done until a question is asked, then thinking and responding until the answer is done. */
export type ReplyPhase = 'done' | 'thinking' | 'responding';

export interface AssistantState {
  readonly connected: boolean;
  /** Set by a server `error`; the next question clears it. */
  readonly error: boolean;
  readonly phase: ReplyPhase;
  /** The chunks of the answer on its way, shown as an assistant bubble while not empty. */
  readonly partial: string;
  readonly messages: readonly ChatMessage[];
  /** How many server messages arrived; the list scrolls after each. */
  readonly received: number;
}

export type AssistantEvent =
  | { readonly type: 'server'; readonly message: AssistantServerMessage }
  | { readonly type: 'asked'; readonly question: string }
  | { readonly type: 'disconnected' };

export const INITIAL_ASSISTANT_STATE: AssistantState = {
  connected: false,
  error: false,
  phase: 'done',
  partial: '',
  messages: [],
  received: 0,
};

function onServerMessage(state: AssistantState, { status, message }: AssistantServerMessage): AssistantState {
  const next = { ...state, received: state.received + 1 };
  switch (status) {
    case 'authorization':
      return next;
    case 'connected':
      return { ...next, connected: true };
    case 'error':
      return { ...next, error: true, phase: 'done', partial: '' };
    case 'thinking':
      return state.phase === 'thinking' ? next : { ...next, phase: 'thinking' };
    case 'responding':
      return { ...next, phase: 'responding', partial: state.partial + message };
    case 'done':
      return {
        ...next,
        phase: 'done',
        partial: '',
        messages: [...state.messages, { role: 'assistant', message }],
      };
  }
}

/** platform.md §4: the connection flags, the reply phase and the conversation. */
export function assistantReducer(state: AssistantState, event: AssistantEvent): AssistantState {
  switch (event.type) {
    case 'server':
      return onServerMessage(state, event.message);
    case 'asked':
      return { ...state, error: false, messages: [...state.messages, { role: 'user', message: event.question }] };
    case 'disconnected':
      return { ...state, connected: false, phase: 'done', partial: '' };
  }
}

/** platform.md §5: the input takes text while connected and no answer is on its way. */
export function inputEnabled(state: AssistantState): boolean {
  return state.connected && state.phase === 'done';
}

/** platform.md §5: the send button works when the input does and the text has a letter or digit. */
export function canSend(state: AssistantState, text: string): boolean {
  return inputEnabled(state) && canSendQuestion(text);
}
