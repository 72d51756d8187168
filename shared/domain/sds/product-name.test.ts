import { describe, expect, it } from 'vitest';
import { productName } from './product-name';
import { detectSections } from './sections';
import { testDocument } from './test-document';

function read(lines: readonly string[]) {
  return productName(detectSections(testDocument(lines)));
}

describe('SDS-14 product name', () => {
  it.each([
    [
      [
        'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
        '1.1 Produktidentifikator',
        'Handelsname: Entkalker Forte',
      ],
    ],
    [
      [
        'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
        '1.1. Produktidentifikator',
        'Produktform | : Gemisch',
        'Handelsname | : Entkalker Forte',
      ],
    ],
    [
      [
        'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
        '1.1 Product identifier',
        'Product name | : Entkalker Forte',
        'Product code | : 4711',
      ],
    ],
    [
      [
        '1. IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND THE COMPANY',
        'Material Name: Entkalker Forte',
        'Trade Name: | FORTE; FORTISSIMO',
      ],
    ],
    [
      [
        'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
        '1.1 Product identifier',
        'Trade name/designation | Entkalker Forte',
      ],
    ],
    [
      [
        'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
        '1.1 Produktidentifikator',
        'Identifikation des Stoffs | Entkalker Forte',
        'Artikelnummer | 4711',
      ],
    ],
    [
      [
        'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
        '1.1. Produktidentifikator: Entkalker Forte',
      ],
    ],
  ])('reads the value of the name label: %j', (lines) => {
    expect(read(lines)?.value).toBe('Entkalker Forte');
  });

  it('reads the first line under 1.1 when no label names the product, passing over a product code', () => {
    const found = read([
      '1 IDENTIFICATION OF THE SUBSTANCE/PREPARATION AND OF THE COMPANY/UNDERTAKING',
      '1.1 Product identifier',
      '552969 T',
      'LEMON KEY FLAVOUR',
      '1.2 Relevant identified uses of the substance or mixture',
    ]);
    expect(found?.value).toBe('LEMON KEY FLAVOUR');
  });

  it('follows labels that stand alone to the line below them', () => {
    expect(
      read([
        'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
        '1.1 Product identifier',
        'Identification on the label/Trade name',
        'label designation/Name of product',
        'Estrich Grundierung',
        '1.2 Relevant identified uses of the substance or mixture and uses advised against',
      ])?.value,
    ).toBe('Estrich Grundierung');
  });

  it('continues a name on the indented line below it', () => {
    const found = read([
      'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
      '1.1 Produktidentifikator',
      'Handelsname: Mäuseköder Extra – GEBRAUCHSFERTIGER',
      '    KÖDER MIT WIRKSTOFF',
      'Verwendung: Rodentizid',
    ]);
    expect(found?.value).toBe('Mäuseköder Extra – GEBRAUCHSFERTIGER KÖDER MIT WIRKSTOFF');
    expect(found?.evidence).toHaveLength(2);
  });

  it('does not take a kind or an abbreviated label below the name for part of it', () => {
    expect(
      read([
        'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
        '1.1 Produktidentifikator',
        'Produktform: Gemisch',
        'Handelsname | Flockenstopp',
        'Prod-Nr. 910, 912',
      ])?.value,
    ).toBe('Flockenstopp');
  });
});
