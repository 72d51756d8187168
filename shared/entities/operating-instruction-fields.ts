import { addMonths, isIsoDay } from '../domain/measures';
import { DATA_SHEET_LANGUAGES } from '../enums/catalogs';
import type { DocumentData, EntityDerivation, EntitySection, EntityWarning } from './entity';
import type { FieldMap, Label, RichTextField, SymbolField } from './fields';

/**
 * The one definition of an operating instruction's document sections (docs/domain/operating-instructions.md
 * OI-1): both kinds share the hazards, the symbol columns, first aid and the emergency number; a
 * substance instruction ends with disposal, a work equipment instruction holds measures, rules of
 * conduct and maintenance instead (domain.md §3). The stored field names are the spec's.
 */

export type InstructionKind = 'SUBSTANCE' | 'WORK_EQUIPMENT';

/** The language a worker reads the instruction in, independent of the interface language (OI-2). */
export type InstructionLanguage = (typeof DATA_SHEET_LANGUAGES)[number];

const symbols = (catalog: SymbolField['catalog'], label: Label): SymbolField => ({
  kind: 'symbol',
  catalog,
  multiple: true,
  label,
});
const text = (label: Label): RichTextField => ({ kind: 'richText', label });

const SYMBOL_FIELDS = {
  humanEnvGhsSymbols: symbols(
    'GHS',
    /*i18n*/ { id: 'field.operatingInstruction.ghsSymbols', message: 'GHS pictograms' },
  ),
  humanEnvWarningSymbols: symbols(
    'W',
    /*i18n*/ { id: 'field.operatingInstruction.warningSymbols', message: 'Warning signs' },
  ),
  mandatorySymbols: symbols(
    'M',
    /*i18n*/ { id: 'field.operatingInstruction.mandatorySymbols', message: 'Mandatory signs' },
  ),
  prohibitionSymbols: symbols(
    'P',
    /*i18n*/ { id: 'field.operatingInstruction.prohibitionSymbols', message: 'Prohibition signs' },
  ),
  fireProtectionSymbols: symbols(
    'F',
    /*i18n*/ { id: 'field.operatingInstruction.fireProtectionSymbols', message: 'Fire protection signs' },
  ),
  rescueSymbols: symbols('E', /*i18n*/ { id: 'field.operatingInstruction.rescueSymbols', message: 'Rescue signs' }),
} as const satisfies FieldMap;

const HAZARDS = text(
  /*i18n*/ {
    id: 'field.operatingInstruction.humanEnvDescription',
    message: 'Hazards to humans and the environment',
  },
);

const EMERGENCY_NUMBER = {
  kind: 'text',
  label: /*i18n*/ { id: 'field.operatingInstruction.emergencyNumber', message: 'Emergency number' },
  format: 'phone',
  maxLength: 50,
} as const satisfies FieldMap[string];

/** The text fields of each kind, in the order of its printed sections. */
const TEXT_FIELDS = {
  SUBSTANCE: {
    activityDescription: text(
      /*i18n*/ {
        id: 'field.substanceInstruction.activityDescription',
        message: 'Work area, workplace, activity',
      },
    ),
    humanEnvDescription: HAZARDS,
    measuresBehaviorDescription: text(
      /*i18n*/ {
        id: 'field.substanceInstruction.measuresBehaviorDescription',
        message: 'Protective measures and rules of conduct',
      },
    ),
    malfunctionBehaviorDescription: text(
      /*i18n*/ {
        id: 'field.substanceInstruction.malfunctionBehaviorDescription',
        message: 'Behaviour in case of danger',
      },
    ),
    firstAidDescription: text(/*i18n*/ { id: 'field.substanceInstruction.firstAidDescription', message: 'First aid' }),
    disposalDescription: text(
      /*i18n*/ {
        id: 'field.substanceInstruction.disposalDescription',
        message: 'Proper disposal',
      },
    ),
  },
  WORK_EQUIPMENT: {
    activityDescription: text(
      /*i18n*/ {
        id: 'field.workEquipmentInstruction.activityDescription',
        message: 'Scope of application',
      },
    ),
    humanEnvDescription: HAZARDS,
    measures: text(/*i18n*/ { id: 'field.workEquipmentInstruction.measures', message: 'Protective measures' }),
    behaviorRules: text(/*i18n*/ { id: 'field.workEquipmentInstruction.behaviorRules', message: 'Rules of conduct' }),
    malfunctionBehaviorDescription: text(
      /*i18n*/ {
        id: 'field.workEquipmentInstruction.malfunctionBehaviorDescription',
        message: 'Behaviour in case of malfunction',
      },
    ),
    firstAidDescription: text(
      /*i18n*/ {
        id: 'field.workEquipmentInstruction.firstAidDescription',
        message: 'Behaviour in case of accidents, first aid',
      },
    ),
    maintenanceDescription: text(
      /*i18n*/ {
        id: 'field.workEquipmentInstruction.maintenanceDescription',
        message: 'Maintenance',
      },
    ),
  },
} as const satisfies Record<InstructionKind, FieldMap>;

