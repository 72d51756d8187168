/**
 * The dangerous-goods description of a cargo line in the order of ADR 5.4.1.1.1 (a)–(d), (k):
 * "UN 1203 BENZIN, 3, II, (D/E)", "UN 1098 ALLYLALKOHOL, 6.1 (3), I, (C/D)". The packing group
 * and the tunnel restriction code appear when given ("(-)" when none applies).
 * Source: ADR 5.4.1.1.1 and its examples (docs/domain/transport.md TRA-7; DOMAIN-RULES
 * "ADR 5.4.1.1.1", verified).
 */
export interface DescribedCargo {
  readonly unNumber?: unknown;
  readonly name?: unknown;
  readonly hazardClass?: unknown;
  readonly classificationCode?: unknown;
  readonly transportHazardClass?: unknown;
  readonly dangerLabels?: unknown;
  readonly packingGroup?: unknown;
  readonly tunnelRestrictionCode?: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Whether a danger label model belongs to the class itself (2 → 2.1, 2.2, 2.3; 7 → 7A…; 9 → 9A; 3 → 3). */
function isClassLabel(label: string, hazardClass: string): boolean {
  return label === hazardClass || (['1', '2', '7', '9'].includes(hazardClass) && label.startsWith(hazardClass));
}

/**
 * (c): the label model number of the class, the subsidiary labels in brackets ("6.1 (3)",
 * "2.3 (5.1, 8)"); class 1 states its classification code instead ("1.1D").
 */
function labelText(cargo: DescribedCargo): string {
  const hazardClass = text(cargo.transportHazardClass) || text(cargo.hazardClass);
  const labels = Array.isArray(cargo.dangerLabels) ? cargo.dangerLabels.map(text).filter(Boolean) : [];
  if (!hazardClass && labels.length === 0) return '';
  const primary =
    hazardClass === '1'
      ? text(cargo.classificationCode) || hazardClass
      : (labels.find((label) => isClassLabel(label, hazardClass)) ?? (hazardClass || labels[0] || ''));
  const subsidiary = labels.filter((label) => label !== primary && !isClassLabel(label, hazardClass));
  return subsidiary.length > 0 ? `${primary} (${subsidiary.join(', ')})` : primary;
}

export function adrDescription(cargo: DescribedCargo): string {
  const unNumber = text(cargo.unNumber);
  const name = text(cargo.name);
  const tunnel = text(cargo.tunnelRestrictionCode);
  const parts = [
    [unNumber ? `UN ${unNumber}` : '', name].filter(Boolean).join(' '),
    labelText(cargo),
    text(cargo.packingGroup),
    tunnel ? `(${tunnel})` : '',
  ];
  return parts.filter(Boolean).join(', ');
}
