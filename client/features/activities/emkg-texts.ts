import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmkgField, EmkgModule, EmkgRuleId, EmkgStep } from '../../../shared/domain/emkg';
import type { EntityDefinition } from '../../../shared/entities/entity';
import type { Field, FieldMap } from '../../../shared/entities/fields';
import { entityFor } from '../../../shared/entities/registry';
import { unitSymbol } from '../../../shared/enums/catalogs';

/** The five modules of the BAuA sheet, as the panel names them. */
export const MODULE_NAMES: Readonly<Record<EmkgModule, MessageDescriptor>> = {
  inhalation: msg`Inhalation`,
  skin: msg`Skin contact`,
  eyes: msg`Eyes`,
  fire: msg`Fire and explosion`,
  storage: msg`Storage`,
};

/** What each rule of docs/domain/emkg.md does, as one line of the explanation. */
export const RULE_TEXTS: Readonly<Record<EmkgRuleId, MessageDescriptor>> = {
  'EMKG-MIN-1': msg`The minimum standards always apply`,
  'EMKG-MIN-2': msg`An input is missing: only the minimum standards are given`,
  'EMKG-MIN-3': msg`An input is missing, but every cell it could give has the same level`,
  'EMKG-QTY-1': msg`Quantity per activity → quantity group`,
  'EMKG-QTY-2': msg`Quantity per activity in a unit without a group`,
  'EMKG-REL-1': msg`Dustiness of the solid → release group`,
  'EMKG-REL-2': msg`Boiling point → release group`,
  'EMKG-REL-3': msg`Vapour pressure → release group`,
  'EMKG-REL-4': msg`Sprayed → release group high`,
  'EMKG-REL-5': msg`Strongly diluted with water → release group low`,
  'EMKG-REL-6': msg`A gas → release group high`,
  'EMKG-MIX-1': msg`Mixture: the highest group of its components`,
  'EMKG-INH-1': msg`No TRGS 900 limit: hazard group from the H statements`,
  'EMKG-INH-2': msg`TRGS 900 limit → hazard group`,
  'EMKG-INH-3': msg`H statement → hazard group (inhalation)`,
  'EMKG-INH-4': msg`Hazard group × quantity × release → measure level`,
  'EMKG-SKN-1': msg`H statement → hazard group (skin)`,
  'EMKG-SKN-2': msg`Area of skin contact`,
  'EMKG-SKN-3': msg`Duration of skin contact per day`,
  'EMKG-SKN-4': msg`Hazard group × area × duration → measure level`,
  'EMKG-EYE-1': msg`H statement → hazard group (eyes)`,
  'EMKG-EYE-2': msg`Hazard group × quantity × release → measure level`,
  'EMKG-FIR-1': msg`H statement or physical state → hazard group (fire)`,
  'EMKG-FIR-2': msg`Hazard group × quantity × release → measure level`,
  'EMKG-FIR-3': msg`A solid: fire protection measures suffice`,
  'EMKG-STO-1': msg`H statement → storage group`,
  'EMKG-STO-2': msg`Quantity held in the storage`,
  'EMKG-STO-3': msg`Stored quantity → quantity band`,
  'EMKG-STO-4': msg`Storage group × quantity band → measure level`,
  'EMKG-250': msg`Protective guide series 250 applies`,
};

/** Codes the engine writes into steps, named in the user's language. */
const CODES: Readonly<Record<string, MessageDescriptor>> = {
  LOW: msg`low`,
  HIGH: msg`high`,
  LARGE: msg`large`,
  SOLID: msg`solid`,
  LIQUID: msg`liquid`,
  GASEOUS: msg`gaseous`,
  SHORT: msg`short (under 15 min)`,
  LONG: msg`long (15 min or more)`,
  UNDER_50_KG: msg`under 50 kg`,
  UP_TO_200_KG: msg`50 to 200 kg`,
  UP_TO_1000_KG: msg`200 to 1000 kg`,
  FROM_1000_KG: msg`1000 kg or more`,
  H_STATEMENTS: msg`from the H statements`,
  SERIES_250: msg`series 250`,
  none: msg`no H statement of this module`,
  spraying: msg`sprayed`,
  B: msg`safety spectacles`,
  K: msg`goggles`,
};

/** SMALL and MEDIUM mean a quantity, an area or a release group by where they stand. */
const SMALL_MEDIUM: Readonly<Record<string, MessageDescriptor>> = { SMALL: msg`small`, MEDIUM: msg`medium` };

/** One code, number or measurement of a step in words ("LARGE" → "groß", "15 MIN" → "15 min", "60 ML" → "60 mL"). */
function tokenText(i18n: I18n, token: string): string {
  const known = CODES[token] ?? SMALL_MEDIUM[token];
  if (known) return i18n._(known);
  const [amount, unit, ...rest] = token.split(' ');
  // The eyes module's M2 names its eye protection: "M2 B" (spectacles), "M2 K" (goggles).
  if (amount !== undefined && /^M\d$/.test(amount) && unit !== undefined && CODES[unit] && rest.length === 0) {
    return `${amount} (${i18n._(CODES[unit])})`;
  }
  if (unit !== undefined && rest.length === 0 && amount !== undefined && /^[+-]?\d/.test(amount)) {
    return `${amount} ${CODES[unit] ? i18n._(CODES[unit]) : unitSymbol(unit)}`;
  }
  return token;
}

/** A value of a step: a product of cells ("C × LARGE × MEDIUM") term by term, a field path as its label. */
export function stepValue(i18n: I18n, value: string, field: EmkgField | undefined, rule: EmkgRuleId): string {
  if ((rule === 'EMKG-MIN-2' || rule === 'EMKG-MIN-3') && field) return fieldLabel(i18n, field);
  return value
    .split(' × ')
    .map((token) => tokenText(i18n, token))
    .join(' × ');
}

function fieldAt(fields: FieldMap, path: readonly string[]): Field | undefined {
  const [head, ...rest] = path;
  const field = head === undefined ? undefined : fields[head];
  if (!field || rest.length === 0) return field;
  return field.kind === 'group' || field.kind === 'keyedList' ? fieldAt(field.fields, rest) : undefined;
}

const entityOf = (field: EmkgField): EntityDefinition | undefined => entityFor(field.document);

/** The label of the field an input lives in, as its form names it ("Quantity used"). */
export function fieldLabel(i18n: I18n, field: EmkgField): string {
  const entity = entityOf(field);
  const found = entity && fieldAt(entity.fields, field.path);
  return found ? i18n._(found.label) : field.path.join('.');
}

/** A step in words: what the rule does, and what it read and gave. */
export function stepText(
  i18n: I18n,
  step: EmkgStep,
): { readonly rule: string; readonly input: string; readonly result: string } {
  return {
    rule: i18n._(RULE_TEXTS[step.rule]),
    input: stepValue(i18n, step.input, step.field, step.rule),
    result: stepValue(i18n, step.result, undefined, step.rule),
  };
}
