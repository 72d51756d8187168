export type { FormAddon, FormAside, SectionPanels } from './DocumentForm';
export { EntityDetailScreen } from './EntityDetailScreen';
export { FieldInput } from './FieldInput';
export { FormContext, inputId, type ReferenceOption, useFormContext } from './form-context';
export { type FormData, isRecord, issuesAt, issuesByPath, localDay, withValue } from './form-values';
export { ReferencePicker } from './inputs/ReferencePicker';
export type { PickerOption } from './inputs/reference-search';
export { asStrings } from './inputs/types';
export { useReferences } from './use-references';
