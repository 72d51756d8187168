import { Trans } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Icon } from '../navigation';
import type { AssistantState } from './assistant-state';
import { LazyAnswerMarkdown, preloadAnswerMarkdown } from './LazyAnswerMarkdown';

function AssistantError() {
  return (
    <div className="assistant-error" role="alert">
      <Icon name="alert" className="icon assistant-error-icon" />
      <p>
        <Trans>Something went wrong. Please refresh the page. If the problem persists, please contact support.</Trans>
      </p>
    </div>
  );
}

/**
 * The conversation: the greeting, the questions and answers, the thinking spinner, the answer
 * on its way and the error. Scrolls to the bottom at once when shown, smoothly after each
 * server message (platform.md §4).
 */
export function AssistantMessages({ state, onNavigate }: { state: AssistantState; onNavigate: () => void }) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(preloadAnswerMarkdown, []);
  useLayoutEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight, behavior: 'instant' });
  }, []);
  const shown = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each server message and each question scrolls
  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      return;
    }
    list.current?.scrollTo({ top: list.current.scrollHeight, behavior: 'smooth' });
  }, [state.received, state.messages.length]);
  return (
    <div className="assistant-messages" ref={list} role="log" aria-busy={state.phase !== 'done'} tabIndex={-1}>
      <div className="assistant-bubble" data-role="assistant">
        <p>
          <Trans>
            Hello! I am your personal assistant for occupational safety and hazardous goods transport. How can I help
            you?
          </Trans>
        </p>
      </div>
      {state.messages.map((message, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the conversation only grows, a message keeps its index
        <div key={index} className="assistant-bubble" data-role={message.role}>
          {message.role === 'assistant' ? (
            <LazyAnswerMarkdown text={message.message} onNavigate={onNavigate} />
          ) : (
            <p>{message.message}</p>
          )}
        </div>
      ))}
      {state.phase === 'thinking' && (
        <div className="assistant-thinking" role="status">
          <span className="assistant-spinner" aria-hidden="true" />
          <Trans>Thinking…</Trans>
        </div>
      )}
      {state.partial !== '' && (
        <div className="assistant-bubble" data-role="assistant" data-partial="true">
          <LazyAnswerMarkdown text={state.partial} onNavigate={onNavigate} />
        </div>
      )}
      {state.error && <AssistantError />}
    </div>
  );
}
