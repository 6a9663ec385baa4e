/**
 * The refusal of a save based on a version that has been saved over since (CONFLICT): two tabs or
 * devices editing the same thing must not silently overwrite each other.
 */
export const EditConflictMessages = {
  changed: (thing: 'page' | 'project' | 'area page') =>
    `This ${thing} was changed in another tab or on another device after you opened it. Saving your version would overwrite those changes.`,
} as const;
