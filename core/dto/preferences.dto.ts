// The customer preferences form as class-validator DTOs, generated from core/validation's PREFERENCES_SCHEMA.
import type { Interest } from '../ports/preferences-api.port';
import { INTEREST_SCHEMA, PREFERENCES_SCHEMA, type PreferencesForm } from '../validation/preferences';
import { dtoFromSchema } from './schema-dto';

export const InterestDto = dtoFromSchema('InterestDto', INTEREST_SCHEMA);
export type InterestDto = Interest;

export const PreferencesDto = dtoFromSchema('PreferencesDto', PREFERENCES_SCHEMA);
export type PreferencesDto = PreferencesForm;
