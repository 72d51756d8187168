import { describe, expect, it } from 'vitest';
import { STORAGE_CLASS_TEXTS } from '../../../shared/catalogs/symbols-and-classes';
import { STORAGE_CLASSES } from '../../../shared/enums/catalogs';
import { STORAGE_CLASS_LABELS } from '../../../shared/enums/substances';
import germanCatalog from '../../locales/de/messages.po?raw';

/** The German text of a message id in client/locales/de/messages.po. */
function german(id: string): string | undefined {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^msgid "${escaped}"\\nmsgstr "((?:[^"\\\\]|\\\\.)*)"$`, 'm').exec(germanCatalog)?.[1];
}

describe('storage class labels (TRGS 510, decision 0027)', () => {
  it('name all 24 classes with code and name, in English as STORAGE_CLASS_TEXTS has it', () => {
    expect(STORAGE_CLASSES).toHaveLength(24);
    for (const code of STORAGE_CLASSES) {
      expect(STORAGE_CLASS_LABELS[code].message).toBe(`${code} – ${STORAGE_CLASS_TEXTS[code][0]}`);
    }
  });

  it('name all 24 classes with code and the German TRGS 510 name in the German catalog', () => {
    for (const code of STORAGE_CLASSES) {
      expect(german(STORAGE_CLASS_LABELS[code].id ?? ''), code).toBe(`${code} – ${STORAGE_CLASS_TEXTS[code][1]}`);
    }
  });
});
