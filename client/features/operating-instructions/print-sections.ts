import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The two kinds of operating instruction the printed document knows. */
export type InstructionKind = 'SUBSTANCE_INSTRUCTION' | 'WORK_EQUIPMENT_INSTRUCTION';

/** One headed section of the printed instruction: its title, the text fields and the sign fields of its symbol column. */
export interface PrintSection {
  readonly key: string;
  readonly title: MessageDescriptor;
  /** Rich-text fields printed one after the other in the text column. */
  readonly texts: readonly string[];
  /** Symbol fields whose signs stand in the left column, in this order. */
  readonly signs: readonly string[];
  /** Whether the emergency number closes the section's text. */
  readonly emergency?: boolean;
}

/**
 * The sections of a substance instruction in the customary layout of TRGS 555 (OI-PRINT-2):
 * scope, hazards, protective measures and rules of conduct, conduct in danger, first aid, disposal.
 */
const SUBSTANCE_SECTIONS: readonly PrintSection[] = [
  { key: 'scope', title: msg`Scope of application`, texts: ['activityDescription'], signs: [] },
  {
    key: 'hazards',
    title: msg`Hazards to people and the environment`,
    texts: ['humanEnvDescription'],
    signs: ['humanEnvGhsSymbols', 'humanEnvWarningSymbols'],
  },
  {
    key: 'protection',
    title: msg`Protective measures and rules of conduct`,
    texts: ['measuresBehaviorDescription'],
    signs: ['mandatorySymbols', 'prohibitionSymbols'],
  },
  {
    key: 'danger',
    title: msg`Conduct in case of danger`,
    texts: ['malfunctionBehaviorDescription'],
    signs: ['fireProtectionSymbols'],
    emergency: true,
  },
  { key: 'firstAid', title: msg`First aid`, texts: ['firstAidDescription'], signs: ['rescueSymbols'], emergency: true },
  { key: 'disposal', title: msg`Proper disposal`, texts: ['disposalDescription'], signs: [] },
];

/**
 * The sections of a work-equipment instruction (BetrSichV § 12, DGUV customary layout, OI-PRINT-2):
 * scope, hazards, protective measures and rules of conduct, conduct on malfunction, conduct on
 * accidents and first aid, maintenance.
 */
const WORK_EQUIPMENT_SECTIONS: readonly PrintSection[] = [
  { key: 'scope', title: msg`Scope of application`, texts: ['activityDescription'], signs: [] },
  {
    key: 'hazards',
    title: msg`Hazards to people and the environment`,
    texts: ['humanEnvDescription'],
    signs: ['humanEnvGhsSymbols', 'humanEnvWarningSymbols'],
  },
  {
    key: 'protection',
    title: msg`Protective measures and rules of conduct`,
    texts: ['measures', 'behaviorRules'],
    signs: ['mandatorySymbols', 'prohibitionSymbols'],
  },
  {
    key: 'malfunction',
    title: msg`Conduct in case of malfunction`,
    texts: ['malfunctionBehaviorDescription'],
    signs: ['fireProtectionSymbols'],
    emergency: true,
  },
  {
    key: 'firstAid',
    title: msg`Conduct in case of accidents – first aid`,
    texts: ['firstAidDescription'],
    signs: ['rescueSymbols'],
    emergency: true,
  },
  { key: 'maintenance', title: msg`Maintenance`, texts: ['maintenanceDescription'], signs: [] },
];

export const PRINT_SECTIONS: Readonly<Record<InstructionKind, readonly PrintSection[]>> = {
  SUBSTANCE_INSTRUCTION: SUBSTANCE_SECTIONS,
  WORK_EQUIPMENT_INSTRUCTION: WORK_EQUIPMENT_SECTIONS,
};

/** The legal basis printed beside the title (OI-PRINT-1). */
export const LEGAL_BASIS: Readonly<Record<InstructionKind, MessageDescriptor>> = {
  SUBSTANCE_INSTRUCTION: msg`under § 14 GefStoffV`,
  WORK_EQUIPMENT_INSTRUCTION: msg`under § 12 BetrSichV`,
};

/**
 * The frame and heading bands (OI-PRINT-1): orange-red for hazardous substances (TRGS 555's
 * customary colour), the blue of mandatory signs (RAL 5005) for work equipment.
 */
export const FRAME_COLOUR: Readonly<Record<InstructionKind, string>> = {
  SUBSTANCE_INSTRUCTION: '#e8590c',
  WORK_EQUIPMENT_INSTRUCTION: '#005387',
};

export function isInstructionKind(type: string): type is InstructionKind {
  return type === 'SUBSTANCE_INSTRUCTION' || type === 'WORK_EQUIPMENT_INSTRUCTION';
}
