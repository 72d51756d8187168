import { describe, expect, it } from 'vitest';
import { MODULE_CODES } from '../../../shared/modules';
import { NOTIFIABLE_ENTITIES } from '../../../shared/notifications/subscriptions';
import { subscriptionGroups, toggled } from './subscription-groups';

const typesOf = (modules: readonly string[]) =>
  subscriptionGroups(modules).flatMap((group) => group.entities.map((entity) => entity.type));

describe('subscription groups', () => {
  it('offers every notifiable entity type exactly once to a tenant with every module', () => {
    const types = typesOf(MODULE_CODES);
    expect([...types].sort()).toEqual(NOTIFIABLE_ENTITIES.map((entity) => entity.type).sort());
  });

  it('offers only the types of the tenant’s modules and drops empty groups', () => {
    const groups = subscriptionGroups(['ADR_TRANSPORT_MANAGEMENT']);
    expect(groups.map((group) => group.id)).toEqual(['organisation', 'equipment', 'transport']);
    expect(typesOf(['ADR_TRANSPORT_MANAGEMENT'])).not.toContain('MAINTENANCE');
  });
});

describe('toggled', () => {
  it('adds and removes one action, dropping a type without actions', () => {
    const on = toggled({}, 'CONTACT', 'UPDATE', true);
    expect(on).toEqual({ CONTACT: ['UPDATE'] });
    expect(toggled(on, 'CONTACT', 'UPDATE', true)).toEqual({ CONTACT: ['UPDATE'] });
    expect(toggled(toggled(on, 'CONTACT', 'DELETE', true), 'CONTACT', 'UPDATE', false)).toEqual({
      CONTACT: ['DELETE'],
    });
    expect(toggled(on, 'CONTACT', 'UPDATE', false)).toEqual({});
  });
});
