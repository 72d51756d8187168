type Item = Readonly<Record<string, unknown>>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function labelsOf(item: Item): string[] {
  return Array.isArray(item.dangerLabels) ? item.dangerLabels.map(text).filter(Boolean) : [];
}

const CLASS_1_LABELS = new Set(['1', '1.4', '1.5', '1.6']);

/**
 * ADR 5.4.1.1.1 (c): the label model numbers, subsidiary ones in brackets ("6.1 (3)"); for
 * class 1 the classification code, followed in brackets by labels other than 1, 1.4, 1.5, 1.6.
 */
function labelPart(item: Item): string {
  const labels = labelsOf(item);
  const hazardClass = text(item.transportHazardClass) || text(item.hazardClass);
  const code = text(item.classificationCode);
  if (hazardClass === '1' && code) {
    const others = labels.filter((label) => !CLASS_1_LABELS.has(label));
    return others.length > 0 ? `${code} (${others.join(', ')})` : code;
  }
  const [main = hazardClass, ...subsidiary] = labels;
  return subsidiary.length > 0 ? `${main} (${subsidiary.join(', ')})` : main;
}

/**
 * The description of a dangerous good in the order of ADR 5.4.1.1.1 (a), (b), (c), (d), (k),
 * with nothing in between: «UN 1203 BENZIN, 3, II, (D/E)»; parts not given are left out.
 */
export function adrLine(item: Item): string {
  const unNumber = text(item.unNumber);
  const head = [unNumber ? `UN ${unNumber}` : '', text(item.name)].filter(Boolean).join(' ');
  const tunnel = text(item.tunnelRestrictionCode);
  return [head, labelPart(item), text(item.packingGroup), tunnel ? `(${tunnel})` : ''].filter(Boolean).join(', ');
}
