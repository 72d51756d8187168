import { describe, expect, it } from 'vitest';
import type { AssistantServerMessage, AssistantStatus } from '../../../shared/assistant/protocol';
import {
  type AssistantEvent,
  type AssistantState,
  assistantReducer,
  canSend,
  INITIAL_ASSISTANT_STATE,
  inputEnabled,
} from './assistant-state';

const server = (status: AssistantStatus, message = ''): AssistantEvent => ({
  type: 'server',
  message: { status, message } satisfies AssistantServerMessage,
});
const run = (events: readonly AssistantEvent[], from: AssistantState = INITIAL_ASSISTANT_STATE) =>
  events.reduce(assistantReducer, from);
const connected = run([server('authorization'), server('connected')]);

describe('assistant connection flags (platform.md §4)', () => {
  it('starts not connected, without error, in phase done and with an empty conversation', () => {
    expect(INITIAL_ASSISTANT_STATE).toMatchObject({ connected: false, error: false, phase: 'done', partial: '' });
    expect(INITIAL_ASSISTANT_STATE.messages).toEqual([]);
  });

  it('sets connected on status connected, not on authorization', () => {
    expect(run([server('authorization')]).connected).toBe(false);
    expect(connected.connected).toBe(true);
  });

  it('sets error on status error and drops the answer on its way', () => {
    const state = run([server('thinking'), server('responding', 'Teil'), server('error')], connected);
    expect(state).toMatchObject({ error: true, phase: 'done', partial: '', connected: true });
  });

  it('keeps the error until the next question is asked', () => {
    const failed = run([server('error')], connected);
    expect(run([server('connected')], failed).error).toBe(true);
    expect(run([{ type: 'asked', question: 'Noch einmal?' }], failed).error).toBe(false);
  });

  it('a lost connection clears connected and ends the reply phase', () => {
    const state = run([server('thinking'), server('responding', 'Teil'), { type: 'disconnected' }], connected);
    expect(state).toMatchObject({ connected: false, phase: 'done', partial: '' });
  });
});

describe('assistant reply phase (platform.md §4)', () => {
  it('goes done → thinking → responding → done, appending the final message as an assistant message', () => {
    const asked = run([{ type: 'asked', question: 'Welche Maßnahmen sind überfällig?' }], connected);
    const thinking = run([server('thinking')], asked);
    expect(thinking.phase).toBe('thinking');
    const responding = run([server('responding', 'Zwei ')], thinking);
    expect(responding).toMatchObject({ phase: 'responding', partial: 'Zwei ' });
    const done = run([server('responding', 'Maßnahmen.'), server('done', 'Zwei Maßnahmen.')], responding);
    expect(done).toMatchObject({ phase: 'done', partial: '' });
    expect(done.messages).toEqual([
      { role: 'user', message: 'Welche Maßnahmen sind überfällig?' },
      { role: 'assistant', message: 'Zwei Maßnahmen.' },
    ]);
  });

  it('appends each responding chunk to the partial answer', () => {
    const state = run([server('thinking'), server('responding', 'a'), server('responding', 'b')], connected);
    expect(state.partial).toBe('ab');
  });

  it('sets thinking only when the phase is not already thinking', () => {
    const thinking = run([server('thinking')], connected);
    const again = run([server('thinking')], thinking);
    expect(again.phase).toBe('thinking');
    expect(again.received).toBe(thinking.received + 1);
    expect({ ...again, received: thinking.received }).toEqual(thinking);
  });

  it('counts every server message so the list can scroll after each', () => {
    expect(run([server('thinking'), server('responding', 'x'), server('done', 'x')], connected).received).toBe(
      connected.received + 3,
    );
  });
});

describe('assistant send rule (platform.md §5)', () => {
  it('sends a question with a letter or digit when connected and the phase is done', () => {
    expect(canSend(connected, 'Was ist ADR?')).toBe(true);
    expect(canSend(connected, '1')).toBe(true);
  });

  it('does not send text without letters A-Z, a-z or digits', () => {
    expect(canSend(connected, '  ?! \n')).toBe(false);
    expect(canSend(connected, 'äöü ß')).toBe(false);
    expect(canSend(connected, '')).toBe(false);
  });

  it('does not send when not connected', () => {
    expect(canSend(INITIAL_ASSISTANT_STATE, 'Was ist ADR?')).toBe(false);
    expect(inputEnabled(INITIAL_ASSISTANT_STATE)).toBe(false);
    expect(canSend(run([{ type: 'disconnected' }], connected), 'Was ist ADR?')).toBe(false);
  });

  it('does not send and disables the input while an answer is thinking or responding', () => {
    const thinking = run([server('thinking')], connected);
    const responding = run([server('responding', 'Teil')], thinking);
    for (const state of [thinking, responding]) {
      expect(canSend(state, 'Noch eine Frage')).toBe(false);
      expect(inputEnabled(state)).toBe(false);
    }
    const done = run([server('done', 'Antwort')], responding);
    expect(inputEnabled(done)).toBe(true);
    expect(canSend(done, 'Noch eine Frage')).toBe(true);
  });
});
