import { describe, expect, it } from 'vitest';
import { catalogScripts, firstLoadScripts } from './first-load';

describe('the first page load the bench measures', () => {
  it('counts module scripts and module preloads, not stylesheets, icons or lazy chunks', () => {
    const html = `<!doctype html><head>
      <script type="module" crossorigin src="/assets/main-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link rel="stylesheet" href="/assets/app-3.css">
      <link rel="icon" href="/icons/icon.svg">
      <link rel="prefetch" href="/assets/lazy-4.js">
    </head>`;
    expect(firstLoadScripts(html)).toEqual(['/assets/main-1.js', '/assets/react-2.js']);
  });

  it('finds the start of each language catalog, a chunk of its own, in the build manifest, not the rest', () => {
    const manifest = {
      'index.html': { file: 'assets/main-1.js' },
      'locales/de/messages.po?start': { file: 'assets/messages-5.js' },
      'locales/de/messages.po?rest': { file: 'assets/messages-8.js' },
      'locales/en/messages.po?start': { file: 'assets/messages-6.js' },
      'locales/en/messages.po?rest': { file: 'assets/messages-9.js' },
      'features/assistant/AnswerMarkdown.tsx': { file: 'assets/AnswerMarkdown-7.js' },
    };
    expect(catalogScripts(manifest)).toEqual(['assets/messages-5.js', 'assets/messages-6.js']);
  });
});
