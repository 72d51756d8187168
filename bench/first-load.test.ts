import { describe, expect, it } from 'vitest';
import { firstLoadScripts } from './first-load';

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
});
