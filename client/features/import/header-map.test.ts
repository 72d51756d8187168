import { describe, expect, it } from 'vitest';
import { contact } from '../../../shared/entities/contact';
import { employee } from '../../../shared/entities/employee';
import { mapHeaders } from './header-map';
import { buildLanguages } from './test-languages';

const targets = (columns: ReturnType<typeof mapHeaders>) =>
  columns.map(({ header, target }) => [
    header,
    target.kind === 'field' ? target.field : target.kind === 'ignored' ? target.reason : target.kind,
  ]);

describe('header mapping', () => {
  it('matches German labels, English labels and field names without case and spaces', () => {
    const columns = mapHeaders(
      employee,
      ['Vorname', 'last name', 'E-Mail', 'Standorte', 'dateOfBirth', ' Wochenarbeitszeit (Stunden) ', 'Hours per week'],
      buildLanguages('de'),
    );
    expect(targets(columns)).toEqual([
      ['Vorname', 'firstName'],
      ['last name', 'lastName'],
      ['E-Mail', 'email'],
      ['Standorte', 'locations'],
      ['dateOfBirth', 'dateOfBirth'],
      ['Wochenarbeitszeit (Stunden)', 'hoursPerWeek'],
      ['Hours per week', 'duplicate'],
    ]);
  });

  it('maps the headers our English export writes in an English interface', () => {
    const columns = mapHeaders(contact, ['Name', 'Address', 'Phone', 'E-mail', 'ID'], buildLanguages('en'));
    expect(targets(columns)).toEqual([
      ['Name', 'name'],
      ['Address', 'address'],
      ['Phone', 'phone'],
      ['E-mail', 'email'],
      ['ID', 'id'],
    ]);
  });

  it('lists unknown columns and fields that cannot come from a cell as ignored, skips empty headers', () => {
    const columns = mapHeaders(employee, ['Nachname', '', 'Lieblingsfarbe', 'Krankenkasse'], buildLanguages());
    expect(targets(columns)).toEqual([
      ['Nachname', 'lastName'],
      ['Lieblingsfarbe', 'unknown'],
      ['Krankenkasse', 'unsupported'],
    ]);
  });

  it('reads a column headed "Typ" or "Type" as the entity of each row, once', () => {
    const columns = mapHeaders(contact, ['Typ', 'Name', 'type'], buildLanguages('de'));
    expect(targets(columns)).toEqual([
      ['Typ', 'type'],
      ['Name', 'name'],
      ['type', 'duplicate'],
    ]);
  });
});
