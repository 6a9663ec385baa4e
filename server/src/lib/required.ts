import { Matches } from 'class-validator';

/** An input text that must hold something other than blanks, refused with `message`. */
export const Required = (message: string) => Matches(/\S/, { message });
