/**
 * Transport of dangerous goods (docs/domain/transport.md): the ADR 1.1.3.6 points of a transport
 * unit, the quantity each cargo line counts, and the ADR 5.4.1.1.1 description of a line.
 */
export { adrDescription } from './adr-description';
export { type Measure, measureOf, type QuantityBasis } from './quantity-basis';
export { type CargoLine, cargoLines, derivedTransportPoints } from './transport-cargo';
export {
  type CargoQuantity,
  EXEMPTION_LIMIT,
  type LinePoints,
  type TransportCategory,
  type TransportPoints,
  transportPoints,
  type Verdict,
} from './transport-points';
