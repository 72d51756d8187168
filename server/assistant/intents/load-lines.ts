import type { LoadLine } from './intent';

const UNITS: Readonly<Record<string, string>> = {
  l: 'L',
  liter: 'L',
  litre: 'L',
  litres: 'L',
  liters: 'L',
  ltr: 'L',
  ml: 'ML',
  m3: 'M3',
  'm³': 'M3',
  kg: 'KG',
  g: 'G',
  t: 'T',
  tonnen: 'T',
  tons: 'T',
};

const LINE = /(\d+(?:[.,]\d+)?)\s*(liters?|litres?|ltr|l|ml|m3|m³|kg|g|t|tonnen|tons)\.?\s+(.+)/i;
const FILLER = /^(?:(?:an|of|der|die|das|des|von|mit)\s+)+/i;
const TRAILING = /\s*(?:\?|!|\.)+$/;

/**
 * The lines of a described load ("200 l Diesel, 50 kg Chlor und 10 kg UN 1824"): each a
 * quantity with its unit and what follows as the goods. Parts without a quantity are skipped.
 */
export function loadLines(question: string): LoadLine[] {
  const afterColon = question.includes(':') ? question.slice(question.lastIndexOf(':') + 1) : question;
  return afterColon.split(/,(?!\d)|;|\n|\s+(?:und|and|sowie|plus)\s+|\s+\+\s+/i).flatMap((part): LoadLine[] => {
    const match = LINE.exec(part.trim());
    if (!match) return [];
    const value = Number((match[1] ?? '').replace(',', '.'));
    const unit = UNITS[(match[2] ?? '').toLowerCase()];
    const goods = (match[3] ?? '').replace(TRAILING, '').replace(FILLER, '').trim();
    if (!unit || !Number.isFinite(value) || goods === '') return [];
    return [{ text: match[0].replace(TRAILING, '').trim(), quantity: { value, unit }, goods }];
  });
}
