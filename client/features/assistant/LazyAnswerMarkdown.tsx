import { lazy, Suspense } from 'react';

const loadAnswerMarkdown = () => import('./AnswerMarkdown');
const AnswerMarkdown = lazy(() => loadAnswerMarkdown().then((module) => ({ default: module.AnswerMarkdown })));

/** Starts loading the Markdown renderer when the panel opens, before the first answer needs it. */
export function preloadAnswerMarkdown(): void {
  void loadAnswerMarkdown();
}

/**
 * An answer's Markdown. The renderer (react-markdown, remark-gfm) is no part of the first page
 * load (issue 15's budget): until it has loaded, the answer shows as plain text.
 */
export function LazyAnswerMarkdown({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  return (
    <Suspense fallback={<p>{text}</p>}>
      <AnswerMarkdown text={text} onNavigate={onNavigate} />
    </Suspense>
  );
}
