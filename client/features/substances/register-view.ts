import {
  latestReviews,
  type Places,
  placesOf,
  type RegisterDocument,
  type RegisterRow,
  type RegisterSources,
  type ReviewStatus,
  registerRows,
  reviewStatus,
} from '../../../shared/domain/substances';
import { STORAGE_CLASSES } from '../../../shared/enums/catalogs';

/** What the register screen reads from the replica. */
export interface RegisterData {
  readonly sources: RegisterSources;
  readonly reviews: readonly RegisterDocument[];
  /** The reviewers' names by employee id, as far as this device knows them. */
  readonly people: ReadonlyMap<string, string>;
}

/** The filter as the URL holds it: a location id or every location, a storage class or every class. */
export interface RegisterChoice {
  readonly location: string | undefined;
  readonly storageClass: string | undefined;
}

/** A location of the register with where its yearly review stands (REG-8, REG-9). */
export interface RegisterLocation {
  readonly id: string;
  readonly name: string;
  readonly status: ReviewStatus;
  /** The latest reviewer's name; undefined when not known on this device. */
  readonly reviewer: string | undefined;
}

export interface RegisterView {
  readonly rows: readonly RegisterRow[];
  /** The locations the register shows, each with its review: the chosen one, or every location with rows. */
  readonly reviewed: readonly RegisterLocation[];
  /** Every location of the tenant the device knows, by name: the location filter's options. */
  readonly locations: readonly { readonly id: string; readonly name: string }[];
  /** The storage classes of the hazardous substances at the chosen location, in TRGS 510 order. */
  readonly storageClasses: readonly string[];
  readonly places: Places;
}

/** A day as `YYYY-MM-DD` in the device's time zone. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function byName(collator: Intl.Collator) {
  return (a: { readonly name: string }, b: { readonly name: string }) => collator.compare(a.name, b.name);
}

/** The register as the screen and its exports show it, for the choice and the day. */
export function registerView(data: RegisterData, choice: RegisterChoice, today: string, locale: string): RegisterView {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const { sources } = data;
  const places = placesOf(sources.locations, sources.departments);
  const atLocation = registerRows(sources, { location: choice.location });
  const rows =
    choice.storageClass === undefined
      ? atLocation
      : registerRows(sources, { location: choice.location, storageClass: choice.storageClass });
  const present = new Set(atLocation.flatMap((row) => row.storageClasses));
  if (choice.storageClass !== undefined) present.add(choice.storageClass);
  const latest = latestReviews(data.reviews);
  const shown =
    choice.location !== undefined ? [choice.location] : [...new Set(atLocation.flatMap((row) => row.locations))];
  const reviewed = shown
    .map((id): RegisterLocation => {
      const last = latest.get(id);
      return {
        id,
        name: places.nameOf(id) ?? '',
        status: reviewStatus(last, today),
        reviewer: last?.reviewedBy === undefined ? undefined : data.people.get(last.reviewedBy),
      };
    })
    .sort(byName(collator));
  const locations = sources.locations
    .map((location) => ({ id: location.id, name: places.nameOf(location.id) ?? '' }))
    .sort(byName(collator));
  const known: readonly string[] = STORAGE_CLASSES;
  const storageClasses = [
    ...known.filter((code) => present.has(code)),
    ...[...present].filter((code) => !known.includes(code)).sort(),
  ];
  return { rows, reviewed, locations, storageClasses, places };
}
