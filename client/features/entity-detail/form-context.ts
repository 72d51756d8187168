import { createContext, useContext } from 'react';
import type { DocumentData } from '../../../shared/entities/entity';
import type { DocumentType } from '../../../shared/enums/entity-types';
import type { IssueMap } from './form-values';

/** A document another field may point to, with its display title. */
export interface ReferenceOption {
  readonly id: string;
  readonly type: DocumentType;
  readonly title: string;
  readonly data: DocumentData;
}

export interface FormContextValue {
  readonly issues: IssueMap;
  /** Documents of the replica by type, sorted by title. */
  readonly references: ReadonlyMap<string, readonly ReferenceOption[]>;
}

export const FormContext = createContext<FormContextValue>({ issues: new Map(), references: new Map() });

export function useFormContext(): FormContextValue {
  return useContext(FormContext);
}

/** The DOM id of an input, from its issue path (`findings.2.topic`). */
export function inputId(path: string): string {
  return `field-${path.replaceAll('.', '-')}`;
}
