import { useNavigate } from '@tanstack/react-router';
import { type ComponentProps, type MouseEvent, memo, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { inAppPath } from './answer-links';

function AnswerLink({ href, children, onNavigate }: ComponentProps<'a'> & { onNavigate: () => void }) {
  const navigate = useNavigate();
  const path = inAppPath(href, window.location.origin);
  if (path === undefined) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate();
    void navigate({ href: path });
  };
  return (
    <a href={path} onClick={follow}>
      {children}
    </a>
  );
}

const REMARK_PLUGINS = [remarkGfm];

/**
 * An answer's Markdown (SECURITY.md "Browser": no raw HTML, the default URL transform), with
 * GitHub's tables and lists (an ADR points answer is a table); links to app paths navigate
 * inside the app, others open in a new tab. Memoised: typing a question or a streamed chunk
 * does not parse the earlier answers again.
 */
export const AnswerMarkdown = memo(function AnswerMarkdown({
  text,
  onNavigate,
}: {
  text: string;
  onNavigate: () => void;
}) {
  const components = useMemo<Components>(
    () => ({ a: ({ node: _node, ...props }) => <AnswerLink {...props} onNavigate={onNavigate} /> }),
    [onNavigate],
  );
  return (
    <Markdown components={components} remarkPlugins={REMARK_PLUGINS}>
      {text}
    </Markdown>
  );
});