/** One printed section: its heading key, its texts and the symbol column beside them. */
export interface InstructionSection {
  readonly key: string;
  readonly title: Label;
  readonly texts: readonly string[];
  readonly symbols: readonly string[];
}

const TITLES = {
  scope: /*i18n*/ { id: 'section.operatingInstruction.scope', message: 'Scope' },
  hazards: /*i18n*/ { id: 'section.operatingInstruction.hazards', message: 'Hazards to humans and the environment' },
  protection: /*i18n*/ {
    id: 'section.operatingInstruction.protection',
    message: 'Protective measures and rules of conduct',
  },
  danger: /*i18n*/ { id: 'section.operatingInstruction.danger', message: 'Behaviour in case of danger' },
  malfunction: /*i18n*/ {
    id: 'section.operatingInstruction.malfunction',
    message: 'Behaviour in case of malfunction',
  },
  firstAid: /*i18n*/ { id: 'section.operatingInstruction.firstAid', message: 'First aid' },
  disposal: /*i18n*/ { id: 'section.operatingInstruction.disposal', message: 'Proper disposal' },
  maintenance: /*i18n*/ { id: 'section.operatingInstruction.maintenance', message: 'Maintenance' },
} as const satisfies Record<string, Label>;

/** OI-1: the printed sections of each kind, in order, with the symbol column of each. */
export const INSTRUCTION_SECTIONS: Readonly<Record<InstructionKind, readonly InstructionSection[]>> = {
  SUBSTANCE: [
    { key: 'scope', title: TITLES.scope, texts: ['activityDescription'], symbols: [] },
    {
      key: 'hazards',
      title: TITLES.hazards,
      texts: ['humanEnvDescription'],
      symbols: ['humanEnvGhsSymbols', 'humanEnvWarningSymbols'],
    },
    {
      key: 'protection',
      title: TITLES.protection,
      texts: ['measuresBehaviorDescription'],
      symbols: ['mandatorySymbols', 'prohibitionSymbols'],
    },
    {
      key: 'danger',
      title: TITLES.danger,
      texts: ['malfunctionBehaviorDescription'],
      symbols: ['fireProtectionSymbols'],
    },
    { key: 'first-aid', title: TITLES.firstAid, texts: ['firstAidDescription'], symbols: ['rescueSymbols'] },
    { key: 'disposal', title: TITLES.disposal, texts: ['disposalDescription'], symbols: [] },
  ],
  WORK_EQUIPMENT: [
    { key: 'scope', title: TITLES.scope, texts: ['activityDescription'], symbols: [] },
    {
      key: 'hazards',
      title: TITLES.hazards,
      texts: ['humanEnvDescription'],
      symbols: ['humanEnvGhsSymbols', 'humanEnvWarningSymbols'],
    },
    {
      key: 'protection',
      title: TITLES.protection,
      texts: ['measures', 'behaviorRules'],
      symbols: ['mandatorySymbols', 'prohibitionSymbols'],
    },
    {
      key: 'malfunction',
      title: TITLES.malfunction,
      texts: ['malfunctionBehaviorDescription'],
      symbols: ['fireProtectionSymbols'],
    },
    { key: 'first-aid', title: TITLES.firstAid, texts: ['firstAidDescription'], symbols: ['rescueSymbols'] },
    { key: 'maintenance', title: TITLES.maintenance, texts: ['maintenanceDescription'], symbols: [] },
  ],
};

/** The text fields of a kind, in section order. */
export function instructionTextFields(kind: InstructionKind): readonly string[] {
  return INSTRUCTION_SECTIONS[kind].flatMap((section) => section.texts);
}

/** The symbol fields of both kinds. */
export const INSTRUCTION_SYMBOL_FIELDS: readonly string[] = Object.keys(SYMBOL_FIELDS);

/**
 * The fields both kinds add beyond the spec's (decision 0038): the worker's language, what the
 * instruction was derived from with the fingerprint of that source and each derived sentence's
 * source, and the revision (OI-20 … OI-22).
 */
