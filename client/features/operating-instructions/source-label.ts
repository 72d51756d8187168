import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { entityFor } from '../../../shared/entities/registry';
import { PROTECTIVE_GEAR_LABELS } from '../../../shared/enums/substances';

const MODULES: Readonly<Record<string, ReturnType<typeof msg>>> = {
  inhalation: msg`inhalation`,
  skin: msg`skin`,
  eyes: msg`eyes`,
  fire: msg`fire and explosion`,
  storage: msg`storage`,
};

/** A field of the source, else of the substance an activity's derivation also read. */
function fieldLabel(i18n: I18n, type: string, name: string): string {
  const field = entityFor(type)?.fields[name] ?? entityFor('SUBSTANCE')?.fields[name];
  return field ? i18n._(field.label) : name;
}

/**
 * Where a derived sentence came from, in the interface language (OI-3): "from H225", "from the
 * substance's notes on hazards", "from the EMKG rating: skin, level M2", "from risk “…”".
 */
export function sourceLabel(i18n: I18n, source: string, sourceType: string | undefined): string {
  const [kind = '', first = '', second = ''] = source.split(':');
  if (/^(H|EUH|P)\d/.test(source)) return i18n._(msg`from ${source}`);
  if (/^[MPWEF]\d{3}/.test(source)) return i18n._(msg`from the sign ${source}`);
  if (kind === 'field') return i18n._(msg`from “${fieldLabel(i18n, sourceType ?? 'SUBSTANCE', first)}”`);
  if (kind === 'activity' && first === 'protectiveGear') {
    const gear = PROTECTIVE_GEAR_LABELS[second as keyof typeof PROTECTIVE_GEAR_LABELS];
    return i18n._(msg`from the activity's protective gear: ${gear ? i18n._(gear) : second}`);
  }
  if (kind === 'activity') return i18n._(msg`from the activity's “${fieldLabel(i18n, 'ACTIVITY', first)}”`);
  if (kind === 'emkg' && first === 'minimum') return i18n._(msg`from the EMKG minimum standards`);
  if (kind === 'emkg') {
    const module = MODULES[first];
    return i18n._(msg`from the EMKG rating: ${module ? i18n._(module) : first}, level M${second}`);
  }
  if (kind === 'risk') return i18n._(msg`from risk “${source.slice('risk:'.length)}”`);
  return i18n._(msg`general rule`);
}
