import { useLingui } from '@lingui/react/macro';
import type { DocumentType } from '../../../shared/enums/entity-types';
import { SCREENS, type ScreenKey } from '../screens/screens';

interface EntityDetailScreenProps {
  readonly screen: ScreenKey;
  readonly type: DocumentType;
  /** The document id, or `new` for the create screen. */
  readonly documentId: string;
}

/** The registry-driven detail and create screen of one document. */
export function EntityDetailScreen({ screen }: EntityDetailScreenProps) {
  const { i18n } = useLingui();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(SCREENS[screen].title)}</h1>
    </section>
  );
}
