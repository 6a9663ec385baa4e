/**
 * A place the business serves (issue #42): its name, the slug of its page (/service-areas/{slug})
 * and the ZIP codes it covers, which booking requests are checked against.
 */
export interface ServiceArea {
  /** What visitors read, e.g. Brandon. */
  name: string;
  /** Unique among the areas, kebab-case, e.g. brandon. */
  slug: string;
  /** Five-digit US ZIP codes; none: the area is not checked. */
  zipCodes: string[];
}

/** An area as every page knows it: the ZIP codes travel only to the booking form, which asks for them. */
export type ServiceAreaPlace = Omit<ServiceArea, 'zipCodes'>;

/** How many areas the profile lists at most. */
export const MAX_SERVICE_AREAS = 10;

/** How many ZIP codes one area lists at most. */
export const MAX_AREA_ZIP_CODES = 100;

/** A five-digit US ZIP code. */
export const ZIP_CODE_PATTERN = /^\d{5}$/;

/** The first slug two areas share (blanks around them aside); undefined when each has its own. */
export function repeatedSlug(areas: ReadonlyArray<Pick<ServiceArea, 'slug'>>): string | undefined {
  const slugs = areas.map((area) => area.slug.trim());
  return slugs.find((slug, index) => slug && slugs.indexOf(slug) !== index);
}

/**
 * The ZIP code that ends a US address as it is written ("12 Bayshore Blvd, Tampa, FL 33606",
 * "… 33606-1234"), or null. Only the end counts: a five-digit house number starts the address.
 */
export function addressZipCode(address: string | null | undefined): string | null {
  return /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/.exec(address ?? '')?.[1] ?? null;
}

/**
 * Whether a service address is outside every area the business serves: its ZIP code is in no
 * area's list. Unknown (no ZIP in the address, no area with ZIP codes) is not outside.
 */
export function isOutsideServiceAreas(address: string | null | undefined, areas: ReadonlyArray<Pick<ServiceArea, 'zipCodes'>>): boolean {
  const zipCode = addressZipCode(address);
  const listed = areas.flatMap((area) => area.zipCodes);
  return zipCode !== null && listed.length > 0 && !listed.includes(zipCode);
}
