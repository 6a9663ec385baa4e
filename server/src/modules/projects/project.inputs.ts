import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Validate,
  ValidateIf,
  ValidateNested,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { Required } from '../../lib/required';
import { Field, ID, InputType } from 'type-graphql';
import { ProjectMessages } from '@plumbing/shared';
import { EditedVersionInput } from '../../db/timestamped';
import { normalizeCompletionDate } from './completion-date';
import {
  PROJECT_CATEGORIES,
  type GalleryImage,
  type Project,
  type ProjectCategory,
  type ProjectDetails,
  type ProjectSpecifications,
  type ProjectTranslation,
} from './project.entity';

/** A photo stored by uploadImage, or one on the web; never javascript: or data: URLs. */
const PHOTO_URL = /^(\/uploads\/[a-z0-9._/-]+|https?:\/\/\S+)$/;
const LIST_LIMIT = 50;
const LINE_LENGTH = 300;
const TEXT_LENGTH = 10_000;

/** A field holding a list of short texts (services, materials, highlights), empty when not sent. */
function LineList(): PropertyDecorator {
  const decorators = [
    Field(() => [String], { defaultValue: [] }),
    ArrayMaxSize(LIST_LIMIT),
    IsString({ each: true }),
    MaxLength(LINE_LENGTH, { each: true }),
  ];
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
}

@ValidatorConstraint({ name: 'completionDate' })
class IsCompletionDate implements ValidatorConstraintInterface {
  validate(value: unknown) {
    // Blank is the "required" rule's to report.
    return typeof value === 'string' && (!value.trim() || normalizeCompletionDate(value) !== null);
  }
  defaultMessage() {
    return ProjectMessages.completionDateInvalid;
  }
}

@ValidatorConstraint({ name: 'photoUrl' })
class IsPhotoUrl implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return typeof value === 'string' && (!value.trim() || PHOTO_URL.test(value.trim()));
  }
  defaultMessage() {
    return ProjectMessages.photoUrlInvalid;
  }
}

/** Spec §5: a card needs a photo (the one saved or newly uploaded); a table-only project does not. */
@ValidatorConstraint({ name: 'mainImage' })
class HasMainImage implements ValidatorConstraintInterface {
  validate(value: unknown, { object }: ValidationArguments) {
    const input = object as ProjectInput;
    return input.tableOnly || Boolean(String(value ?? '').trim() || input.imageUrl?.trim());
  }
  defaultMessage() {
    return ProjectMessages.imageRequired;
  }
}

@InputType()
export class ProjectSpecificationsInput implements ProjectSpecifications {
  @Field()
  @Required(ProjectMessages.durationRequired)
  @MaxLength(LINE_LENGTH)
  duration: string;

  @Field()
  @Required(ProjectMessages.locationRequired)
  @MaxLength(LINE_LENGTH)
  location: string;

  @LineList()
  services: string[];

  @LineList()
  materials: string[];
}

@InputType()
export class ProjectDetailsInput implements ProjectDetails {
  @Field()
  @Required(ProjectMessages.challengeRequired)
  @MaxLength(TEXT_LENGTH)
  challenge: string;

  @Field()
  @Required(ProjectMessages.solutionRequired)
  @MaxLength(TEXT_LENGTH)
  solution: string;

  @Field()
  @Required(ProjectMessages.outcomeRequired)
  @MaxLength(TEXT_LENGTH)
  outcome: string;
}

@InputType()
export class GalleryImageInput implements GalleryImage {
  @Field({ defaultValue: '', description: 'Entries without a URL are dropped on save (spec §5)' })
  @Validate(IsPhotoUrl)
  @MaxLength(1000)
  url: string;

  @Field({ defaultValue: '' })
  @MaxLength(LINE_LENGTH)
  caption: string;
}

/**
 * The project's Spanish version (issue #41), with the English fields' limits; every field optional.
 * All empty: the project has no Spanish version. Else its Spanish title is required.
 */
