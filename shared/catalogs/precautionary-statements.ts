import type { StatementText } from './statement-text';

/**
 * The main precautionary statements (P) of Regulation (EC) No 1272/2008 (CLP), Annex IV
 * Part 1, in the official English and German wording; combined statements (`P301+P310`)
 * are read as their parts. Not every P statement is listed: those on substance labels most often.
 */
export const PRECAUTIONARY_STATEMENTS: Readonly<Record<string, StatementText>> = {
  P101: [
    'If medical advice is needed, have product container or label at hand.',
    'Ist ärztlicher Rat erforderlich, Verpackung oder Kennzeichnungsetikett des Produkts bereithalten.',
  ],
  P102: ['Keep out of reach of children.', 'Darf nicht in die Hände von Kindern gelangen.'],
  P103: ['Read carefully and follow all instructions.', 'Alle Gebrauchshinweise sorgfältig lesen und befolgen.'],
  P201: ['Obtain special instructions before use.', 'Vor Gebrauch besondere Anweisungen einholen.'],
  P202: [
    'Do not handle until all safety precautions have been read and understood.',
    'Vor Gebrauch alle Sicherheitshinweise lesen und verstehen.',
  ],
  P210: [
    'Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.',
    'Von Hitze, heißen Oberflächen, Funken, offenen Flammen sowie anderen Zündquellenarten fernhalten. Nicht rauchen.',
  ],
  P233: ['Keep container tightly closed.', 'Behälter dicht verschlossen halten.'],
  P235: ['Keep cool.', 'Kühl halten.'],
  P240: ['Ground and bond container and receiving equipment.', 'Behälter und zu befüllende Anlage erden.'],
  P241: [
    'Use explosion-proof [electrical/ventilating/lighting/…] equipment.',
    'Explosionsgeschützte [elektrische/Lüftungs-/Beleuchtungs-/…] Geräte verwenden.',
  ],
  P242: ['Use non-sparking tools.', 'Funkenarmes Werkzeug verwenden.'],
  P243: ['Take action to prevent static discharges.', 'Maßnahmen gegen elektrostatische Entladungen treffen.'],
  P260: ['Do not breathe dust/fume/gas/mist/vapours/spray.', 'Staub/Rauch/Gas/Nebel/Dampf/Aerosol nicht einatmen.'],
  P261: [
    'Avoid breathing dust/fume/gas/mist/vapours/spray.',
    'Einatmen von Staub/Rauch/Gas/Nebel/Dampf/Aerosol vermeiden.',
  ],
  P264: ['Wash … thoroughly after handling.', 'Nach Gebrauch … gründlich waschen.'],
  P270: ['Do not eat, drink or smoke when using this product.', 'Bei Gebrauch nicht essen, trinken oder rauchen.'],
  P271: ['Use only outdoors or in a well-ventilated area.', 'Nur im Freien oder in gut belüfteten Räumen verwenden.'],
  P273: ['Avoid release to the environment.', 'Freisetzung in die Umwelt vermeiden.'],
  P280: [
    'Wear protective gloves/protective clothing/eye protection/face protection/hearing protection/…',
    'Schutzhandschuhe/Schutzkleidung/Augenschutz/Gesichtsschutz/Gehörschutz/… tragen.',
  ],
  P284: [
    '[In case of inadequate ventilation] wear respiratory protection.',
    '[Bei unzureichender Belüftung] Atemschutz tragen.',
  ],
  P301: ['IF SWALLOWED:', 'BEI VERSCHLUCKEN:'],
  P302: ['IF ON SKIN:', 'BEI BERÜHRUNG MIT DER HAUT:'],
  P303: ['IF ON SKIN (or hair):', 'BEI BERÜHRUNG MIT DER HAUT (oder dem Haar):'],
  P304: ['IF INHALED:', 'BEI EINATMEN:'],
  P305: ['IF IN EYES:', 'BEI KONTAKT MIT DEN AUGEN:'],
  P308: ['IF exposed or concerned:', 'BEI Exposition oder falls betroffen:'],
  P310: ['Immediately call a POISON CENTER/doctor/…', 'Sofort GIFTINFORMATIONSZENTRUM/Arzt/… anrufen.'],
  P311: ['Call a POISON CENTER/doctor/…', 'GIFTINFORMATIONSZENTRUM/Arzt/… anrufen.'],
  P312: ['Call a POISON CENTER/doctor/… if you feel unwell.', 'Bei Unwohlsein GIFTINFORMATIONSZENTRUM/Arzt/… anrufen.'],
  P313: ['Get medical advice/attention.', 'Ärztlichen Rat einholen/ärztliche Hilfe hinzuziehen.'],
  P330: ['Rinse mouth.', 'Mund ausspülen.'],
  P331: ['Do NOT induce vomiting.', 'KEIN Erbrechen herbeiführen.'],
  P332: ['If skin irritation occurs:', 'Bei Hautreizung:'],
  P337: ['If eye irritation persists:', 'Bei anhaltender Augenreizung:'],
  P338: [
    'Remove contact lenses, if present and easy to do. Continue rinsing.',
    'Eventuell vorhandene Kontaktlinsen nach Möglichkeit entfernen. Weiter spülen.',
  ],
  P340: [
    'Remove person to fresh air and keep comfortable for breathing.',
    'Die Person an die frische Luft bringen und für ungehinderte Atmung sorgen.',
  ],
  P342: ['If experiencing respiratory symptoms:', 'Bei Symptomen der Atemwege:'],
  P351: ['Rinse cautiously with water for several minutes.', 'Einige Minuten lang behutsam mit Wasser ausspülen.'],
  P352: ['Wash with plenty of water/…', 'Mit viel Wasser/… waschen.'],
  P353: ['Rinse skin with water [or shower].', 'Haut mit Wasser abwaschen [oder duschen].'],
  P361: ['Take off immediately all contaminated clothing.', 'Alle kontaminierten Kleidungsstücke sofort ausziehen.'],
  P370: ['In case of fire:', 'Bei Brand:'],
  P378: ['Use … to extinguish.', '… zum Löschen verwenden.'],
  P391: ['Collect spillage.', 'Verschüttete Mengen aufnehmen.'],
  P403: ['Store in a well-ventilated place.', 'An einem gut belüfteten Ort aufbewahren.'],
  P405: ['Store locked up.', 'Unter Verschluss aufbewahren.'],
  P501: ['Dispose of contents/container to …', 'Inhalt/Behälter … zuführen.'],
};
