import { ProjectMessages } from '@plumbing/shared';
import { cleanTranslation, spanishVersion } from '../../lib/translation';
import { normalizeCompletionDate } from './completion-date';
import type { Project } from './project.entity';
import type { ProjectInput, ProjectTranslationInput } from './project.inputs';

const clean = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/**
 * The submitted Spanish version, cleaned; one without details (the editor has no field for them)
 * keeps the saved ones, which do not by themselves keep a version the owner emptied.
 */
function spanishVersionToSave(submitted: ProjectTranslationInput | null | undefined, existing: Project | null): Project['translations'] {
  const translations = cleanTranslation(
    submitted && { ...submitted, details: submitted.details ?? '' },
    ProjectMessages.spanishTitleRequired,
  );
  const keptDetails = submitted && submitted.details == null && existing ? spanishVersion(existing)?.details : undefined;
  return translations.es && keptDetails ? { es: { ...translations.es, details: keptDetails } } : translations;
}

/**
 * The columns a save writes, from the input (validated by ProjectInput) trimmed and cleaned: gallery
 * entries without a URL dropped (spec §5); `serviceArea` undefined keeps the saved one.
 */
export function projectToSave(input: ProjectInput, existing: Project | null, serviceArea: string | null | undefined): Partial<Project> {
  const image = input.image.trim() || input.imageUrl.trim();
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    category: input.category,
    image,
    imageUrl: image,
    completionDate: normalizeCompletionDate(input.completionDate)!, // validated by the input type
    highlights: clean(input.highlights),
    type: input.type.trim() || 'Unknown',
    details: input.details == null ? (existing?.details ?? '') : input.details.trim(),
    tableOnly: input.tableOnly,
    specifications: {
      duration: input.specifications.duration.trim(),
      location: input.specifications.location.trim(),
      services: clean(input.specifications.services),
      materials: clean(input.specifications.materials),
    },
    projectDetails: {
      challenge: input.projectDetails.challenge.trim(),
      solution: input.projectDetails.solution.trim(),
      outcome: input.projectDetails.outcome.trim(),
    },
    gallery: input.gallery.filter((entry) => entry.url.trim()).map((entry) => ({ url: entry.url.trim(), caption: entry.caption.trim() })),
    translations: spanishVersionToSave(input.es, existing),
    serviceArea: serviceArea === undefined ? (existing?.serviceArea ?? null) : serviceArea,
  };
}
