import { tidySlug, type BusinessProfileData, type Closure, type OpeningRange, type ServiceArea } from '@plumbing/shared';

/** An area as the form edits it: its ZIP codes written as text. */
export type ServiceAreaValues = Omit<ServiceArea, 'zipCodes'> & { zipCodes: string };

/** The form's values: the input's shape, lists written as text the owner edits. */
export type BusinessValues = Omit<BusinessProfileData, 'licenceNumbers' | 'serviceAreas' | 'socialProfiles' | 'reviewUrl'> & {
  licenceNumbers: string;
  serviceAreas: ServiceAreaValues[];
  socialProfiles: string;
  reviewUrl: string;
};

/** "a, b ,, c" → ['a', 'b', 'c']. */
const splitList = (text: string | undefined, separator: RegExp) =>
  (text ?? '')
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
export const commaList = (text: string | undefined) => splitList(text, /,/);
const lineList = (text: string | undefined) => splitList(text, /\n/);

export function toValues(profile: BusinessProfileData): BusinessValues {
  return {
    ...profile,
    address: { ...profile.address },
    figures: { ...profile.figures },
    openingHours: profile.openingHours.map((ranges) => ranges.map(({ open, close }) => ({ open, close }))),
    closures: profile.closures.map(({ name, spanishName, from, to }) => ({ name, spanishName, from, to })),
    licenceNumbers: profile.licenceNumbers.join(', '),
    serviceAreas: profile.serviceAreas.map(({ name, slug, zipCodes }) => ({ name, slug, zipCodes: zipCodes.join(', ') })),
    socialProfiles: profile.socialProfiles.join('\n'),
    reviewUrl: profile.reviewUrl ?? '',
  };
}

export function toInput(values: BusinessValues): BusinessProfileData {
  return {
    name: values.name,
    phone: values.phone,
    emergencyPhone: values.emergencyPhone,
    email: values.email,
    address: {
      street: values.address.street,
      city: values.address.city,
      region: values.address.region,
      postalCode: values.address.postalCode,
    },
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    licenceNumbers: commaList(values.licenceNumbers),
    openingHours: values.openingHours.map((ranges: OpeningRange[] = []) =>
      ranges.map(({ open, close }) => ({ open: open.trim(), close: close.trim() })),
    ),
    closures: closuresOf(values.closures),
    emergencyService: values.emergencyService,
    serviceAreas: (values.serviceAreas ?? []).map(({ name, slug, zipCodes }) => ({
      name: name.trim(),
      slug: tidySlug(slug),
      zipCodes: commaList(zipCodes),
    })),
    foundedYear: values.foundedYear,
    figures: { customers: values.figures.customers, satisfaction: values.figures.satisfaction },
    reviewUrl: values.reviewUrl?.trim() || null,
    socialProfiles: lineList(values.socialProfiles),
  };
}

/** The closures as typed: a closure without a last day is one day long. */
function closuresOf(closures: Array<Partial<Closure> | undefined> = []): Closure[] {
  return closures.map((closure) => ({
    name: closure?.name?.trim() ?? '',
    spanishName: closure?.spanishName?.trim() || null,
    from: closure?.from ?? '',
    to: closure?.to || closure?.from || '',
  }));
}
