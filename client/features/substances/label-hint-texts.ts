import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GHS_SYMBOL_TEXTS } from '../../../shared/catalogs/symbols-and-classes';
import type { LabelHint } from '../../../shared/domain/substances';
import { SIGNAL_WORDS } from '../../../shared/enums/substances';
import { enumText } from '../enums';

/** "GHS02 Flame (flammable)": a GHS pictogram with its name in the interface language. */
function pictogramText(i18n: I18n, code: string): string {
  const names = Object.hasOwn(GHS_SYMBOL_TEXTS, code)
    ? GHS_SYMBOL_TEXTS[code as keyof typeof GHS_SYMBOL_TEXTS]
    : undefined;
  const name = names?.[i18n.locale === 'en' ? 0 : 1];
  return name ? `${code} ${name}` : code;
}

/**
 * A plausibility hint on a substance's label (docs/domain/substances.md SUB-4 … SUB-7) in the
 * interface language, naming statements by their codes (the panel lists their texts below).
 */
export function labelHintText(i18n: I18n, hint: LabelHint): string {
  const word = (code: string) => enumText(i18n, SIGNAL_WORDS, code);
  switch (hint.id) {
    case 'PICTOGRAM_MISSING': {
      const pictogram = pictogramText(i18n, hint.pictogram);
      const statements = hint.statements.join(', ');
      return i18n._(msg`Pictogram ${pictogram} is missing; CLP Annex I calls for it with: ${statements}`);
    }
    case 'PICTOGRAM_WITHOUT_STATEMENT': {
      const pictogram = pictogramText(i18n, hint.pictogram);
      return i18n._(msg`Pictogram ${pictogram}: none of the hazard statements calls for it.`);
    }
    case 'PICTOGRAM_SUPERSEDED': {
      const by = pictogramText(i18n, hint.by);
      return i18n._(msg`Pictogram GHS07 shall not appear beside ${by} for these hazards (CLP Art. 26 (1)).`);
    }
    case 'SIGNAL_WORD_MISSING': {
      const expected = word(hint.expected);
      const statements = hint.statements.join(', ');
      return i18n._(msg`Signal word missing: “${expected}” for ${statements} (CLP Art. 20).`);
    }
    case 'SIGNAL_WORD_TOO_WEAK': {
      const danger = word('DANGER');
      const warning = word('WARNING');
      const statements = hint.statements.join(', ');
      return i18n._(
        msg`Signal word “${warning}” is too weak: “${danger}” for ${statements}; “${danger}” outranks “${warning}” (CLP Art. 20).`,
      );
    }
    case 'SIGNAL_WORD_TOO_STRONG': {
      const danger = word('DANGER');
      const warning = word('WARNING');
      return i18n._(msg`Signal word “${danger}”: none of the hazard statements calls for more than “${warning}”.`);
    }
    case 'SIGNAL_WORD_WITHOUT_STATEMENT': {
      const signalWord = word(hint.signalWord);
      return i18n._(msg`Signal word “${signalWord}”: none of the hazard statements calls for a signal word.`);
    }
  }
}
