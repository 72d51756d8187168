import { STORAGE_CLASSES, type StorageClass } from '../../../shared/enums/catalogs';

export {
  type JointStorage,
  type JointStorageGuidance,
  type JointStorageReference,
  jointStorage,
} from '../../../shared/domain/substances';

const KNOWN: readonly string[] = STORAGE_CLASSES;

/** A code the storage panel can ask the TRGS 510 guidance about (docs/domain/substances.md STO-2). */
export function isStorageClass(code: string): code is StorageClass {
  return KNOWN.includes(code);
}
