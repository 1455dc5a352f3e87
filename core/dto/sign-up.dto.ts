// The sign-up form as a class-validator DTO, generated from core/validation's SIGN_UP_SCHEMA.
import { SIGN_UP_SCHEMA, type SignUpForm } from '../validation/sign-up';
import { dtoFromSchema } from './schema-dto';

export const SignUpDto = dtoFromSchema('SignUpDto', SIGN_UP_SCHEMA);
export type SignUpDto = SignUpForm;
