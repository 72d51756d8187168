/**
 * The precautionary statements (P) of Regulation (EC) No 1272/2008 (CLP), Annex IV Part 1, and
 * the official combinations of them, each with its own text (never the parts joined), in the
 * official English and German wording of CLP (not UN GHS, which differs for P103 and P280): `[en, de]`.
 *
 * Source: © European Union, https://eur-lex.europa.eu, 1998-2025, CC BY 4.0, taken from the
 * consolidated text of 1 September 2025 via github.com/mhchem/hpstatements (`clp/`). Changes: the
 * statements are reorganised into TypeScript records by kind; the wording is unchanged, placeholders
 * (`<…>`, `…`, `[…]`) as in the regulation. client/features/statements/statement-catalog.reference.test.ts
 * compares every code and text with the reference files.
 */
import type { StatementText } from './statement-text';

/** CLP Annex IV Part 1: the precautionary statements, in the order of the regulation. */
export const PRECAUTIONARY_STATEMENTS: Readonly<Record<string, StatementText>> = {
  P101: [
    'If medical advice is needed, have product container or label at hand.',
    'Ist ärztlicher Rat erforderlich, Verpackung oder Kennzeichnungsetikett bereithalten.',
  ],
  P102: ['Keep out of reach of children.', 'Darf nicht in die Hände von Kindern gelangen.'],
  P103: ['Read label before use.', 'Vor Gebrauch Kennzeichnungsetikett lesen.'],
  P201: ['Obtain special instructions before use.', 'Vor Gebrauch besondere Anweisungen einholen.'],
  P202: [
    'Do not handle until all safety precautions have been read and understood.',
    'Vor Gebrauch alle Sicherheitshinweise lesen und verstehen.',
  ],
  P210: [
    'Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.',
    'Von Hitze, heißen Oberflächen, Funken, offenen Flammen sowie anderen Zündquellenarten fernhalten. Nicht rauchen.',
  ],
  P211: [
    'Do not spray on an open flame or other ignition source.',
    'Nicht gegen offene Flamme oder andere Zündquelle sprühen.',
  ],
  P212: [
    'Avoid heating under confinement or reduction of the desensitising agent.',
    'Erhitzen unter Einschluss und Reduzierung des Desensibilisierungsmittels vermeiden.',
  ],
  P220: [
    'Keep away from clothing and other combustible materials.',
    'Von Kleidung und anderen brennbaren Materialien fernhalten.',
  ],
  P222: ['Do not allow contact with air.', 'Keinen Kontakt mit Luft zulassen.'],
  P223: ['Do not allow contact with water.', 'Keinen Kontakt mit Wasser zulassen.'],
  P230: ['Keep wetted with…', 'Feucht halten mit …'],
  P231: ['Handle and store contents under inert gas/…', 'Inhalt unter inertem Gas/… handhaben und aufbewahren.'],
  P232: ['Protect from moisture.', 'Vor Feuchtigkeit schützen.'],
  P233: ['Keep container tightly closed.', 'Behälter dicht verschlossen halten.'],
  P234: ['Keep only in original packaging.', 'Nur in Originalverpackung aufbewahren.'],
  P235: ['Keep cool.', 'Kühl halten.'],
  P240: ['Ground and bond container and receiving equipment.', 'Behälter und zu befüllende Anlage erden.'],
  P241: [
    'Use explosion-proof [electrical/ventilating/lighting/…] equipment.',
    'Explosionsgeschützte [elektrische/Lüftungs-/Beleuchtungs-/…] Geräte verwenden.',
  ],
  P242: ['Use non-sparking tools.', 'Funkenarmes Werkzeug verwenden.'],
  P243: ['Take action to prevent static discharges.', 'Maßnahmen gegen elektrostatische Entladungen treffen.'],
  P244: ['Keep valves and fittings free from oil and grease.', 'Ventile und Ausrüstungsteile öl- und fettfrei halten.'],
  P250: ['Do not subject to grinding/shock/friction/… .', 'Nicht schleifen/stoßen/reiben/… .'],
  P251: ['Do not pierce or burn, even after use.', 'Nicht durchstechen oder verbrennen, auch nicht nach Gebrauch.'],
  P260: ['Do not breathe dust/fume/gas/mist/vapours/spray.', 'Staub/Rauch/Gas/Nebel/Dampf/Aerosol nicht einatmen.'],
  P261: [
    'Avoid breathing dust/fume/gas/mist/vapours/spray.',
    'Einatmen von Staub/Rauch/Gas/Nebel/Dampf/Aerosol vermeiden.',
  ],
  P262: [
    'Do not get in eyes, on skin, or on clothing.',
    'Nicht in die Augen, auf die Haut oder auf die Kleidung gelangen lassen.',
  ],
  P263: [
    'Avoid contact during pregnancy and while nursing.',
    'Berührung während Schwangerschaft und Stillzeit vermeiden.',
  ],
  P264: ['Wash … thoroughly after handling.', 'Nach Gebrauch … gründlich waschen.'],
  P270: ['Do not eat, drink or smoke when using this product.', 'Bei Gebrauch nicht essen, trinken oder rauchen.'],
  P271: ['Use only outdoors or in a well-ventilated area.', 'Nur im Freien oder in gut belüfteten Räumen verwenden.'],
  P272: [
    'Contaminated work clothing should not be allowed out of the workplace.',
    'Kontaminierte Arbeitskleidung nicht außerhalb des Arbeitsplatzes tragen.',
  ],
  P273: ['Avoid release to the environment.', 'Freisetzung in die Umwelt vermeiden.'],
  P280: [
    'Wear protective gloves/protective clothing/eye protection/face protection.',
    'Schutzhandschuhe/Schutzkleidung/Augenschutz/Gesichtsschutz tragen.',
  ],
  P282: [
    'Wear cold insulating gloves and either face shield or eye protection.',
    'Schutzhandschuhe mit Kälteisolierung und zusätzlich Gesichtsschild oder Augenschutz tragen.',
  ],
  P283: ['Wear fire resistant or flame retardant clothing.', 'Schwer entflammbare oder flammhemmende Kleidung tragen.'],
  P284: [
    '[In case of inadequate ventilation] wear respiratory protection.',
    '[Bei unzureichender Belüftung] Atemschutz tragen.',
  ],
  P301: ['IF SWALLOWED:', 'BEI VERSCHLUCKEN:'],
  P302: ['IF ON SKIN:', 'BEI BERÜHRUNG MIT DER HAUT:'],
  P303: ['IF ON SKIN (or hair):', 'BEI BERÜHRUNG MIT DER HAUT (oder dem Haar):'],
  P304: ['IF INHALED:', 'BEI EINATMEN:'],
  P305: ['IF IN EYES:', 'BEI KONTAKT MIT DEN AUGEN:'],
  P306: ['IF ON CLOTHING:', 'BEI KONTAKT MIT DER KLEIDUNG:'],
  P308: ['IF exposed or concerned:', 'BEI Exposition oder falls betroffen'],
  P310: ['Immediately call a POISON CENTER/doctor/…', 'Sofort GIFTINFORMATIONSZENTRUM/Arzt/…/anrufen.'],
  P311: ['Call a POISON CENTER/doctor/…', 'GIFTINFORMATIONSZENTRUM/Arzt/…/anrufen.'],
  P312: ['Call a POISON CENTRE/doctor/… if you feel unwell.', 'Bei Unwohlsein GIFTINFORMATIONSZENTRUM/Arzt/… anrufen.'],
  P313: ['Get medical advice/attention.', 'Ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.'],
  P314: [
    'Get medical advice/attention if you feel unwell.',
    'Bei Unwohlsein ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.',
  ],
  P315: ['Get immediate medical advice/attention.', 'Sofort ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.'],
  P320: [
    'Specific treatment is urgent (see … on this label).',
    'Besondere Behandlung dringend erforderlich (siehe … auf diesem Kennzeichnungsetikett).',
  ],
  P321: [
    'Specific treatment (see … on this label).',
    'Besondere Behandlung (siehe … auf diesem Kennzeichnungsetikett).',
  ],
  P330: ['Rinse mouth.', 'Mund ausspülen.'],
  P331: ['Do NOT induce vomiting.', 'KEIN Erbrechen herbeiführen.'],
  P332: ['If skin irritation occurs:', 'Bei Hautreizung:'],
  P333: ['If skin irritation or rash occurs:', 'Bei Hautreizung oder -ausschlag:'],
  P334: ['Immerse in cool water [or wrap in wet bandages].', 'In kaltes Wasser tauchen [oder nassen Verband anlegen].'],
  P335: ['Brush off loose particles from skin.', 'Lose Partikel von der Haut abbürsten.'],
  P336: [
    'Thaw frosted parts with lukewarm water. Do no rub affected area.',
    'Vereiste Bereiche mit lauwarmem Wasser auftauen. Betroffenen Bereich nicht reiben.',
  ],
  P337: ['If eye irritation persists:', 'Bei anhaltender Augenreizung:'],
  P338: [
    'Remove contact lenses, if present and easy to do. Continue rinsing.',
    'Eventuell Vorhandene Kontaktlinsen nach Möglichkeit entfernen. Weiter ausspülen.',
  ],
  P340: [
    'Remove person to fresh air and keep comfortable for breathing.',
    'Die Person an die frische Luft bringen und für ungehinderte Atmung sorgen.',
  ],
  P342: ['If experiencing respiratory symptoms:', 'Bei Symptomen der Atemwege:'],
  P351: ['Rinse cautiously with water for several minutes.', 'Einige Minuten lang behutsam mit Wasser ausspülen.'],
  P352: ['Wash with plenty of water/…', 'Mit viel Wasser/…/waschen.'],
  P353: ['Rinse skin with water [or shower].', 'Haut mit Wasser abwaschen [oder duschen].'],
  P360: [
    'Rinse immediately contaminated clothing and skin with plenty of water before removing clothes.',
    'Kontaminierte Kleidung und Haut sofort mit viel Wasser abwaschen und danach Kleidung ausziehen.',
  ],
  P361: ['Take off immediately all contaminated clothing.', 'Alle kontaminierten Kleidungsstücke sofort ausziehen.'],
  P362: ['Take off contaminated clothing.', 'Kontaminierte Kleidung ausziehen.'],
  P363: ['Wash contaminated clothing before reuse.', 'Kontaminierte Kleidung vor erneutem Tragen waschen.'],
  P364: ['And wash it before reuse.', 'Und vor erneutem Tragen waschen.'],
  P370: ['In case of fire:', 'Bei Brand:'],
  P371: ['In case of major fire and large quantities:', 'Bei Großbrand und großen Mengen:'],
  P372: ['Explosion risk.', 'Explosionsgefahr.'],
  P373: [
    'DO NOT fight fire when fire reaches explosives.',
    'KEINE Brandbekämpfung, wenn das Feuer explosive Stoffe/Gemische/Erzeugnisse erreicht.',
  ],
  P375: [
    'Fight fire remotely due to the risk of explosion.',
    'Wegen Explosionsgefahr Brand aus der Entfernung bekämpfen.',
  ],
  P376: ['Stop leak if safe to do so.', 'Undichtigkeit beseitigen, wenn gefahrlos möglich.'],
  P377: [
    'Leaking gas fire: Do not extinguish, unless leak can be stopped safely.',
    'Brand von ausströmendem Gas: Nicht löschen, bis Undichtigkeit gefahrlos beseitigt werden kann.',
  ],
  P378: ['Use… to extinguish.', '… zum Löschen verwenden.'],
  P380: ['Evacuate area.', 'Umgebung räumen.'],
  P381: ['In case of leakage, eliminate all ignition sources.', 'Bei Undichtigkeit alle Zündquellen entfernen.'],
  P390: [
    'Absorb spillage to prevent material damage.',
    'Verschüttete Mengen aufnehmen, um Materialschäden zu vermeiden.',
  ],
  P391: ['Collect spillage.', 'Verschüttete Mengen aufnehmen.'],
  P401: ['Store in accordance with… .', 'Aufbewahren gemäß … .'],
  P402: ['Store in a dry place.', 'An einem trockenen Ort aufbewahren.'],
  P403: ['Store in a well-ventilated place.', 'An einem gut belüfteten Ort aufbewahren.'],
  P404: ['Store in a closed container.', 'In einem geschlossenen Behälter aufbewahren.'],
  P405: ['Store locked up.', 'Unter Verschluss aufbewahren.'],
  P406: [
    'Store in a corrosion-resistant/… container with a resistant inner liner.',
    'In korrosionsbeständigem/… Behälter mit korrosionsbeständiger Innenauskleidung aufbewahren.',
  ],
  P407: ['Maintain air gap between stacks or pallets.', 'Luftspalt zwischen Stapeln oder Paletten lassen.'],
  P410: ['Protect from sunlight.', 'Vor Sonnenbestrahlung schützen.'],
  P411: ['Store at temperatures not exceeding … °C/…°F.', 'Bei Temperaturen nicht über … °C/… °F aufbewahren.'],
  P412: ['Do not expose to temperatures exceeding 50 °C/122°F.', 'Nicht Temperaturen über 50 °C/122 °F aussetzen.'],
  P413: [
    'Store bulk masses greater than … kg/… lbs at temperatures not exceeding … °C/…°F.',
    'Schüttgut in Mengen von mehr als … kg/… lbs bei Temperaturen nicht über … °C/… °F aufbewahren.',
  ],
  P420: ['Store separately.', 'Getrennt aufbewahren.'],
  P501: ['Dispose of contents/container to …', 'Inhalt/Behälter … zuführen.'],
  P502: [
    'Refer to manufacturer or supplier for information on recovery or recycling.',
    'Informationen zur Wiederverwendung oder Wiederverwertung beim Hersteller oder Lieferanten erfragen.',
  ],
};

