/**
 * The hazard statements (H) of Regulation (EC) No 1272/2008 (CLP), Annex III Part 1, and the
 * official combinations of them, each with its own text (never the parts joined), in the official
 * English and German wording: `[en, de]`.
 *
 * Source: © European Union, https://eur-lex.europa.eu, 1998-2025, CC BY 4.0, taken from the
 * consolidated text of 1 September 2025 via github.com/mhchem/hpstatements (`clp/`). Changes: the
 * statements are reorganised into TypeScript records by kind; the wording is unchanged, placeholders
 * (`<…>`, `…`, `[…]`) as in the regulation. client/features/statements/statement-catalog.reference.test.ts
 * compares every code and text with the reference files.
 */
import type { StatementText } from './statement-text';

/** CLP Annex III Part 1: the hazard statements, in the order of the regulation. */
export const HAZARD_STATEMENTS: Readonly<Record<string, StatementText>> = {
  H200: ['Unstable explosives.', 'Instabil, explosiv.'],
  H201: ['Explosive; mass explosion hazard.', 'Explosiv, Gefahr der Massenexplosion.'],
  H202: ['Explosive, severe projection hazard.', 'Explosiv; große Gefahr durch Splitter, Spreng- und Wurfstücke.'],
  H203: [
    'Explosive; fire, blast or projection hazard.',
    'Explosiv; Gefahr durch Feuer, Luftdruck oder Splitter, Spreng- und Wurfstücke.',
  ],
  H204: ['Fire or projection hazard.', 'Gefahr durch Feuer oder Splitter, Spreng- und Wurfstücke.'],
  H205: ['May mass explode in fire.', 'Gefahr der Massenexplosion bei Feuer.'],
  H206: [
    'Fire, blast or projection hazard; increased risk of explosion if desensitising agent is reduced.',
    'Gefahr durch Feuer, Druckstoß oder Sprengstücke; erhöhte Explosionsgefahr wenn das Desensibilisierungsmittel reduziert wird.',
  ],
  H207: [
    'Fire or projection hazard; increased risk of explosion if desensitising agent is reduced.',
    'Gefahr durch Feuer oder Sprengstücke; erhöhte Explosionsgefahr wenn das Desensibilisierungsmittel reduziert wird.',
  ],
  H208: [
    'Fire hazard; increased risk of explosion if desensitising agent is reduced.',
    'Gefahr durch Feuer; erhöhte Explosionsgefahr wenn das Desensibilisierungsmittel reduziert wird.',
  ],
  H220: ['Extremely flammable gas.', 'Extrem entzündbares Gas.'],
  H221: ['Flammable gas.', 'Entzündbares Gas.'],
  H222: ['Extremely flammable aerosol.', 'Extrem entzündbares Aerosol.'],
  H223: ['Flammable aerosol.', 'Entzündbares Aerosol.'],
  H224: ['Extremely flammable liquid and vapour.', 'Flüssigkeit und Dampf extrem entzündbar.'],
  H225: ['Highly flammable liquid and vapour.', 'Flüssigkeit und Dampf leicht entzündbar.'],
  H226: ['Flammable liquid and vapour.', 'Flüssigkeit und Dampf entzündbar.'],
  H228: ['Flammable solid.', 'Entzündbarer Feststoff.'],
  H229: ['Pressurised container: May burst if heated.', 'Behälter steht unter Druck: Kann bei Erwärmung bersten.'],
  H230: [
    'May react explosively even in the absence of air.',
    'Kann auch in Abwesenheit von Luft explosionsartig reagieren.',
  ],
  H231: [
    'May react explosively even in the absence of air at elevated pressure and/or temperature.',
    'Kann auch in Abwesenheit von Luft bei erhöhtem Druck und/oder erhöhter Temperatur explosionsartig reagieren.',
  ],
  H232: ['May ignite spontaneously if exposed to air.', 'Kann sich bei Kontakt mit Luft spontan entzünden.'],
  H240: ['Heating may cause an explosion.', 'Erwärmung kann Explosion verursachen.'],
  H241: ['Heating may cause a fire or explosion.', 'Erwärmung kann Brand oder Explosion verursachen.'],
  H242: ['Heating may cause a fire.', 'Erwärmung kann Brand verursachen.'],
  H250: ['Catches fire spontaneously if exposed to air.', 'Entzündet sich in Berührung mit Luft von selbst.'],
  H251: ['Self-heating: may catch fire.', 'Selbsterhitzungsfähig; kann in Brand geraten.'],
  H252: [
    'Self-heating in large quantities; may catch fire.',
    'In großen Mengen selbsterhitzungsfähig; kann in Brand geraten.',
  ],
  H260: [
    'In contact with water releases flammable gases which may ignite spontaneously.',
    'In Berührung mit Wasser entstehen entzündbare Gase, die sich spontan entzünden können.',
  ],
  H261: ['In contact with water releases flammable gases.', 'In Berührung mit Wasser entstehen entzündbare Gase.'],
  H270: ['May cause or intensify fire; oxidiser.', 'Kann Brand verursachen oder verstärken; Oxidationsmittel.'],
  H271: [
    'May cause fire or explosion; strong oxidiser.',
    'Kann Brand oder Explosion verursachen; starkes Oxidationsmittel.',
  ],
  H272: ['May intensify fire; oxidiser.', 'Kann Brand verstärken; Oxidationsmittel.'],
  H280: [
    'Contains gas under pressure; may explode if heated.',
    'Enthält Gas unter Druck; kann bei Erwärmung explodieren.',
  ],
  H281: [
    'Contains refrigerated gas; may cause cryogenic burns or injury.',
    'Enthält tiefgekühltes Gas; kann Kälteverbrennungen oder -verletzungen verursachen.',
  ],
  H290: ['May be corrosive to metals.', 'Kann gegenüber Metallen korrosiv sein.'],
  H300: ['Fatal if swallowed.', 'Lebensgefahr bei Verschlucken.'],
  H301: ['Toxic if swallowed.', 'Giftig bei Verschlucken.'],
  H302: ['Harmful if swallowed.', 'Gesundheitsschädlich bei Verschlucken.'],
  H304: [
    'May be fatal if swallowed and enters airways.',
    'Kann bei Verschlucken und Eindringen in die Atemwege tödlich sein.',
  ],
  H310: ['Fatal in contact with skin.', 'Lebensgefahr bei Hautkontakt.'],
  H311: ['Toxic in contact with skin.', 'Giftig bei Hautkontakt.'],
  H312: ['Harmful in contact with skin.', 'Gesundheitsschädlich bei Hautkontakt.'],
  H314: [
    'Causes severe skin burns and eye damage.',
    'Verursacht schwere Verätzungen der Haut und schwere Augenschäden.',
  ],
  H315: ['Causes skin irritation.', 'Verursacht Hautreizungen.'],
  H317: ['May cause an allergic skin reaction.', 'Kann allergische Hautreaktionen verursachen.'],
  H318: ['Causes serious eye damage.', 'Verursacht schwere Augenschäden.'],
  H319: ['Causes serious eye irritation.', 'Verursacht schwere Augenreizung.'],
  H330: ['Fatal if inhaled.', 'Lebensgefahr bei Einatmen.'],
  H331: ['Toxic if inhaled.', 'Giftig bei Einatmen.'],
  H332: ['Harmful if inhaled.', 'Gesundheitsschädlich bei Einatmen.'],
  H334: [
    'May cause allergy or asthma symptoms or breathing difficulties if inhaled.',
    'Kann bei Einatmen Allergie, asthmaartige Symptome oder Atembeschwerden verursachen.',
  ],
  H335: ['May cause respiratory irritation.', 'Kann die Atemwege reizen.'],
  H336: ['May cause drowsiness or dizziness.', 'Kann Schläfrigkeit und Benommenheit verursachen.'],
  H340: [
    'May cause genetic defects <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
    'Kann genetische Defekte verursachen <Expositionsweg angeben, sofern schlüssig belegt ist, dass diese Gefahr bei keinem anderen Expositionsweg besteht>.',
  ],
  H341: [
    'Suspected of causing genetic defects <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
    'Kann vermutlich genetische Defekte verursachen <Expositionsweg angeben, sofern schlüssig belegt ist, dass diese Gefahr bei keinem anderen Expositionsweg besteht>.',
  ],
  H350: [
    'May cause cancer <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
    'Kann Krebs erzeugen <Expositionsweg angeben, sofern schlüssig belegt ist, dass diese Gefahr bei keinem anderen Expositionsweg besteht>.',
  ],
  H350i: ['May cause cancer by inhalation.', 'Kann bei Einatmen Krebs erzeugen.'],
  H351: [
    'Suspected of causing cancer <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
    'Kann vermutlich Krebs erzeugen <Expositionsweg angeben, sofern schlüssig belegt ist, dass diese Gefahr bei keinem anderen Expositionsweg besteht>.',
  ],
  H360: [
    'May damage fertility or the unborn child <state specific effect if known > <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
    'Kann die Fruchtbarkeit beeinträchtigen oder das Kind im Mutterleib schädigen <konkrete Wirkung angeben, sofern bekannt> <Expositionsweg angeben, sofern schlüssig belegt ist, dass die Gefahr bei keinem anderen Expositionsweg besteht>.',
  ],
  H360F: ['May damage fertility.', 'Kann die Fruchtbarkeit beeinträchtigen.'],
  H360D: ['May damage the unborn child.', 'Kann das Kind im Mutterleib schädigen.'],
  H360FD: [
    'May damage fertility. May damage the unborn child.',
    'Kann die Fruchtbarkeit beeinträchtigen. Kann das Kind im Mutterleib schädigen.',
  ],
  H360Fd: [
    'May damage fertility. Suspected of damaging the unborn child.',
    'Kann die Fruchtbarkeit beeinträchtigen. Kann vermutlich das Kind im Mutterleib schädigen.',
  ],
  H360Df: [
    'May damage the unborn child. Suspected of damaging fertility.',
    'Kann das Kind im Mutterleib schädigen. Kann vermutlich die Fruchtbarkeit beeinträchtigen.',
  ],
  H361: [
    'Suspected of damaging fertility or the unborn child <state specific effect if known> <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
    'Kann vermutlich die Fruchtbarkeit beeinträchtigen oder das Kind im Mutterleib schädigen <konkrete Wirkung angeben, sofern bekannt> <Expositionsweg angeben, sofern schlüssig belegt ist, dass die Gefahr bei keinem anderen Expositionsweg besteht>',
  ],
  H361f: ['Suspected of damaging fertility.', 'Kann vermutlich die Fruchtbarkeit beeinträchtigen.'],
  H361d: ['Suspected of damaging the unborn child.', 'Kann vermutlich das Kind im Mutterleib schädigen.'],
  H361fd: [
    'Suspected of damaging fertility. Suspected of damaging the unborn child.',
    'Kann vermutlich die Fruchtbarkeit beeinträchtigen. Kann vermutlich das Kind im Mutterleib schädigen.',
  ],
  H362: ['May cause harm to breast-fed children.', 'Kann Säuglinge über die Muttermilch schädigen.'],
  H370: [
    'Causes damage to organs <or state all organs affected, if known> <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
    'Schädigt die Organe <oder alle betroffenen Organe nennen, sofern bekannt> <Expositionsweg angeben, sofern schlüssig belegt ist, dass diese Gefahr bei keinem anderen Expositionsweg besteht>.',
  ],
  H371: [
    'May cause damage to organs <or state all organs affected, if known> <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
    'Kann die Organe schädigen <oder alle betroffenen Organe nennen, sofern bekann> <Expositionsweg angeben, sofern schlüssig belegt ist, dass diese Gefahr bei keinem anderen Expositionsweg besteht>.',
  ],
  H372: [
    'Causes damage to organs <or state all organs affected, if known> through prolonged or repeated exposure <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
    'Schädigt die Organe <alle betroffenen Organe nennen> bei längerer oder wiederholter Exposition <Expositionsweg angeben, wenn schlüssig belegt ist, dass diese Gefahr bei keinem anderen Expositionsweg besteht>.',
  ],
  H373: [
    'May cause damage to organs <or state all organs affected, if known> through prolonged or repeated exposure <state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>.',
    'Kann die Organe schädigen <alle betroffenen Organe nennen, sofern bekannt> bei längerer oder wiederholter Exposition <Expositionsweg angeben, wenn schlüssig belegt ist, dass diese Gefahr bei keinem anderen Expositionsweg besteht>.',
  ],
  H400: ['Very toxic to aquatic life.', 'Sehr giftig für Wasserorganismen.'],
  H410: [
    'Very toxic to aquatic life with long lasting effects.',
    'Sehr giftig für Wasserorganismen mit langfristiger Wirkung.',
  ],
  H411: ['Toxic to aquatic life with long lasting effects.', 'Giftig für Wasserorganismen, mit langfristiger Wirkung.'],
  H412: [
    'Harmful to aquatic life with long lasting effects.',
    'Schädlich für Wasserorganismen, mit langfristiger Wirkung.',
  ],
  H413: [
    'May cause long lasting harmful effects to aquatic life.',
    'Kann für Wasserorganismen schädlich sein, mit langfristiger Wirkung.',
  ],
  H420: [
    'Harms public health and the environment by destroying ozone in the upper atmosphere',
    'Schädigt die öffentliche Gesundheit und die Umwelt durch Ozonabbau in der äußeren Atmosphäre',
  ],
};

