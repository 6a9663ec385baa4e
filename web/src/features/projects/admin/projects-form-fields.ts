import type { ProjectFormErrors, ProjectFormField, ProjectFormValues } from './projects-form';

/** Where each field of the project editor lives: its tab, its label when required, its control, the server's path to it. */
export const PROJECT_TABS = { basic: 'Basic Info', details: 'Project Details', gallery: 'Gallery' } as const;
export type ProjectTab = keyof typeof PROJECT_TABS;
export const TAB_OF_FIELD: Partial<Record<ProjectFormField, ProjectTab>> = {
  duration: 'details',
  location: 'details',
  challenge: 'details',
  solution: 'details',
  outcome: 'details',
  services: 'details',
  materials: 'details',
  highlights: 'details',
  serviceArea: 'details',
  gallery: 'gallery',
  es: 'details',
};
export const tabOf = (field: ProjectFormField): ProjectTab => TAB_OF_FIELD[field] ?? 'basic';

/**
 * The fields a save may find missing, by their labels, in the order the tabs show them. Spec §5
 * blocks a save silently on some of them; the editor names every one (issue #51).
 */
export const REQUIRED_FIELD_LABELS: Partial<Record<ProjectFormField, string>> = {
  title: 'Title',
  category: 'Category',
  description: 'Description',
  type: 'Type',
  completionDate: 'Completion Date',
  image: 'Image',
  duration: 'Duration',
  location: 'Location',
  challenge: 'Challenge',
  solution: 'Solution',
  outcome: 'Outcome',
  es: 'Spanish Title',
};

/** The fields with an error, in the order the tabs show them. */
export function inFormOrder(errors: ProjectFormErrors): ProjectFormField[] {
  const order = Object.keys(REQUIRED_FIELD_LABELS) as ProjectFormField[];
  const rank = (field: ProjectFormField) => (order.includes(field) ? order.indexOf(field) : order.length);
  return (Object.keys(errors) as ProjectFormField[]).filter((field) => errors[field]).sort((a, b) => rank(a) - rank(b));
}

/** The id of the control a field's label points at (the Spanish version's title for `es`). */
export const controlIdOf = (field: ProjectFormField) => (field === 'es' ? 'project-es-title' : `project-${field}`);

/** The form field a server validation path belongs to: "specifications.duration" → duration, "gallery.0.url" → gallery. */
export function formFieldOf(path: string, values: ProjectFormValues): ProjectFormField | undefined {
  if (path === 'imageUrl') return 'image';
  // The Spanish version's fields are one field of the form ("es.title" is not the English title).
  if (path.startsWith('es.')) return 'es';
  return path
    .split('.')
    .reverse()
    .find((segment): segment is ProjectFormField => segment in values);
}
