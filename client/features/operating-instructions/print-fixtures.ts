import type { InstructionPrint } from './instruction-pdf';

/** The app's address of the demo substance instruction, as its QR code holds it. */
export const ACETONE_LINK = 'https://sorgfalt.example/substance_instructions/acme-si-acetone';

const TITLES = new Map([
  ['sub-acetone', 'Aceton'],
  ['act-filling', 'Abfüllen von Aceton in Fässer'],
  ['we-filling', 'Fassabfüllanlage FA-2'],
  ['we-forklift', 'Gabelstapler Linde H30D'],
  ['dep-filling', 'Abfüllung Bau 12'],
  ['dep-logistics', 'Logistik Halle 4'],
  ['emp-schneider', 'Julia Schneider'],
]);

/**
 * A substance instruction as a safety officer writes it for a common solvent: every section with
 * the three to six sentences it customarily holds, seven signs (typical content, OI-PRINT-3).
 */
export const ACETONE_INSTRUCTION: InstructionPrint = {
  kind: 'SUBSTANCE_INSTRUCTION',
  company: 'Acme Chemie GmbH',
  createdAt: new Date(2026, 10, 25, 9, 30),
  revision: { version: 3, pending: false },
  link: ACETONE_LINK,
  titles: TITLES,
  data: {
    name: 'Betriebsanweisung Aceton – Abfüllung',
    target: 'act-filling',
    substances: ['sub-acetone'],
    activities: ['act-filling'],
    storageOrWorkEquipments: ['we-filling'],
    workEnvironments: ['dep-filling'],
    revisionInterval: 12,
    responsible: 'emp-schneider',
    activityDescription:
      '<p>Abfüllung Bau 12: Befüllen von 200-l-Fässern und Kanistern mit Aceton über die Fassabfüllanlage FA-2, Umfüllen kleiner Mengen im Labor.</p>',
    humanEnvDescription:
      '<p>Flüssigkeit und Dampf leicht entzündbar. Dämpfe sind schwerer als Luft, breiten sich am Boden aus und bilden mit Luft explosionsfähige Gemische; Rückzündung über weite Strecken möglich.</p><p>Verursacht schwere Augenreizung. Kann Schläfrigkeit und Benommenheit verursachen. Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.</p><p>Schwach wassergefährdend (WGK 1): nicht in die Kanalisation oder ins Erdreich gelangen lassen.</p>',
    humanEnvGhsSymbols: ['GHS02', 'GHS07'],
    humanEnvWarningSymbols: ['W021'],
    measuresBehaviorDescription:
      '<p>Von Hitze, heißen Oberflächen, Funken, offenen Flammen und anderen Zündquellen fernhalten. Nicht rauchen. Nur funkenfreies Werkzeug verwenden.</p><p>Fass und Abfüllanlage vor dem Befüllen erden (Potentialausgleich). Absaugung vor Arbeitsbeginn einschalten und ihre Funktion prüfen. Behälter dicht geschlossen halten.</p><p>Schutzbrille mit Seitenschutz und Handschuhe aus Butylkautschuk (0,7 mm, Durchbruchzeit ≥ 480 min) tragen. Vor Pausen und nach Arbeitsende Hände waschen und Hautpflegemittel verwenden. Am Arbeitsplatz nicht essen und trinken.</p>',
    mandatorySymbols: ['M004', 'M009'],
    prohibitionSymbols: ['P002', 'P003'],
    malfunctionBehaviorDescription:
      '<p>Ausgelaufenes Aceton mit Bindemittel (Chemikalienbinder) aufnehmen, Bereich lüften, Zündquellen entfernen. Nicht betroffene Personen fernhalten.</p><p>Bei Brand: Not-Aus betätigen, mit CO₂- oder Pulverlöscher löschen, kein Wasser im Vollstrahl. Behälter mit Sprühwasser kühlen. Bei Ausbreitung Gebäude verlassen und Feuerwehr alarmieren.</p>',
    fireProtectionSymbols: ['F001'],
    firstAidDescription:
      '<p>Augen: sofort 10 Minuten unter fließendem Wasser bei geöffnetem Lidspalt spülen, Augenarzt aufsuchen.</p><p>Haut: verunreinigte Kleidung ausziehen, Haut mit Wasser abwaschen. Einatmen: an die frische Luft bringen, bei Beschwerden Arzt hinzuziehen. Verschlucken: Mund ausspülen, kein Erbrechen herbeiführen.</p><p>Ersthelferin: Julia Schneider, Tel. 2345.</p>',
    rescueSymbols: ['E003', 'E011'],
    disposalDescription:
      '<p>Getränktes Bindemittel und Putzlappen in den gekennzeichneten, geschlossenen Behälter geben. Restmengen nicht in den Ausguss. Entsorgung über Vorderpfalz Entsorgung GmbH (Abfallschlüssel 14 06 03*).</p>',
    emergencyNumber: '112',
  },
};

/** A work-equipment instruction for a forklift truck with typical content. */
export const FORKLIFT_INSTRUCTION: InstructionPrint = {
  kind: 'WORK_EQUIPMENT_INSTRUCTION',
  company: 'Acme Chemie GmbH',
  createdAt: new Date(2026, 10, 25, 9, 30),
  revision: { version: 1, pending: true },
  link: 'https://sorgfalt.example/work_equipment_instructions/acme-wei-forklift',
  titles: TITLES,
  data: {
    name: 'Betriebsanweisung Gabelstapler Linde H30D',
    riskAssessment: 'ra-forklift',
    storageOrWorkEquipments: ['we-forklift'],
    workEnvironments: ['dep-logistics'],
    revisionInterval: 24,
    responsible: 'emp-schneider',
    activityDescription:
      '<p>Transport und Stapeln von Fässern und IBC in Halle 4 und auf dem Hof des Lagers Mannheim.</p>',
    humanEnvDescription:
      '<p>Anfahren und Quetschen von Personen, herabfallende Last, Umkippen des Staplers, Dieselabgase.</p>',
    humanEnvWarningSymbols: ['W014'],
    measures:
      '<p>Nur mit schriftlichem Fahrauftrag fahren. Sicherheitsgurt anlegen. Last gegen Herabfallen sichern.</p>',
    behaviorRules:
      '<p>Keine Personen mitnehmen oder anheben. Schrittgeschwindigkeit in der Halle. Gabeln beim Abstellen absenken.</p>',
    mandatorySymbols: ['M008'],
    malfunctionBehaviorDescription:
      '<p>Bei Mängeln Stapler abstellen, Schlüssel abziehen, Vorgesetzte informieren.</p>',
    fireProtectionSymbols: ['F001'],
    firstAidDescription: '<p>Ersthelfer verständigen, Unfall ins Verbandbuch eintragen.</p>',
    rescueSymbols: ['E003', 'E004'],
    maintenanceDescription: '<p>Tägliche Sichtprüfung nach Checkliste, jährliche Prüfung durch befähigte Person.</p>',
    emergencyNumber: '112',
  },
};
