import {
  APPLICATION_FORMS,
  CONTACT_FREQUENCIES,
  EFFECT_AREAS,
  EMKG_LEVELS,
  FREE_VENTILATION_TYPES,
  PROTECTIVE_GEAR,
  RELEASE_GROUPS,
  SPATIAL_CONDITIONS,
  TECHNICAL_VENTILATION_TYPES,
  WET_WORK,
} from '../enums/substances';
import { defineEntity } from './entity';
import { LABELS } from './labels';

const QUANTITY_UNITS = ['KG', 'G', 'MG', 'T', 'L', 'ML', 'M3'] as const;
const DURATION_UNITS = ['MIN', 'H'] as const;

const filled = (value: unknown) => Array.isArray(value) && value.length > 0;

/** An activity with a hazardous substance (domain.md §3 Activity), the basis of its assessment. */
export const activity = defineEntity({
  type: 'ACTIVITY',
  label: /*i18n*/ { id: 'entity.activity', message: 'Activity' },
  pluralLabel: /*i18n*/ { id: 'entity.activity.plural', message: 'Activities' },
  resource: 'ACTIVITIES',
  module: 'HAZARDOUS_SUBSTANCES',
  titleField: 'name',
  scope: { fields: ['workEnvironments', 'storageOrWorkEquipments'] },
  fields: {
    name: { kind: 'text', label: LABELS.name, required: true, column: true },
    substance: {
      kind: 'reference',
      label: /*i18n*/ { id: 'field.activity.substance', message: 'Substance' },
      to: ['SUBSTANCE'],
      required: true,
      column: true,
    },
    // The EMKG rating, which the server computes at every commit from the activity, its substance,
    // the substance's components and what shares its storages (docs/decisions/0035-emkg-rating-stored.md):
    // a module's level only once its data suffice, so an empty level never reads as a low one.
    emkgInhalation: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.activity.emkgInhalation', message: 'EMKG inhalation' },
      values: EMKG_LEVELS,
      derived: true,
      column: true,
    },
    emkgSkin: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.activity.emkgSkin', message: 'EMKG skin' },
      values: EMKG_LEVELS,
      derived: true,
      column: true,
    },
    storageOrWorkEquipments: {
      kind: 'reference',
      label: LABELS.storageOrWorkEquipments,
      to: ['WORK_EQUIPMENT', 'STORAGE'],
      multiple: true,
      column: true,
    },
    workEnvironments: {
      kind: 'reference',
      label: LABELS.workEnvironments,
      to: ['LOCATION', 'DEPARTMENT'],
      multiple: true,
      column: true,
    },
    description: { kind: 'richText', label: LABELS.description },
    applicationForm: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.activity.applicationForm', message: 'Form of application' },
      values: APPLICATION_FORMS,
      column: true,
    },
    dilution: {
      kind: 'text',
      label: /*i18n*/ { id: 'field.activity.dilution', message: 'Dilution' },
      maxLength: 100,
    },
    spraying: {
      kind: 'boolean',
      label: /*i18n*/ {
        id: 'field.activity.spraying',
        message: 'The substance is sprayed (e.g. spray paint, spray can): EMKG release group high',
      },
    },
    releaseGroup: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.activity.releaseGroup', message: 'Release group (dustiness)' },
      values: RELEASE_GROUPS,
    },
    exposition: {
      kind: 'group',
      label: /*i18n*/ { id: 'field.activity.exposition', message: 'Exposure' },
      fields: {
        substanceQuantity: {
          kind: 'measurement',
          label: /*i18n*/ { id: 'field.activity.exposition.substanceQuantity', message: 'Quantity used' },
          units: QUANTITY_UNITS,
        },
        annualQuantity: {
          kind: 'measurement',
          label: /*i18n*/ { id: 'field.activity.exposition.annualQuantity', message: 'Annual quantity' },
          units: QUANTITY_UNITS,
        },
        duration: {
          kind: 'measurement',
          label: /*i18n*/ { id: 'field.activity.exposition.duration', message: 'Duration' },
          units: DURATION_UNITS,
        },
        employeeCount: {
          kind: 'number',
          label: /*i18n*/ { id: 'field.activity.exposition.employeeCount', message: 'Number of employees' },
          integer: true,
          min: 0,
        },
        contactFrequency: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.activity.exposition.contactFrequency', message: 'Contact frequency' },
          values: CONTACT_FREQUENCIES,
        },
        spatialConditions: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.activity.exposition.spatialConditions', message: 'Spatial conditions' },
          values: SPATIAL_CONDITIONS,
        },
        protectiveGear: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.activity.exposition.protectiveGear', message: 'Personal protective equipment' },
          values: PROTECTIVE_GEAR,
          multiple: true,
        },
        freeVentilationType: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.activity.exposition.freeVentilationType', message: 'Natural ventilation' },
          values: FREE_VENTILATION_TYPES,
        },
        technicalVentilationType: {
          kind: 'enum',
          label: /*i18n*/ {
            id: 'field.activity.exposition.technicalVentilationType',
            message: 'Technical ventilation',
          },
          values: TECHNICAL_VENTILATION_TYPES,
        },
        technicalVentilationAmount: {
          kind: 'number',
          label: /*i18n*/ {
            id: 'field.activity.exposition.technicalVentilationAmount',
            message: 'Technical ventilation rate (m³/h)',
          },
          min: 0,
        },
        technicalVentilationDescription: {
          kind: 'richText',
          label: /*i18n*/ {
            id: 'field.activity.exposition.technicalVentilationDescription',
            message: 'Description of the technical ventilation',
          },
        },
      },
    },
    dermalHazard: {
      kind: 'group',
      label: /*i18n*/ { id: 'field.activity.dermalHazard', message: 'Dermal hazard' },
      fields: {
        description: { kind: 'richText', label: LABELS.description },
        effectArea: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.activity.dermalHazard.effectArea', message: 'Affected skin area' },
          values: EFFECT_AREAS,
        },
        effectDuration: {
          kind: 'measurement',
          label: /*i18n*/ { id: 'field.activity.dermalHazard.effectDuration', message: 'Duration of skin contact' },
          units: DURATION_UNITS,
        },
        wetWork: {
          kind: 'enum',
          label: /*i18n*/ { id: 'field.activity.dermalHazard.wetWork', message: 'Wet work per shift' },
          values: WET_WORK,
        },
      },
    },
    furtherHazards: {
      kind: 'group',
      label: /*i18n*/ { id: 'field.activity.furtherHazards', message: 'Further hazards' },
      fields: {
        inhalation: {
          kind: 'richText',
          label: /*i18n*/ { id: 'field.activity.furtherHazards.inhalation', message: 'Inhalation' },
        },
        oral: { kind: 'richText', label: /*i18n*/ { id: 'field.activity.furtherHazards.oral', message: 'Oral' } },
        explosion: {
          kind: 'richText',
          label: /*i18n*/ { id: 'field.activity.furtherHazards.explosion', message: 'Fire and explosion' },
        },
        heatAndCold: {
          kind: 'richText',
          label: /*i18n*/ { id: 'field.activity.furtherHazards.heatAndCold', message: 'Heat and cold' },
        },
      },
    },
    emkgEyes: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.activity.emkgEyes', message: 'EMKG eyes' },
      values: EMKG_LEVELS,
      derived: true,
    },
    emkgFire: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.activity.emkgFire', message: 'EMKG fire and explosion' },
      values: EMKG_LEVELS,
      derived: true,
    },
    emkgStorage: {
      kind: 'enum',
      label: /*i18n*/ { id: 'field.activity.emkgStorage', message: 'EMKG storage' },
      values: EMKG_LEVELS,
      derived: true,
    },
    emkgComplete: {
      kind: 'boolean',
      label: /*i18n*/ { id: 'field.activity.emkgComplete', message: 'EMKG rating complete' },
      derived: true,
    },
    emkgSeries250: {
      kind: 'boolean',
      label: /*i18n*/ { id: 'field.activity.emkgSeries250', message: 'Protective guide series 250 applies' },
      derived: true,
    },
  },
  sections: [
    {
      key: 'activity',
      title: /*i18n*/ { id: 'section.activity.activity', message: 'Activity and substance' },
      fields: ['name', 'substance', 'storageOrWorkEquipments', 'workEnvironments', 'description'],
    },
    {
      key: 'application',
      title: /*i18n*/ { id: 'section.activity.application', message: 'Application and release' },
      fields: ['applicationForm', 'dilution', 'spraying', 'releaseGroup'],
    },
    {
      key: 'exposure',
      title: /*i18n*/ { id: 'section.activity.exposure', message: 'Quantity and exposure' },
      fields: ['exposition'],
    },
    {
      key: 'skin',
      title: /*i18n*/ { id: 'section.activity.skin', message: 'Skin contact' },
      fields: ['dermalHazard'],
    },
    {
      key: 'further-hazards',
      title: /*i18n*/ { id: 'section.activity.furtherHazards', message: 'Further hazards' },
      fields: ['furtherHazards'],
    },
  ],
  rules: [
    {
      message: /*i18n*/ {
        id: 'rule.activity.equipmentOrEnvironment',
        message: 'Choose at least one work equipment or storage, or a work environment',
      },
      path: ['storageOrWorkEquipments'],
      valid: (data) => filled(data.storageOrWorkEquipments) || filled(data.workEnvironments),
    },
  ],
});
