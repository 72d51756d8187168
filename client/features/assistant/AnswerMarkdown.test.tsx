import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnswerMarkdown } from './AnswerMarkdown';

const render = (text: string) => renderToStaticMarkup(<AnswerMarkdown text={text} onNavigate={() => undefined} />);

describe('AnswerMarkdown', () => {
  it('renders a points table and emphasis as HTML elements', () => {
    const html = render('| Position | Punkte |\n|---|---|\n| Diesel | 200 |\n\nSumme: **1200 Punkte**');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>Diesel</td>');
    expect(html).toContain('<strong>1200 Punkte</strong>');
  });

  it('never renders raw HTML of an answer: it stays visible text', () => {
    const html = render('Vorsicht <img src="x" onerror="alert(1)"> und <script>alert(2)</script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=&quot;x&quot;');
  });
});