const COMMON_FIELDS = {
  language: {
    kind: 'enum',
    label: /*i18n*/ { id: 'field.operatingInstruction.language', message: 'Language of the instruction' },
    values: DATA_SHEET_LANGUAGES,
  },
  revisedAt: {
    kind: 'date',
    label: /*i18n*/ { id: 'field.operatingInstruction.revisedAt', message: 'Last revised on' },
  },
  revisedBy: {
    kind: 'reference',
    label: /*i18n*/ { id: 'field.operatingInstruction.revisedBy', message: 'Last revised by' },
    to: ['EMPLOYEE'],
  },
  nextRevisionAt: {
    kind: 'date',
    label: /*i18n*/ { id: 'field.operatingInstruction.nextRevisionAt', message: 'Revision due' },
    derived: true,
    column: true,
  },
  derivation: {
    kind: 'group',
    label: /*i18n*/ { id: 'field.operatingInstruction.derivation', message: 'Derived from' },
    fields: {
      source: {
        kind: 'reference',
        label: /*i18n*/ { id: 'field.operatingInstruction.derivation.source', message: 'Source' },
        to: ['SUBSTANCE', 'ACTIVITY', 'RISK_ASSESSMENT'],
      },
      fingerprint: {
        kind: 'text',
        label: /*i18n*/ {
          id: 'field.operatingInstruction.derivation.fingerprint',
          message: 'Fingerprint of the source',
        },
        maxLength: 64,
      },
      derivedAt: {
        kind: 'date',
        time: true,
        label: /*i18n*/ { id: 'field.operatingInstruction.derivation.derivedAt', message: 'Derived on' },
      },
      sentences: {
        kind: 'keyedList',
        label: /*i18n*/ { id: 'field.operatingInstruction.derivation.sentences', message: 'Derived sentences' },
        fields: {
          field: {
            kind: 'text',
            label: /*i18n*/ { id: 'field.operatingInstruction.derivation.field', message: 'Section' },
          },
          text: {
            kind: 'text',
            multiline: true,
            label: /*i18n*/ { id: 'field.operatingInstruction.derivation.text', message: 'Sentence' },
          },
          source: {
            kind: 'text',
            label: /*i18n*/ { id: 'field.operatingInstruction.derivation.sentenceSource', message: 'From' },
          },
        },
      },
    },
  },
} as const satisfies FieldMap;

/** The section fields of a kind: its texts, the six symbol columns and the emergency number (OI-1). */
export function instructionSectionFields<K extends InstructionKind>(kind: K) {
  return { ...TEXT_FIELDS[kind], ...SYMBOL_FIELDS, emergencyNumber: EMERGENCY_NUMBER, ...COMMON_FIELDS };
}

/** The detail screen's sections: the head, the printed sections, revision and derivation. */
export function instructionScreenSections(kind: InstructionKind, head: readonly string[]): readonly EntitySection[] {
  return [
    {
      key: 'head',
      title: /*i18n*/ { id: 'section.operatingInstruction.head', message: 'Instruction' },
      fields: [...head, 'language'],
    },
    ...INSTRUCTION_SECTIONS[kind].map((section) => ({
      key: section.key,
      title: section.title,
      fields: [...section.texts, ...section.symbols, ...(section.key === 'first-aid' ? ['emergencyNumber'] : [])],
    })),
    {
      key: 'revision',
      title: /*i18n*/ { id: 'section.operatingInstruction.revision', message: 'Revision' },
      fields: ['revisionInterval', 'revisedAt', 'revisedBy', 'nextRevisionAt'],
    },
    {
      key: 'derivation',
      title: /*i18n*/ { id: 'section.operatingInstruction.derivation', message: 'Derivation' },
      fields: ['derivation'],
    },
  ];
}

/** The day a revision counts from: the last revision, else the day the instruction was derived (OI-21). */
function revisionBase(data: DocumentData): string | undefined {
  if (isIsoDay(data.revisedAt)) return data.revisedAt;
  const derivation = data.derivation as { derivedAt?: unknown } | undefined;
  const derivedDay = typeof derivation?.derivedAt === 'string' ? derivation.derivedAt.slice(0, 10) : undefined;
  return isIsoDay(derivedDay) ? derivedDay : undefined;
}

/** OI-21: the next revision is due `revisionInterval` months after the last revision (or the derivation). */
export function nextRevisionAt(data: DocumentData): string | undefined {
  const base = revisionBase(data);
  const interval = data.revisionInterval;
  if (!base || typeof interval !== 'number' || !Number.isInteger(interval) || interval < 1) return undefined;
  return addMonths(base, interval);
}

export const instructionDerivation: EntityDerivation = {
  version: 1,
  values: (data) => ({ nextRevisionAt: nextRevisionAt(data) }),
};

/** OI-16: the warning on an instruction whose source changed since it was derived. */
export const SOURCE_CHANGED: EntityWarning = {
  code: 'sourceChanged',
  message: /*i18n*/ {
    id: 'warning.operatingInstruction.sourceChanged',
    message: 'The source changed since this instruction was derived. Re-derive to see the differences.',
  },
};