/** CLP Annex III Part 1: the official combinations of hazard statements, in the order of the regulation. */
export const COMBINED_HAZARD_STATEMENTS: Readonly<Record<string, StatementText>> = {
  'H300+H310': ['Fatal if swallowed or in contact with skin', 'Lebensgefahr bei Verschlucken oder Hautkontakt'],
  'H300+H310+H330': [
    'Fatal if swallowed, in contact with skin or if inhaled',
    'Lebensgefahr bei Verschlucken, Hautkontakt oder Einatmen',
  ],
  'H300+H330': ['Fatal if swallowed or if inhaled', 'Lebensgefahr bei Verschlucken oder Einatmen'],
  'H301+H311': ['Toxic if swallowed or in contact with skin', 'Giftig bei Verschlucken oder Hautkontakt'],
  'H301+H311+H331': [
    'Toxic if swallowed, in contact with skin or if inhaled',
    'Giftig bei Verschlucken, Hautkontakt oder Einatmen',
  ],
  'H301+H331': ['Toxic if swallowed or if inhaled', 'Giftig bei Verschlucken oder Einatmen'],
  'H302+H312': [
    'Harmful if swallowed or in contact with skin',
    'Gesundheitsschädlich bei Verschlucken oder Hautkontakt',
  ],
  'H302+H312+H332': [
    'Harmful if swallowed, in contact with skin or if inhaled',
    'Gesundheitsschädlich bei Verschlucken, Hautkontakt oder Einatmen',
  ],
  'H302+H332': ['Harmful if swallowed or if inhaled', 'Gesundheitsschädlich bei Verschlucken oder Einatmen'],
  'H310+H330': ['Fatal in contact with skin or if inhaled', 'Lebensgefahr bei Hautkontakt oder Einatmen'],
  'H311+H331': ['Toxic in contact with skin or if inhaled', 'Giftig bei Hautkontakt oder Einatmen'],
  'H312+H332': ['Harmful in contact with skin or if inhaled', 'Gesundheitsschädlich bei Hautkontakt oder Einatmen'],
};
