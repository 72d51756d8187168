import type { DocumentData } from './entity';
import { entityFor } from './registry';

/**
 * The title a person reads: the entity's title field, for an employee first and last name;
 * empty when the title field is, so each caller chooses what stands in for it.
 */
export function documentTitle(type: string, data: DocumentData): string {
  const entity = entityFor(type);
  if (!entity) return '';
  const text = (name: string) => {
    const value = data[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const title = text(entity.titleField);
  if (title === '') return '';
  return type === 'EMPLOYEE' ? [text('firstName'), title].filter((part) => part !== '').join(' ') : title;
}
