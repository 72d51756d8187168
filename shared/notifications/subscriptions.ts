import * as v from 'valibot';
import type { EntityDefinition } from '../entities/entity';
import { ENTITY_LIST } from '../entities/registry';
import { NOTIFICATION_ACTIONS } from '../enums/catalogs';
import { ENTITY_TYPES, type EntityType } from '../enums/entity-types';

export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/**
 * The entities a user can subscribe to: those of the registry whose type is one of the spec's
 * entity types "used in notifications" (domain.md §3); comments, files and notifications
 * themselves are not.
 */
export const NOTIFIABLE_ENTITIES: readonly (EntityDefinition & { readonly type: EntityType })[] = ENTITY_LIST.filter(
  (entity): entity is EntityDefinition & { readonly type: EntityType } =>
    (ENTITY_TYPES as readonly string[]).includes(entity.type),
);

const NOTIFIABLE_TYPES = NOTIFIABLE_ENTITIES.map((entity) => entity.type);

/** Per entity type the actions a user wants to hear about; absent types: none. */
export type Subscriptions = Partial<Record<EntityType, readonly NotificationAction[]>>;

/** The reminders of due dates (docs/domain/deadlines.md DL-12), offered only for the types below. */
export const DUE_ACTIONS: readonly NotificationAction[] = ['DUE_SOON', 'OVERDUE'];

/** The types whose documents fall due in someone's responsibility (DL-10): the reminders' types. */
export const DUE_TYPES: readonly EntityType[] = [
  'INSPECTION',
  'MAINTENANCE',
  'COMMISSION',
  'PERMIT',
  'RISK_ASSESSMENT',
  'SUBSTANCE_INSTRUCTION',
  'WORK_EQUIPMENT_INSTRUCTION',
  'MEASURE',
];

/**
 * The actions the settings offer: not ASSIGNED, since an assignment to a training always tells the
 * employee assigned (docs/decisions/0068-training-assignment-notification.md).
 */
export const SUBSCRIBABLE_ACTIONS: readonly NotificationAction[] = NOTIFICATION_ACTIONS.filter(
  (action) => action !== 'ASSIGNED',
);

/** Whether the settings offer the action for the type: changes for every type, reminders for due types. */
export function offersAction(type: string, action: NotificationAction): boolean {
  if (!SUBSCRIBABLE_ACTIONS.includes(action)) return false;
  return !DUE_ACTIONS.includes(action) || (DUE_TYPES as readonly string[]).includes(type);
}

/**
 * What a user who never saved settings hears about (decision 0041): reminders of what falls due
 * in their responsibility, and no changes (decision 0015).
 */
export const DEFAULT_SUBSCRIPTIONS: Subscriptions = Object.fromEntries(
  DUE_TYPES.filter((type) => NOTIFIABLE_TYPES.includes(type)).map((type) => [type, DUE_ACTIONS]),
);

/** The stored and transmitted form: known types only, each offered action once, no empty lists. */
export const SubscriptionsSchema = v.pipe(
  v.record(
    v.picklist(NOTIFIABLE_TYPES),
    v.pipe(v.array(v.picklist(NOTIFICATION_ACTIONS)), v.maxLength(NOTIFICATION_ACTIONS.length)),
  ),
  v.transform((record): Subscriptions => {
    const cleaned: Subscriptions = {};
    for (const [type, actions] of Object.entries(record) as [EntityType, NotificationAction[]][]) {
      const unique = NOTIFICATION_ACTIONS.filter((action) => actions.includes(action) && offersAction(type, action));
      if (unique.length > 0) cleaned[type] = unique;
    }
    return cleaned;
  }),
);

export function wants(subscriptions: Subscriptions, type: string, action: NotificationAction): boolean {
  return subscriptions[type as EntityType]?.includes(action) ?? false;
}
