import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type RefObject, useLayoutEffect } from 'react';
import { ASSISTANT_MAX_QUESTION_CHARS } from '../../../shared/assistant/protocol';
import { Icon } from '../navigation';
import { type AssistantState, canSend, inputEnabled } from './assistant-state';

interface ComposerProps {
  readonly state: AssistantState;
  readonly online: boolean;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly onSend: () => void;
  readonly input: RefObject<HTMLTextAreaElement | null>;
}

/** The textarea grows with its text; CSS stops it at six rows (platform.md §5). */
function useGrowingTextarea(input: RefObject<HTMLTextAreaElement | null>, text: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const area = input.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${area.scrollHeight + area.offsetHeight - area.clientHeight}px`;
  }, [input, text]);
}

/** The question input and send button; Enter sends, Shift+Enter starts a new line. */
export function AssistantComposer({ state, online, text, onText, onSend, input }: ComposerProps) {
  const { t } = useLingui();
  useGrowingTextarea(input, text);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend(state, text)) onSend();
  };
  return (
    <form
      className="assistant-composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend(state, text)) onSend();
      }}
    >
      {!online ? (
        <p className="assistant-notice" role="status">
          <Trans>The assistant needs an internet connection. Your text stays here until you are back online.</Trans>
        </p>
      ) : (
        !state.connected && (
          <p className="assistant-notice" role="status">
            <Trans>Connecting to the assistant…</Trans>
          </p>
        )
      )}
      <div className="assistant-composer-row">
        <textarea
          ref={input}
          className="assistant-input"
          rows={1}
          value={text}
          maxLength={ASSISTANT_MAX_QUESTION_CHARS}
          disabled={!inputEnabled(state)}
          aria-label={t`Your question`}
          placeholder={t`Ask a question`}
          onChange={(event) => onText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="assistant-send" disabled={!canSend(state, text)} aria-label={t`Send`}>
          <Icon name="send" />
        </button>
      </div>
    </form>
  );
}
