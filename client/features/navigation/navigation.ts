import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Grant } from '../../../shared/access/grants';
import type { ModuleAccess } from '../../../shared/modules';
import { SCREENS, type ScreenKey, screenFlags } from '../screens';
import type { IconName } from './icons';
import { screenReadable } from './screen-reading';

export interface NavLink {
  readonly kind: 'link';
  readonly screen: ScreenKey;
  readonly to: string;
  readonly label: MessageDescriptor;
  readonly icon?: IconName;
  readonly beta?: boolean;
}

export interface NavGroup {
  readonly kind: 'group';
  readonly id: string;
  readonly label: MessageDescriptor;
  readonly icon?: IconName;
  readonly beta?: boolean;
  readonly links: readonly NavLink[];
}

export type NavEntry = NavLink | NavGroup;

function link(screen: ScreenKey, icon?: IconName, beta?: boolean): NavLink {
  const { path, title } = SCREENS[screen];
  return { kind: 'link', screen, to: path, label: title, ...(icon ? { icon } : {}), ...(beta ? { beta } : {}) };
}

function group(id: string, label: MessageDescriptor, icon: IconName, links: NavLink[], beta?: boolean): NavGroup {
  return { kind: 'group', id, label, icon, links, ...(beta ? { beta } : {}) };
}

/** Keeps the links the user may read (decision 0060) and the groups with any left. */
function readableEntries(entries: readonly NavEntry[], grants: readonly Grant[] | undefined): NavEntry[] {
  return entries.flatMap((entry): NavEntry[] => {
    if (entry.kind === 'link') return screenReadable(entry.screen, grants) ? [entry] : [];
    const links = entry.links.filter((l) => screenReadable(l.screen, grants));
    return links.length === 0 ? [] : [{ ...entry, links }];
  });
}

/**
 * The side navigation of platform.md §2 for a tenant's module access flags, in the spec's order,
 * without the screens on which the user's roles let them read nothing (decision 0060). `grants`
 * undefined (a profile cached by an older version) hides nothing.
 */
export function buildNavigation(access: ModuleAccess, grants: readonly Grant[] | undefined): NavEntry[] {
  const regulationManager = access.regulations_manager;
  const entries: (NavEntry | false)[] = [
    link('dashboard', 'dashboard'),
    link('due', 'calendar'),
    link('locations', 'location'),
    link('contacts', 'contacts'),
    link('workEquipments', 'tool'),
    link('storages', 'storage'),
    link('files', 'file'),
    access.employees && link('employees', 'people'),
    access.access && link('accessRoles', 'key'),
    access.substances &&
      group('substanceManagement', msg`Substance management`, 'flask', [
        link('substances'),
        link('hazardousSubstances'),
        link('activities'),
      ]),
    access.assessments && link('riskAssessments', 'shield'),
    access.instructions &&
      group('operatingInstructions', msg`Operating instructions`, 'book', [
        link('workEquipmentInstructions'),
        link('substanceInstructions'),
      ]),
    (access.regulations_customer || regulationManager) &&
      group('regulationManagement', msg`Regulation management`, 'scale', [
        link('regulationReports'),
        ...(regulationManager ? [link('regulationCustomers')] : []),
        link('regulations'),
        ...(regulationManager ? [] : [link('individualRegulations')]),
      ]),
    access.maintenance &&
      group('inspectionMaintenance', msg`Inspection and maintenance`, 'wrench', [
        link('inspections'),
        link('maintenances'),
      ]),
    access.permits && group('approvals', msg`Approvals`, 'stamp', [link('permits'), link('conditions')]),
    access.transports &&
      group('transportManagement', msg`Transport management`, 'truck', [
        link('transportDrafts'),
        link('transportDocuments'),
      ]),
    access.lms &&
      group(
        'instructions',
        msg`Instructions`,
        'school',
        [link('organizationInstructions'), link('userInstructions')],
        true,
      ),
    access.site_inspections && link('siteInspections', 'clipboard', true),
    access.commissions && link('commissions', 'badge', true),
    access.measures &&
      group('measuresManagement', msg`Measures management`, 'check', [link('measures'), link('recurringMeasures')]),
  ];
  return readableEntries(
    entries.filter((entry): entry is NavEntry => entry !== false),
    grants,
  );
}

/** Whether a screen is open to the tenant: the same rules as its navigation entry. */
export function isScreenAvailable(screen: ScreenKey, access: ModuleAccess): boolean {
  if (screen === 'regulationCustomers') return access.regulations_manager;
  if (screen === 'individualRegulations') return access.regulations_customer && !access.regulations_manager;
  const flags = screenFlags(screen);
  return flags.length === 0 || flags.some((flag) => access[flag]);
}

/** Flattened link targets, for tests and for the active-link lookup. */
export function navigationPaths(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((entry) => (entry.kind === 'link' ? [entry.to] : entry.links.map((l) => l.to)));
}
