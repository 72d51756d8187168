/**
 * SDS-21 Umlauts as sheets spell them. Words with ä, ö, ü and ß are also found written "ae",
 * "oe", "ue", "ss" ("Ueberarbeitet", "UMWELTGEFAEHRDEND") or with the dots lost ("MOGLICHE"),
 * as text converted through ASCII often is.
 */
const VARIANTS: Record<string, string> = {
  ä: '(?:ä|ae|a)',
  ö: '(?:ö|oe|o)',
  ü: '(?:ü|ue|u)',
  ß: '(?:ß|ss)',
  Ä: '(?:Ä|AE|A)',
  Ö: '(?:Ö|OE|O)',
  Ü: '(?:Ü|UE|U)',
};

/** The pattern with every umlaut and ß outside a character class matching its spellings. */
export function tolerant(pattern: RegExp): RegExp {
  let source = '';
  let inClass = false;
  for (let index = 0; index < pattern.source.length; index++) {
    const character = pattern.source[index] ?? '';
    if (character === '\\') {
      source += character + (pattern.source[index + 1] ?? '');
      index++;
      continue;
    }
    if (character === '[') inClass = true;
    if (character === ']') inClass = false;
    source += inClass ? character : (VARIANTS[character] ?? character);
  }
  return new RegExp(source, pattern.flags);
}
