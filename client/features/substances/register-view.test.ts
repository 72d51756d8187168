import { describe, expect, it } from 'vitest';
import { registerFixture } from './register-test-support';
import { localDay, registerView } from './register-view';

const ALL = { location: undefined, storageClass: undefined };

describe('the register as the screen shows it', () => {
  it('REG-1, REG-7: every hazardous substance of every location, and the locations with their reviews by name', () => {
    const view = registerView(registerFixture(), ALL, '2026-08-20', 'de');
    expect(view.rows.map((row) => row.name)).toEqual(['Aceton', 'Natronlauge 50 %']);
    expect(view.reviewed.map((location) => location.name)).toEqual(['Lager Mannheim', 'Werk Ludwigshafen']);
    expect(view.locations.map((location) => location.name)).toEqual([
      'Büro Berlin',
      'Lager Mannheim',
      'Werk Ludwigshafen',
    ]);
    expect(view.storageClasses).toEqual(['3', '8B']);
  });

  it('REG-8, REG-9: each location shows its latest review, its due day and state, and the reviewer as far as known', () => {
    const [store, plant] = registerView(registerFixture(), ALL, '2026-08-20', 'de').reviewed;
    expect(store).toMatchObject({
      id: 'loc-store',
      status: { state: 'dueSoon', dueOn: '2026-09-15' },
      reviewer: undefined,
    });
    expect(plant).toMatchObject({
      id: 'loc-plant',
      status: { state: 'current', dueOn: '2027-03-02' },
      reviewer: 'Anna Berger',
    });
    const later = registerView(registerFixture(), ALL, '2026-09-16', 'de').reviewed[0];
    expect(later?.status.state).toBe('overdue');
  });

  it('REG-7: a chosen location shows only its rows and its review, even when it has no rows and was never reviewed', () => {
    const plant = registerView(registerFixture(), { ...ALL, location: 'loc-plant' }, '2026-08-20', 'de');
    expect(plant.rows.map((row) => row.name)).toEqual(['Aceton']);
    expect(plant.storageClasses).toEqual(['3']);
    const office = registerView(registerFixture(), { ...ALL, location: 'loc-office' }, '2026-08-20', 'de');
    expect(office.rows).toEqual([]);
    expect(office.reviewed).toEqual([
      { id: 'loc-office', name: 'Büro Berlin', status: { state: 'never' }, reviewer: undefined },
    ]);
  });

  it('REG-7: a chosen storage class narrows the rows, and the classes to choose from stay those of the location', () => {
    const view = registerView(registerFixture(), { ...ALL, storageClass: '8B' }, '2026-08-20', 'de');
    expect(view.rows.map((row) => row.name)).toEqual(['Natronlauge 50 %']);
    expect(view.storageClasses).toEqual(['3', '8B']);
    const absent = registerView(registerFixture(), { location: 'loc-plant', storageClass: '6.1A' }, '2026-08-20', 'de');
    expect(absent.rows).toEqual([]);
    expect(absent.storageClasses).toEqual(['3', '6.1A']);
  });

  it("gives the device's local day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