@InputType()
export class ProjectTranslationInput implements Omit<ProjectTranslation, 'details'> {
  @Field({ defaultValue: '' }) @MaxLength(LINE_LENGTH) title: string;
  @Field({ defaultValue: '' }) @MaxLength(TEXT_LENGTH) description: string;
  @Field({ defaultValue: '' }) @MaxLength(LINE_LENGTH) type: string;
  // Omitted (the editor, which has no field for it): kept as it is.
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(TEXT_LENGTH) details?: string | null;
  @Field({ defaultValue: '' }) @MaxLength(LINE_LENGTH) duration: string;
  @Field({ defaultValue: '' }) @MaxLength(LINE_LENGTH) location: string;
  @Field({ defaultValue: '' }) @MaxLength(TEXT_LENGTH) challenge: string;
  @Field({ defaultValue: '' }) @MaxLength(TEXT_LENGTH) solution: string;
  @Field({ defaultValue: '' }) @MaxLength(TEXT_LENGTH) outcome: string;

  @LineList()
  highlights: string[];

  @LineList()
  services: string[];

  @LineList()
  materials: string[];
}

/** The project editor's form (spec §2 'Projects Management', rules of spec §5). */
@InputType()
export class ProjectInput extends EditedVersionInput implements Partial<Omit<Project, 'translations' | 'details'>> {
  @Field(() => ID, {
    nullable: true,
    description: 'Omit to create; new projects may bring their own UUID (their photos are uploaded under it first)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'A project id is a UUID' })
  id?: string;

  @Field()
  @Required(ProjectMessages.titleRequired)
  @MaxLength(LINE_LENGTH)
  title: string;

  @Field({ defaultValue: '' })
  @ValidateIf((input: ProjectInput) => !input.tableOnly || Boolean(input.description?.trim()))
  @Required(ProjectMessages.descriptionRequired)
  @MaxLength(TEXT_LENGTH)
  description: string;

  @Field(() => String)
  @IsIn(PROJECT_CATEGORIES, { message: ProjectMessages.categoryRequired })
  category: ProjectCategory;

  @Field({ defaultValue: '' })
  @Validate(HasMainImage)
  @Validate(IsPhotoUrl)
  @MaxLength(1000)
  image: string;

  @Field({ defaultValue: '' })
  @Validate(IsPhotoUrl)
  @MaxLength(1000)
  imageUrl: string;

  @Field({ description: 'MM/DD/YYYY or YYYY-M-D (or an ISO timestamp); stored as YYYY-MM-DD' })
  @Required(ProjectMessages.completionDateRequired)
  @Validate(IsCompletionDate)
  completionDate: string;

  @LineList()
  highlights: string[];

  @Field({ defaultValue: '' })
  @ValidateIf((input: ProjectInput) => !input.tableOnly || Boolean(input.type?.trim()))
  @Required(ProjectMessages.typeRequired)
  @MaxLength(LINE_LENGTH)
  type: string;

  // Omitted (the editor, which has no field for it): kept as it is.
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(TEXT_LENGTH)
  details?: string | null;

  @Field({ defaultValue: false })
  @IsBoolean()
  tableOnly: boolean;

  @Field(() => ProjectSpecificationsInput)
  @ValidateNested()
  specifications: ProjectSpecificationsInput;

  @Field(() => ProjectDetailsInput)
  @ValidateNested()
  projectDetails: ProjectDetailsInput;

  @Field(() => [GalleryImageInput], { defaultValue: [] })
  @ArrayMaxSize(LIST_LIMIT)
  @ValidateNested({ each: true })
  gallery: GalleryImageInput[];

  // Omitted (an older client): kept as it is; null or empty: none.
  @Field(() => String, { nullable: true, description: 'The slug of the service area it was done in (issue #42); null: none' })
  @IsOptional()
  @Matches(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { message: ProjectMessages.serviceAreaUnknown })
  @MaxLength(60, { message: ProjectMessages.serviceAreaUnknown })
  serviceArea?: string | null;

  @Field(() => ProjectTranslationInput, {
    nullable: true,
    description: 'The Spanish version; none, or every field of it empty: no Spanish version',
  })
  @IsOptional()
  @ValidateNested()
  es?: ProjectTranslationInput | null;
}
