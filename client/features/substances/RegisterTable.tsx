import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Places, RegisterRow } from '../../../shared/domain/substances';
import { Pictograms } from '../pictograms';
import { hazardText } from './catalog-texts';
import { REGISTER_COLUMN_ORDER, REGISTER_COLUMNS, rowLines } from './register-texts';

interface RegisterTableProps {
  readonly caption: string;
  readonly rows: readonly RegisterRow[];
  readonly places: Places;
  /** The register spans several locations: storages and work areas name theirs. */
  readonly withLocation: boolean;
}

function Lines({ lines }: { readonly lines: readonly string[] }) {
  if (lines.length === 0) return <span className="register-empty">–</span>;
  return (
    <ul className="register-lines">
      {[...new Set(lines)].map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The register as a table: every column GefStoffV § 6 (12) asks for, the pictograms drawn. */
export function RegisterTable({ caption, rows, places, withLocation }: RegisterTableProps) {
  const { i18n } = useLingui();
  return (
    <div className="register-scroll">
      <table className="register-table" data-testid="register-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {REGISTER_COLUMN_ORDER.map((column) => (
              <th key={column} scope="col" data-column={column}>
                {i18n._(REGISTER_COLUMNS[column])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const lines = rowLines(i18n, row, places, withLocation);
            return (
              <tr key={row.id} data-id={row.id} className="register-row">
                <th scope="row" data-column="name">
                  <Link to="/hazardous_substances/$id" params={{ id: row.id }}>
                    {row.name || '–'}
                  </Link>
                </th>
                <td data-column="pictograms">
                  {row.ghsSymbols.length > 0 ? (
                    <Pictograms codes={row.ghsSymbols} size={30} />
                  ) : (
                    <span className="register-empty">–</span>
                  )}
                </td>
                <td data-column="statements">
                  <ul className="register-lines">
                    {row.hazardStatements.map((code) => (
                      <li key={code}>
                        <strong>{code}</strong> {hazardText(i18n, code)}
                      </li>
                    ))}
                  </ul>
                </td>
                <td data-column="storageClasses">
                  <Lines lines={lines.storageClasses} />
                </td>
                <td data-column="quantities">
                  <Lines lines={lines.quantities} />
                </td>
                <td data-column="workAreas">
                  <Lines lines={lines.workAreas} />
                </td>
                <td data-column="dataSheets">
                  <Lines lines={lines.dataSheets} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
