// Validates request bodies and queries with class-validator DTOs (core's bridge, @tavola/core/dto): unknown
// fields rejected, the first failure answered as 400 naming its field. Core's DTOs are used where core has one.
import { validateDto, type ValidateOptions } from '@tavola/core/dto';
import { ApiError } from './api-error';

export function parseBody<T extends object>(dto: new () => T, input: unknown, options: Omit<ValidateOptions<T>, 'forbidUnknown'> = {}): T {
  const result = validateDto(dto, input ?? {}, { ...options, forbidUnknown: true });
  if (result.valid) return result.value;
  const [first] = result.errors;
  throw new ApiError('VALIDATION', first?.message ?? 'The request is not valid', first?.field || undefined);
}
