import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Icon } from '../navigation';
import { AssistantComposer } from './AssistantComposer';
import { AssistantMessages } from './AssistantMessages';
import type { Assistant } from './use-assistant';

interface PanelProps {
  readonly assistant: Assistant;
  readonly online: boolean;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly onClose: () => void;
  readonly onNavigate: () => void;
}

/** The expanded assistant: header with its name and the close button, conversation, input. */
export function AssistantPanel({ assistant, online, text, onText, onClose, onNavigate }: PanelProps) {
  const { t } = useLingui();
  const { state, ask } = assistant;
  const titleId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const ready = state.connected && state.phase === 'done';
  useEffect(() => {
    if (ready) input.current?.focus();
  }, [ready]);
  useEffect(() => {
    if (!input.current || input.current.disabled) closeButton.current?.focus();
  }, []);
  return (
    <section
      className="assistant-panel"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="assistant-header">
        <Icon name="chat" />
        <h2 id={titleId}>
          <Trans>Sorgfalt Assistant</Trans>
        </h2>
        <button
          ref={closeButton}
          type="button"
          className="icon-button assistant-close"
          aria-label={t`Close assistant`}
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
        >
          <Icon name="close" />
        </button>
      </header>
      <AssistantMessages state={state} onNavigate={onNavigate} />
      <AssistantComposer
        state={state}
        online={online}
        text={text}
        onText={onText}
        input={input}
        onSend={() => {
          if (ask(text)) onText('');
        }}
      />
    </section>
  );
}
