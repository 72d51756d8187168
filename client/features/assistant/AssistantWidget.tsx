import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '../../sync/use-online';
import { Icon } from '../navigation';
import { useAssistant } from './use-assistant';
import '../../styles/assistant.css';

// The panel loads when the user reaches for the button, not with the first page (issue 15).
const loadPanel = () => import('./AssistantPanel');
const AssistantPanel = lazy(() => loadPanel().then((module) => ({ default: module.AssistantPanel })));
const preloadPanel = () => {
  void loadPanel();
};

/** Where the panel fills the screen (assistant.css), so following a link closes it. */
const PHONE = '(max-width: 640px)';

/**
 * The floating assistant of platform.md §2: a round button bottom right that expands into the
 * panel. The connection and the typed text live as long as the layout.
 */
export function AssistantWidget() {
  const { t } = useLingui();
  const assistant = useAssistant();
  const online = useOnline();
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(false);
  useEffect(() => {
    if (wasExpanded.current && !expanded) opener.current?.focus();
    wasExpanded.current = expanded;
  }, [expanded]);
  const collapse = useCallback(() => setExpanded(false), []);
  const onNavigate = useCallback(() => {
    if (window.matchMedia(PHONE).matches) setExpanded(false);
  }, []);
  const openerButton = (
    <button
      ref={opener}
      type="button"
      className="assistant-opener"
      aria-label={t`Open assistant`}
      aria-haspopup="dialog"
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
      onClick={() => setExpanded(true)}
    >
      <Icon name="chat" />
    </button>
  );
  return (
    <div className="assistant-widget" data-testid="assistant-widget">
      {expanded ? (
        <Suspense fallback={openerButton}>
          <AssistantPanel
            assistant={assistant}
            online={online}
            text={text}
            onText={setText}
            onClose={collapse}
            onNavigate={onNavigate}
          />
        </Suspense>
      ) : (
        openerButton
      )}
    </div>
  );
}
