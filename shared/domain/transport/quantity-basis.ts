/**
 * Which quantity of a cargo line ADR 1.1.3.6.3 counts ("quantity" under the table, DOMAIN-RULES
 * "ADR 1.1.3.6", verified): articles their gross mass in kg (class 1: the net mass of explosive
 * substance); solids, liquefied, refrigerated liquefied and dissolved gases their net mass in
 * kg; liquids litres; compressed gases, adsorbed gases and chemicals under pressure the water
 * capacity of the receptacle in litres.
 *
 * A cargo line does not say "article" or "liquid"; its class and classification code
 * (ADR 3.2 Table A columns 3a and 3b, subdivided in ADR 2.2.x.1) do where the subdivision is
 * unambiguous. Any other line counts its net quantity as entered (kg or litres), or its gross
 * quantity when no net quantity is given.
 */

export type QuantityBasis =
  /** Class 1: net mass of explosive substance, from the net quantity, in kg. */
  | 'NET_EXPLOSIVE_MASS'
  /** Articles: gross mass, from the gross quantity, in kg. */
  | 'GROSS_MASS'
  /** Liquefied, refrigerated liquefied and dissolved gases, solids: net mass in kg. */
  | 'NET_MASS'
  /** Liquids: the net quantity in litres. */
  | 'LITRES'
  /** Compressed gases, adsorbed gases, chemicals under pressure: water capacity in litres (net quantity). */
  | 'WATER_CAPACITY'
  /** Not told by class and code: the net quantity as entered, kg or litres. */
  | 'AS_ENTERED';

/** What a quantity is measured in once converted: kilograms or litres. */
export type Measure = 'KG' | 'L';

export interface ClassifiedCargo {
  readonly hazardClass?: string | null;
  readonly transportHazardClass?: string | null;
  readonly classificationCode?: string | null;
}

/**
 * Class 2 classification codes start with the kind of gas (ADR 2.2.2.1.2): 1 compressed,
 * 2 liquefied, 3 refrigerated liquefied, 4 dissolved, 5 aerosols and small receptacles
 * containing gas, 6 other articles containing gas under pressure, 7 non-pressurised gases
 * subject to special requirements, 8 chemicals under pressure, 9 adsorbed gases.
 */
const GAS_KIND: Readonly<Record<string, QuantityBasis>> = {
  '1': 'WATER_CAPACITY',
  '2': 'NET_MASS',
  '3': 'NET_MASS',
  '4': 'NET_MASS',
  '5': 'GROSS_MASS',
  '6': 'GROSS_MASS',
  '8': 'WATER_CAPACITY',
  '9': 'WATER_CAPACITY',
};

/**
 * Codes of the other classes whose subdivision names the physical state or "articles":
 * class 3 flammable liquids (ADR 2.2.3.1.2, without the articles' code), class 8 liquids,
 * solids and articles (ADR 2.2.8.1.4.1), class 9 lithium batteries and life-saving appliances
 * (articles) and the liquid and solid environmentally hazardous or elevated temperature
 * substances (ADR 2.2.9.1.2).
 */
const CODE_BASIS: Readonly<Record<string, Readonly<Record<string, QuantityBasis>>>> = {
  '3': {
    F1: 'LITRES',
    F2: 'LITRES',
    FT1: 'LITRES',
    FT2: 'LITRES',
    FC: 'LITRES',
    FTC: 'LITRES',
    D: 'LITRES',
    DT: 'LITRES',
  },
  '8': {
    C1: 'LITRES',
    C2: 'NET_MASS',
    C3: 'LITRES',
    C4: 'NET_MASS',
    C5: 'LITRES',
    C6: 'NET_MASS',
    C7: 'LITRES',
    C8: 'NET_MASS',
    C9: 'LITRES',
    C10: 'NET_MASS',
    C11: 'GROSS_MASS',
    CF1: 'LITRES',
    CF2: 'NET_MASS',
    CS1: 'LITRES',
    CS2: 'NET_MASS',
    CW1: 'LITRES',
    CW2: 'NET_MASS',
    CO1: 'LITRES',
    CO2: 'NET_MASS',
    CT1: 'LITRES',
    CT2: 'NET_MASS',
    CT3: 'GROSS_MASS',
  },
  '9': { M4: 'GROSS_MASS', M5: 'GROSS_MASS', M6: 'LITRES', M7: 'NET_MASS', M9: 'LITRES', M10: 'NET_MASS' },
};

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim().toUpperCase().replace(/\s+/g, '') : '';
}

/** The class of a line: the transport hazard class where given, else the hazard class, else told by the code. */
function classOf(cargo: ClassifiedCargo, code: string): string {
  const given = text(cargo.transportHazardClass) || text(cargo.hazardClass);
  if (given) return given;
  if (/^1\.[1-6][A-S]$/.test(code)) return '1';
  if (/^[1-9][A-Z]+$/.test(code)) return '2';
  return '';
}

/** TRA-5: the ADR 1.1.3.6.3 quantity basis of a cargo line, from its class and classification code. */
export function quantityBasis(cargo: ClassifiedCargo): QuantityBasis {
  const code = text(cargo.classificationCode);
  const hazardClass = classOf(cargo, code);
  if (hazardClass === '1') return 'NET_EXPLOSIVE_MASS';
  if (hazardClass === '2') return GAS_KIND[code.charAt(0)] ?? 'AS_ENTERED';
  return CODE_BASIS[hazardClass]?.[code] ?? 'AS_ENTERED';
}

/** The measure a basis needs, or undefined when either kg or litres will do. */
export function measureOf(basis: QuantityBasis): Measure | undefined {
  switch (basis) {
    case 'NET_EXPLOSIVE_MASS':
    case 'GROSS_MASS':
    case 'NET_MASS':
      return 'KG';
    case 'LITRES':
    case 'WATER_CAPACITY':
      return 'L';
    case 'AS_ENTERED':
      return undefined;
  }
}
