import type { StatementText } from './statement-text';

const ROUTE_EN =
  '<state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>';
const ROUTE_DE =
  '<Expositionsweg angeben, sofern schlüssig belegt ist, dass diese Gefahr bei keinem anderen Expositionsweg besteht>';
const ORGANS_EN = '<or state all organs affected, if known>';
const ORGANS_DE = '<oder alle betroffenen Organe nennen, sofern bekannt>';

/**
 * The hazard statements (H) and supplemental hazard statements (EUH) of Regulation (EC)
 * No 1272/2008 (CLP), Annex III Parts 1–3, as amended up to Delegated Regulation (EU)
 * 2023/707 (endocrine disruption, PBT/vPvB, PMT/vPvM), in the official English and German wording.
 */
export const HAZARD_STATEMENTS: Readonly<Record<string, StatementText>> = {
  H200: ['Unstable explosive.', 'Instabil, explosiv.'],
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
    'Gefahr durch Feuer, Druckstoß oder Sprengstücke; erhöhte Explosionsgefahr, wenn das Desensibilisierungsmittel reduziert wird.',
  ],
  H207: [
    'Fire or projection hazard; increased risk of explosion if desensitising agent is reduced.',
    'Gefahr durch Feuer oder Sprengstücke; erhöhte Explosionsgefahr, wenn das Desensibilisierungsmittel reduziert wird.',
  ],
  H208: [
    'Fire hazard; increased risk of explosion if desensitising agent is reduced.',
    'Feuergefahr; erhöhte Explosionsgefahr, wenn das Desensibilisierungsmittel reduziert wird.',
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
  H340: [`May cause genetic defects ${ROUTE_EN}.`, `Kann genetische Defekte verursachen ${ROUTE_DE}.`],
  H341: [
    `Suspected of causing genetic defects ${ROUTE_EN}.`,
    `Kann vermutlich genetische Defekte verursachen ${ROUTE_DE}.`,
  ],
  H350: [`May cause cancer ${ROUTE_EN}.`, `Kann Krebs erzeugen ${ROUTE_DE}.`],
  H350i: ['May cause cancer by inhalation.', 'Kann bei Einatmen Krebs erzeugen.'],
  H351: [`Suspected of causing cancer ${ROUTE_EN}.`, `Kann vermutlich Krebs erzeugen ${ROUTE_DE}.`],
  H360: [
    `May damage fertility or the unborn child <state specific effect if known> ${ROUTE_EN}.`,
    `Kann die Fruchtbarkeit beeinträchtigen oder das Kind im Mutterleib schädigen <konkrete Wirkung angeben, sofern bekannt> ${ROUTE_DE}.`,
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
    `Suspected of damaging fertility or the unborn child <state specific effect if known> ${ROUTE_EN}.`,
    `Kann vermutlich die Fruchtbarkeit beeinträchtigen oder das Kind im Mutterleib schädigen <konkrete Wirkung angeben, sofern bekannt> ${ROUTE_DE}.`,
  ],
  H361f: ['Suspected of damaging fertility.', 'Kann vermutlich die Fruchtbarkeit beeinträchtigen.'],
  H361d: ['Suspected of damaging the unborn child.', 'Kann vermutlich das Kind im Mutterleib schädigen.'],
  H361fd: [
    'Suspected of damaging fertility. Suspected of damaging the unborn child.',
    'Kann vermutlich die Fruchtbarkeit beeinträchtigen. Kann vermutlich das Kind im Mutterleib schädigen.',
  ],
  H362: ['May cause harm to breast-fed children.', 'Kann Säuglinge über die Muttermilch schädigen.'],
  H370: [`Causes damage to organs ${ORGANS_EN} ${ROUTE_EN}.`, `Schädigt die Organe ${ORGANS_DE} ${ROUTE_DE}.`],
  H371: [`May cause damage to organs ${ORGANS_EN} ${ROUTE_EN}.`, `Kann die Organe schädigen ${ORGANS_DE} ${ROUTE_DE}.`],
  H372: [
    `Causes damage to organs ${ORGANS_EN} through prolonged or repeated exposure ${ROUTE_EN}.`,
    `Schädigt die Organe ${ORGANS_DE} bei längerer oder wiederholter Exposition ${ROUTE_DE}.`,
  ],
  H373: [
    `May cause damage to organs ${ORGANS_EN} through prolonged or repeated exposure ${ROUTE_EN}.`,
    `Kann die Organe schädigen ${ORGANS_DE} bei längerer oder wiederholter Exposition ${ROUTE_DE}.`,
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
    'Harms public health and the environment by destroying ozone in the upper atmosphere.',
    'Schädigt die öffentliche Gesundheit und die Umwelt durch Ozonabbau in der äußeren Atmosphäre.',
  ],
  EUH014: ['Reacts violently with water.', 'Reagiert heftig mit Wasser.'],
  EUH018: [
    'In use may form flammable/explosive vapour-air mixture.',
    'Kann bei Verwendung explosionsfähige/entzündbare Dampf/Luft-Gemische bilden.',
  ],
  EUH019: ['May form explosive peroxides.', 'Kann explosionsfähige Peroxide bilden.'],
  EUH029: ['Contact with water liberates toxic gas.', 'Entwickelt bei Berührung mit Wasser giftige Gase.'],
  EUH031: ['Contact with acids liberates toxic gas.', 'Entwickelt bei Berührung mit Säure giftige Gase.'],
  EUH032: ['Contact with acids liberates very toxic gas.', 'Entwickelt bei Berührung mit Säure sehr giftige Gase.'],
  EUH044: ['Risk of explosion if heated under confinement.', 'Explosionsgefahr bei Erhitzen unter Einschluss.'],
  EUH066: [
    'Repeated exposure may cause skin dryness or cracking.',
    'Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
  ],
  EUH070: ['Toxic by eye contact.', 'Giftig bei Berührung mit den Augen.'],
  EUH071: ['Corrosive to the respiratory tract.', 'Wirkt ätzend auf die Atemwege.'],
  EUH201: [
    'Contains lead. Should not be used on surfaces liable to be chewed or sucked by children.',
    'Enthält Blei. Nicht für den Anstrich von Gegenständen verwenden, die von Kindern gekaut oder gelutscht werden könnten.',
  ],
  EUH201A: ['Warning! Contains lead.', 'Achtung! Enthält Blei.'],
  EUH202: [
    'Cyanoacrylate. Danger. Bonds skin and eyes in seconds. Keep out of the reach of children.',
    'Cyanacrylat. Gefahr. Klebt innerhalb von Sekunden Haut und Augenlider zusammen. Darf nicht in die Hände von Kindern gelangen.',
  ],
  EUH203: [
    'Contains chromium (VI). May produce an allergic reaction.',
    'Enthält Chrom(VI). Kann allergische Reaktionen hervorrufen.',
  ],
  EUH204: [
    'Contains isocyanates. May produce an allergic reaction.',
    'Enthält Isocyanate. Kann allergische Reaktionen hervorrufen.',
  ],
  EUH205: [
    'Contains epoxy constituents. May produce an allergic reaction.',
    'Enthält epoxidhaltige Verbindungen. Kann allergische Reaktionen hervorrufen.',
  ],
  EUH206: [
    'Warning! Do not use together with other products. May release dangerous gases (chlorine).',
    'Achtung! Nicht zusammen mit anderen Produkten verwenden, da gefährliche Gase (Chlor) freigesetzt werden können.',
  ],
  EUH207: [
    'Warning! Contains cadmium. Dangerous fumes are formed during use. See information supplied by the manufacturer. Comply with the safety instructions.',
    'Achtung! Enthält Cadmium. Bei der Verwendung entstehen gefährliche Dämpfe. Hinweise des Herstellers beachten. Sicherheitsanweisungen einhalten.',
  ],
  EUH208: [
    'Contains <name of sensitising substance>. May produce an allergic reaction.',
    'Enthält <Name des sensibilisierenden Stoffes>. Kann allergische Reaktionen hervorrufen.',
  ],
  EUH209: ['Can become highly flammable in use.', 'Kann bei Verwendung leicht entzündbar werden.'],
  EUH209A: ['Can become flammable in use.', 'Kann bei Verwendung entzündbar werden.'],
  EUH210: ['Safety data sheet available on request.', 'Sicherheitsdatenblatt auf Anfrage erhältlich.'],
  EUH211: [
    'Warning! Hazardous respirable droplets may be formed when sprayed. Do not breathe spray or mist.',
    'Achtung! Beim Sprühen können gefährliche lungengängige Tröpfchen entstehen. Aerosol oder Nebel nicht einatmen.',
  ],
  EUH212: [
    'Warning! Hazardous respirable dust may be formed when used. Do not breathe dust.',
    'Achtung! Bei der Verwendung kann gefährlicher lungengängiger Staub entstehen. Staub nicht einatmen.',
  ],
  EUH380: ['May cause endocrine disruption in humans.', 'Kann beim Menschen endokrine Störungen verursachen.'],
  EUH381: [
    'Suspected of causing endocrine disruption in humans.',
    'Steht in dem Verdacht, beim Menschen endokrine Störungen zu verursachen.',
  ],
  EUH401: [
    'To avoid risks to human health and the environment, comply with the instructions for use.',
    'Zur Vermeidung von Risiken für Mensch und Umwelt die Gebrauchsanleitung einhalten.',
  ],
  EUH430: ['May cause endocrine disruption in the environment.', 'Kann endokrine Störungen in der Umwelt verursachen.'],
  EUH431: [
    'Suspected of causing endocrine disruption in the environment.',
    'Steht in dem Verdacht, endokrine Störungen in der Umwelt zu verursachen.',
  ],
  EUH440: [
    'Accumulates in the environment and living organisms including in humans.',
    'Anreicherung in der Umwelt und in lebenden Organismen einschließlich Menschen.',
  ],
  EUH441: [
    'Strongly accumulates in the environment and living organisms including in humans.',
    'Starke Anreicherung in der Umwelt und in lebenden Organismen einschließlich Menschen.',
  ],
  EUH450: [
    'Can cause long-lasting and diffuse contamination of water resources.',
    'Kann lang anhaltende und diffuse Verschmutzung von Wasserressourcen verursachen.',
  ],
  EUH451: [
    'Can cause very long-lasting and diffuse contamination of water resources.',
    'Kann sehr lang anhaltende und diffuse Verschmutzung von Wasserressourcen verursachen.',
  ],
};
