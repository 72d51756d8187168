/**
 * Safety colours of the drawings. GHS: CLP Annex V (black symbol, white ground, red frame).
 * ISO 7010 signs: the safety colours of ISO 3864-4, as sRGB approximations.
 */
export const COLOURS = {
  red: '#e30613',
  blue: '#005387',
  yellow: '#f9b000',
  green: '#008c4f',
  black: '#000000',
  white: '#ffffff',
} as const;
