/** Spec §5's project form messages, plus the refusals design.md adds: the server's input validation and the project form's own checks. */
export const ProjectMessages = {
  titleRequired: 'Title is required',
  spanishTitleRequired: 'A Spanish version needs its Spanish title',
  categoryRequired: 'Category is required',
  completionDateRequired: 'Completion date is required',
  completionDateInvalid: 'Completion date must be a real date, e.g. 06/22/2025 or 2025-06-22',
  durationRequired: 'Duration is required',
  locationRequired: 'Location is required',
  challengeRequired: 'Challenge is required',
  solutionRequired: 'Solution is required',
  outcomeRequired: 'Outcome is required',
  descriptionRequired: 'Description is required',
  typeRequired: 'Type is required',
  imageRequired: 'Image is required',
  deleted: 'This project was deleted in another tab or on another device after you opened it, so it can no longer be saved.',
  serviceAreaUnknown: 'Choose one of the service areas of the business profile, or none',
  photoUrlInvalid: 'Photos must be uploaded here or given as a web address (https://...)',
} as const;