/** CLP Annex IV Part 1: the official combinations of precautionary statements, in the order of the regulation. */
export const COMBINED_PRECAUTIONARY_STATEMENTS: Readonly<Record<string, StatementText>> = {
  'P231+P232': [
    'Handle and store contents under inert gas/…. Protect from moisture.',
    'Inhalt unter inertem Gas/… handhaben und aufbewahren. Vor Feuchtigkeit schützen.',
  ],
  'P301+P310': [
    'IF SWALLOWED: Immediately call a POISON CENTER/doctor/…',
    'BEI VERSCHLUCKEN: Sofort GIFTINFORMATIONSZENTRUM/Arzt/…/anrufen.',
  ],
  'P301+P312': [
    'IF SWALLOWED: Call a POISON CENTRE/doctor/… if you feel unwell.',
    'BEI VERSCHLUCKEN: Bei Unwohlsein GIFTINFORMATIONSZENTRUM/Arzt/… anrufen.',
  ],
  'P301+P330+P331': [
    'IF SWALLOWED: Rinse mouth. Do NOT induce vomiting.',
    'BEI VERSCHLUCKEN: Mund ausspülen. KEIN Erbrechen herbeiführen.',
  ],
  'P302+P334': [
    'IF ON SKIN: Immerse in cool water or wrap in wet bandages.',
    'BEI BERÜHRUNG MIT DER HAUT: In kaltes Wasser tauchen oder nassen Verband anlegen.',
  ],
  'P302+P335+P334': [
    'IF ON SKIN: Brush off loose particles from skin. Immerse in cool water [or wrap in wet bandages].',
    'BEI BERÜHRUNG MIT DER HAUT: Lose Partikel von der Haut abbürsten. In kaltes Wasser tauchen [oder nassen Verband anlegen].',
  ],
  'P302+P352': ['IF ON SKIN: Wash with plenty of water/…', 'BEI BERÜHRUNG MIT DER HAUT: Mit viel Wasser/…/waschen.'],
  'P303+P361+P353': [
    'IF ON SKIN (or hair): Take off immediately all contaminated clothing. Rinse skin with water [or shower].',
    'BEI BERÜHRUNG MIT DER HAUT (oder dem Haar): Alle kontaminierten Kleidungsstücke sofort ausziehen. Haut mit Wasser abwaschen [oder duschen].',
  ],
  'P304+P340': [
    'IF INHALED: Remove person to fresh air and keep comfortable for breathing.',
    'BEI EINATMEN: Die Person an die frische Luft bringen und für ungehinderte Atmung sorgen.',
  ],
  'P305+P351+P338': [
    'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.',
    'BEI KONTAKT MIT DEN AUGEN: Einige Minuten lang behutsam mit Wasser spülen. Eventuell vorhandene Kontaktlinsen nach Möglichkeit entfernen. Weiter spülen.',
  ],
  'P306+P360': [
    'IF ON CLOTHING: rinse immediately contaminated clothing and skin with plenty of water before removing clothes.',
    'BEI KONTAKT MIT DER KLEIDUNG: Kontaminierte Kleidung und Haut sofort mit viel Wasser abwaschen und danach Kleidung ausziehen.',
  ],
  'P308+P311': [
    'IF exposed or concerned: Call a POISON CENTER/doctor/…',
    'BEI Exposition oder falls betroffen: GIFTINFORMATIONSZENTRUM/Arzt/…/anrufen.',
  ],
  'P308+P313': [
    'IF exposed or concerned: Get medical advice/attention.',
    'BEI Exposition oder falls betroffen: Ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.',
  ],
  'P332+P313': [
    'If skin irritation occurs: Get medical advice/attention.',
    'Bei Hautreizung: Ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.',
  ],
  'P333+P313': [
    'If skin irritation or rash occurs: Get medical advice/attention.',
    'Bei Hautreizung oder -ausschlag: Ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.',
  ],
  'P336+P315': [
    'Thaw frosted parts with lukewarm water. Do not rub affected area. Get immediate medical advice/attention.',
    'Vereiste Bereiche mit lauwarmem Wasser auftauen. Betroffenen Bereich nicht reiben. Sofort ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.',
  ],
  'P337+P313': [
    'If eye irritation persists: Get medical advice/attention.',
    'Bei anhaltender Augenreizung: Ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.',
  ],
  'P342+P311': [
    'If experiencing respiratory symptoms: Call a POISON CENTER/doctor/…',
    'Bei Symptomen der Atemwege: GIFTINFORMATIONSZENTRUM/Arzt/…/anrufen.',
  ],
  'P361+P364': [
    'Take off immediately all contaminated clothing and wash it before reuse.',
    'Alle kontaminierten Kleidungsstücke sofort ausziehen und vor erneutem Tragen waschen.',
  ],
  'P362+P364': [
    'Take off contaminated clothing and wash it before reuse.',
    'Kontaminierte Kleidung ausziehen und vor erneutem Tragen waschen.',
  ],
  'P370+P372+P380+P373': [
    'In case of fire: Explosion risk. Evacuate area. DO NOT fight fire when fire reaches explosives.',
    'Bei Brand: Explosionsgefahr. Umgebung räumen. KEINE Brandbekämpfung, wenn das Feuer explosive Stoffe/Gemische/Erzeugnisse erreicht.',
  ],
  'P370+P376': [
    'In case of fire: Stop leak if safe to do so.',
    'Bei Brand: Undichtigkeit beseitigen, wenn gefahrlos möglich.',
  ],
  'P370+P378': ['In case of fire: Use… to extinguish.', 'Bei Brand: … zum Löschen verwenden.'],
  'P370+P380+P375': [
    'In case of fire: Evacuate area. Fight fire remotely due to the risk of explosion.',
    'Bei Brand: Umgebung räumen. Wegen Explosionsgefahr Brand aus der Entfernung bekämpfen.',
  ],
  'P370+P380+P375[+P378]': [
    'In case of fire: Evacuate area. Fight fire remotely due to the risk of explosion. [Use … to extinguish].',
    'Bei Brand: Umgebung räumen. Wegen Explosionsgefahr Brand aus der Entfernung bekämpfen. [… zum Löschen verwenden.]',
  ],
  'P371+P380+P375': [
    'In case of major fire and large quantities: Evacuate area. Fight fire remotely due to the risk of explosion.',
    'Bei Großbrand und großen Mengen: Umgebung räumen. Wegen Explosionsgefahr Brand aus der Entfernung bekämpfen.',
  ],
  'P402+P404': [
    'Store in a dry place. Store in a closed container.',
    'An einem trockenen Ort aufbewahren. In einem geschlossenen Behälter aufbewahren.',
  ],
  'P403+P233': [
    'Store in a well-ventilated place. Keep container tightly closed.',
    'An einem gut belüfteten Ort aufbewahren. Behälter dicht verschlossen halten.',
  ],
  'P403+P235': [
    'Store in a well-ventilated place. Keep cool.',
    'An einem gut belüfteten Ort aufbewahren. Kühl halten.',
  ],
  'P410+P403': [
    'Protect from sunlight. Store in a well-ventilated place.',
    'Vor Sonnenbestrahlung schützen. An einem gut belüfteten Ort aufbewahren.',
  ],
  'P410+P412': [
    'Protect from sunlight. Do no expose to temperatures exceeding 50 °C/122°F.',
    'Vor Sonnenbestrahlung schützen und nicht Temperaturen über 50 °C/122 °F aussetzen.',
  ],
};
