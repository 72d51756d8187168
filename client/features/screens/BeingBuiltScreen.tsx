import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ScreenMode } from './RegistryScreen';
import { SCREENS, type ScreenKey } from './screens';

interface BeingBuiltProps {
  readonly screen: ScreenKey;
  readonly mode: ScreenMode;
  readonly isNew: boolean;
}

/** The honest "being built" note of a screen that has no content yet. */
export function BeingBuilt({ screen, mode, isNew }: BeingBuiltProps) {
  const { i18n, t } = useLingui();
  const title = i18n._(SCREENS[screen].title);
  const heading = mode === 'detail' ? (isNew ? t`${title}: new` : t`${title}: details`) : title;
  useEffect(() => {
    document.title = `${heading} · Sorgfalt`;
  }, [heading]);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{heading}</h1>
      <div className="notice" role="status" data-testid="being-built">
        <p>
          <Trans>This area is being built.</Trans>
        </p>
        <p className="notice-detail">
          <Trans>Lists, forms and offline editing for it arrive with one of the next releases.</Trans>
        </p>
      </div>
    </section>
  );
}

interface BeingBuiltScreenProps {
  readonly screen: ScreenKey;
  readonly mode: ScreenMode;
  readonly documentId?: string | undefined;
}

/**
 * The screen of a route whose catalog entry names no entity (the dashboard among them): a chunk
 * without the list and detail screens' code, so the landing page does not load it.
 */
export function BeingBuiltScreen({ screen, mode, documentId }: BeingBuiltScreenProps) {
  return <BeingBuilt screen={screen} mode={mode} isNew={documentId === 'new'} />;
}
