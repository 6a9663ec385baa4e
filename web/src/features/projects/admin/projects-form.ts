import { ProjectMessages } from '@plumbing/shared';
import type { AdminProjectsQuery, ProjectInput } from '../../../gql/graphql';
import type { ProjectCategory } from '../project-format';

export type AdminProject = AdminProjectsQuery['projects'][number];

/** A photo in the editor: the one saved (url), or a newly picked file not uploaded yet. */
export interface PhotoValue {
  url: string;
  file?: File;
}

export interface GalleryRow {
  /** Stable React key; rows are added and removed. */
  rowId: string;
  photo: PhotoValue | null;
  caption: string;
}

/**
 * The project's Spanish version as the editor holds it (issue #41): every field optional, and all of
 * them empty, none. (Details, which the editor does not show in English either, are left out.)
 */
export type SpanishValues = Pick<
  ProjectFormValues,
  | 'title'
  | 'description'
  | 'type'
  | 'duration'
  | 'location'
  | 'challenge'
  | 'solution'
  | 'outcome'
  | 'services'
  | 'materials'
  | 'highlights'
>;

export interface ProjectFormValues {
  tableOnly: boolean;
  title: string;
  category: ProjectCategory;
  description: string;
  type: string;
  completionDate: string;
  image: PhotoValue | null;
  duration: string;
  location: string;
  challenge: string;
  solution: string;
  outcome: string;
  services: string[];
  materials: string[];
  highlights: string[];
  gallery: GalleryRow[];
  /** The slug of the service area it was done in (issue #42); '' for none. */
  serviceArea: string;
  es: SpanishValues;
}

export type ProjectFormField = keyof ProjectFormValues;
export type ProjectFormErrors = Partial<Record<ProjectFormField, string>>;

const newRowId = () => crypto.randomUUID();

/** The owner's texts and lists, none written: a new project's, in English and in Spanish. */
const NO_TEXTS: SpanishValues = {
  title: '',
  description: '',
  type: '',
  duration: '',
  location: '',
  challenge: '',
  solution: '',
  outcome: '',
  services: [],
  materials: [],
  highlights: [],
};

/** Whether the form holds a Spanish version: any of its texts or list items written. */
export const hasSpanish = (es: SpanishValues) =>
  Object.values(es).some((value: string | string[]) => (Array.isArray(value) ? value.some((item) => item.trim()) : value.trim()));

/** Spec §2: a new project starts as Commercial. */
export function emptyProjectValues(): ProjectFormValues {
  return {
    ...NO_TEXTS,
    tableOnly: false,
    category: 'Commercial',
    completionDate: '',
    image: null,
    gallery: [],
    serviceArea: '',
    es: NO_TEXTS,
  };
}

export function projectValues(project: AdminProject): ProjectFormValues {
  const image = project.imageUrl || project.image;
  return {
    tableOnly: project.tableOnly,
    title: project.title,
    category: project.category as ProjectCategory,
    description: project.description,
    type: project.type,
    completionDate: project.completionDate,
    image: image ? { url: image } : null,
    duration: project.specifications.duration,
    location: project.specifications.location,
    challenge: project.projectDetails.challenge,
    solution: project.projectDetails.solution,
    outcome: project.projectDetails.outcome,
    services: [...project.specifications.services],
    materials: [...project.specifications.materials],
    highlights: [...project.highlights],
    gallery: project.gallery.map((entry) => ({ rowId: newRowId(), photo: { url: entry.url }, caption: entry.caption })),
    serviceArea: project.serviceArea ?? '',
    es: project.es ? spanishValues(project.es) : NO_TEXTS,
  };
}

// Details are not edited here (nor in English); the type's name is no field of the input.
function spanishValues({ __typename, details, ...es }: NonNullable<AdminProject['es']> & { __typename?: string }): SpanishValues {
  return { ...es, services: [...es.services], materials: [...es.materials], highlights: [...es.highlights] };
}

export function emptyGalleryRow(): GalleryRow {
  return { rowId: newRowId(), photo: null, caption: '' };
}

/** Spec §5's rules; the server checks the same, with the same messages, and whether the date is real. */
export function validateProjectForm(values: ProjectFormValues): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  const require = (field: ProjectFormField, text: string, message: string) => {
    if (!text.trim()) errors[field] = message;
  };
  require('title', values.title, ProjectMessages.titleRequired);
  require('category', values.category, ProjectMessages.categoryRequired);
  require('completionDate', values.completionDate, ProjectMessages.completionDateRequired);
  require('duration', values.duration, ProjectMessages.durationRequired);
  require('location', values.location, ProjectMessages.locationRequired);
  require('challenge', values.challenge, ProjectMessages.challengeRequired);
  require('solution', values.solution, ProjectMessages.solutionRequired);
  require('outcome', values.outcome, ProjectMessages.outcomeRequired);
  if (hasSpanish(values.es)) require('es', values.es.title, ProjectMessages.spanishTitleRequired);
  if (!values.tableOnly) {
    require('description', values.description, ProjectMessages.descriptionRequired);
    require('type', values.type, ProjectMessages.typeRequired);
    if (!values.image) errors.image = ProjectMessages.imageRequired;
  }
  return errors;
}

/** Where each picked photo is uploaded (spec §3: projects/{id}/main-image, projects/{id}/gallery-{index}). */
export function pendingUploads(id: string, values: ProjectFormValues): Array<{ file: File; key: string }> {
  const uploads: Array<{ file: File; key: string }> = [];
  if (values.image?.file) uploads.push({ file: values.image.file, key: `projects/${id}/main-image` });
  values.gallery.forEach((row, index) => {
    if (row.photo?.file) uploads.push({ file: row.photo.file, key: `projects/${id}/gallery-${index}` });
  });
  return uploads;
}

/**
 * The saveProject input; `uploaded` maps each uploaded file to its URL. Gallery rows without a photo are dropped (spec §5).
 * `expectedUpdatedAt`: the version the edit started from, so that a save over another tab's is refused; null saves regardless.
 */
export function projectInput(
  id: string,
  values: ProjectFormValues,
  uploaded: Map<File, string>,
  expectedUpdatedAt: string | null,
): ProjectInput {
  const urlOf = (photo: PhotoValue | null) => (photo ? (photo.file ? (uploaded.get(photo.file) ?? '') : photo.url) : '');
  const image = urlOf(values.image);
  return {
    id,
    expectedUpdatedAt,
    title: values.title,
    description: values.description,
    category: values.category,
    image,
    imageUrl: image,
    completionDate: values.completionDate,
    highlights: values.highlights,
    type: values.type,
    tableOnly: values.tableOnly,
    specifications: { duration: values.duration, location: values.location, services: values.services, materials: values.materials },
    projectDetails: { challenge: values.challenge, solution: values.solution, outcome: values.outcome },
    gallery: values.gallery.map((row) => ({ url: urlOf(row.photo), caption: row.caption })).filter((entry) => entry.url),
    serviceArea: values.serviceArea || null,
    // Sent only when there is one: no Spanish version is `es` left out.
    ...(hasSpanish(values.es) && { es: values.es }),
  };
}
