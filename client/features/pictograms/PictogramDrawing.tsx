import { useLingui } from '@lingui/react';
import { CodeBadge } from './CodeBadge';
import { PictogramSvg } from './PictogramSvg';
import { pictogramName } from './pictogram-name';
import { drawnSign } from './sign-art';

/** The drawn sign of a code in the interface language (loaded on first use with all drawings). */
export function PictogramDrawing({
  code,
  size,
  codeBeside = false,
}: {
  code: string;
  size: number;
  codeBeside?: boolean;
}) {
  const { i18n } = useLingui();
  const art = drawnSign(code);
  // The language from the locale here rather than via shared/cookies, which this lazy chunk would split out of the first load.
  const name = pictogramName(i18n.locale === 'en' ? 'en' : 'de', code);
  if (art === undefined || name === undefined) return <CodeBadge code={code} size={size} codeBeside={codeBeside} />;
  return <PictogramSvg code={code} art={art} name={name} size={size} />;
}
