import { ArrayMaxSize, IsBoolean, IsOptional, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { AreaPageMessages, SLUG_PATTERN } from '@plumbing/shared';
import { EditedVersionInput } from '../../db/timestamped';
import type { AreaFaqEntry, AreaPageTranslation } from './area-page.entity';

const INTRO_LENGTH = 20_000;
const QUESTION_LENGTH = 300;
const ANSWER_LENGTH = 3_000;
const FAQ_ENTRIES = 20;

/** Applies every decorator of a field to it. */
const decorated =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, property) =>
    decorators.forEach((decorate) => decorate(target, property));

@InputType()
export class AreaFaqEntryInput implements AreaFaqEntry {
  @Field({ defaultValue: '' })
  @MaxLength(QUESTION_LENGTH, { message: AreaPageMessages.tooLong('A question', QUESTION_LENGTH) })
  question: string;

  @Field({ defaultValue: '' })
  @MaxLength(ANSWER_LENGTH, { message: AreaPageMessages.tooLong('An answer', ANSWER_LENGTH) })
  answer: string;
}

/** The introduction, in either language. */
const IntroField = () =>
  decorated(Field({ defaultValue: '' }), MaxLength(INTRO_LENGTH, { message: AreaPageMessages.tooLong('The introduction', INTRO_LENGTH) }));

/** The FAQ, in either language; entries with both parts blank are dropped. */
const FaqField = () =>
  decorated(
    Field(() => [AreaFaqEntryInput], { defaultValue: [] }),
    ArrayMaxSize(FAQ_ENTRIES, { message: AreaPageMessages.faqTooLong(FAQ_ENTRIES) }),
    ValidateNested({ each: true }),
  );

@InputType()
export class AreaPageTranslationInput implements AreaPageTranslation {
  @IntroField()
  intro: string;

  @FaqField()
  faq: AreaFaqEntryInput[];
}

/** saveAreaPage: the page of the area with `slug`, created on its first save. */
@InputType()
export class AreaPageInput extends EditedVersionInput {
  @Field({ description: 'The slug of an area in the business profile' })
  @Matches(SLUG_PATTERN, { message: AreaPageMessages.slugFormat })
  @MaxLength(60, { message: AreaPageMessages.slugFormat })
  slug: string;

  @IntroField()
  intro: string;

  @FaqField()
  faq: AreaFaqEntryInput[];

  @Field({ description: 'true: publish (refused when it reads too much like another published area page); false: a draft' })
  @IsBoolean()
  published: boolean;

  @Field(() => AreaPageTranslationInput, {
    nullable: true,
    description: 'The Spanish version; none, or its introduction and FAQ empty: no Spanish version',
  })
  @IsOptional()
  @ValidateNested()
  es?: AreaPageTranslationInput | null;
}
