export { transportExtensions } from './extensions';
export { basisText, categoryTotalText, countedQuantityText, reasonText, verdictText } from './points-texts';
