// The birthday pickers' parts as a DTO, nested in the sign-up and preferences DTOs.
import { BIRTHDAY_SCHEMA, type BirthdayParts } from '../validation/birthday-parts';
import { dtoFromSchema } from './schema-dto';

export const BirthdayDto = dtoFromSchema('BirthdayDto', BIRTHDAY_SCHEMA);
export type BirthdayDto = BirthdayParts;
