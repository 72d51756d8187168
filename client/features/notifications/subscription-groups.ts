import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type EntityDefinition, readableWith } from '../../../shared/entities/entity';
import type { EntityType } from '../../../shared/enums/entity-types';
import {
  NOTIFIABLE_ENTITIES,
  type NotificationAction,
  type Subscriptions,
} from '../../../shared/notifications/subscriptions';

export interface SubscriptionGroup {
  readonly id: string;
  readonly label: MessageDescriptor;
  readonly entities: readonly EntityDefinition[];
}

/** The settings screen's groups of entity types, in the order of the product's areas. */
const GROUPS: readonly { id: string; label: MessageDescriptor; types: readonly EntityType[] }[] = [
  {
    id: 'organisation',
    label: msg`Organisation`,
    types: ['EMPLOYEE', 'LOCATION', 'DEPARTMENT', 'CONTACT', 'ACCESS_ROLE'],
  },
  {
    id: 'equipment',
    label: msg`Work equipment and inspections`,
    types: ['WORK_EQUIPMENT', 'STORAGE', 'MAINTENANCE', 'INSPECTION', 'SITE_INSPECTION'],
  },
  {
    id: 'substances',
    label: msg`Substances and risks`,
    types: [
      'SUBSTANCE',
      'ACTIVITY',
      'RISK_ASSESSMENT',
      'SUBSTANCE_INSTRUCTION',
      'WORK_EQUIPMENT_INSTRUCTION',
      'INCIDENT_WITHOUT_REPORT',
    ],
  },
  { id: 'measures', label: msg`Measures`, types: ['MEASURE', 'RECURRING_MEASURE'] },
  {
    id: 'compliance',
    label: msg`Approvals and regulations`,
    types: ['PERMIT', 'CONDITION', 'REGULATION', 'REGULATION_REPORT', 'COMMISSION'],
  },
  { id: 'transport', label: msg`Transport`, types: ['ADR_TRANSPORT_DOCUMENT'] },
];

/** The groups with the entity types the tenant's modules offer; empty groups are left out. */
export function subscriptionGroups(subscribedModules: readonly string[]): SubscriptionGroup[] {
  const offered = (entity: EntityDefinition) => readableWith(entity, subscribedModules);
  return GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    entities: group.types.flatMap((type) => NOTIFIABLE_ENTITIES.filter((e) => e.type === type && offered(e))),
  })).filter((group) => group.entities.length > 0);
}

/** Turns one action of one type on or off; a type without actions is dropped. */
export function toggled(
  subscriptions: Subscriptions,
  type: EntityType,
  action: NotificationAction,
  on: boolean,
): Subscriptions {
  const current = subscriptions[type] ?? [];
  const actions = on ? [...new Set([...current, action])] : current.filter((item) => item !== action);
  const { [type]: _removed, ...rest } = subscriptions;
  return actions.length > 0 ? { ...rest, [type]: actions } : rest;
}
