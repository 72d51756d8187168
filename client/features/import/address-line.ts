import type { AddressPart } from '../../../shared/entities/fields';

export type AddressParts = Partial<Record<AddressPart, string>>;

/** The parts one line of the list holds: "postal name, street house, zip city". */
export const LINE_PARTS: readonly AddressPart[] = ['postalName', 'street', 'houseNumber', 'zipCode', 'city'];

const ZIP_CITY = /^(\d{4,5})(?:\s+(.+))?$/;
/** A house number at the end of the street: `44`, `12a`, `3-5`, `7 b`. */
const STREET_HOUSE = /^(.*\D)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+\s?[a-zA-Z]?)?)$/;

function streetParts(text: string): AddressParts {
  const match = STREET_HOUSE.exec(text);
  return match ? { street: (match[1] as string).trim(), houseNumber: match[2] as string } : { street: text };
}

function placeParts(text: string): AddressParts {
  const match = ZIP_CITY.exec(text);
  if (!match) return { city: text };
  return match[2] ? { zipCode: match[1] as string, city: match[2].trim() } : { zipCode: match[1] as string };
}

/**
 * An address as the list and its export write it on one line (cell-text `addressText`):
 * up to three comma-separated parts, the last one "zip city", the one before "street
 * house". Undefined when the line has more parts than that.
 */
export function parseAddressLine(line: string): AddressParts | undefined {
  const parts = line
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 3) return undefined;
  const place = parts.length === 1 && !ZIP_CITY.test(parts[0] as string) ? undefined : parts.pop();
  const street = parts.pop();
  const postalName = parts.pop();
  return {
    ...(postalName === undefined ? {} : { postalName }),
    ...(street === undefined ? {} : streetParts(street)),
    ...(place === undefined ? {} : placeParts(place)),
  };
}
