// Runs a class-validator DTO over outside data and answers exactly as core/validation's plain validators
// do: field errors that name the field, carry a stable key and an English message. For servers.
import { validateSync, type ValidationError } from 'class-validator';
import {
  fieldError,
  inheritedNameField,
  isPlainObject,
  isValidationKey,
  onePerField,
  type FieldError,
  type ValidationResult,
} from '../validation/validation-result';
import { buildDto } from './dto-builder';
import { buildFromSchema, schemaOfDto } from './schema-dto';

export interface ValidateOptions<T> {
  /** Builds the DTO instance (including nested instances) from the plain input. */
  build?: (input: Record<string, unknown>) => T;
  /** Reject properties the DTO does not declare (key 'unknown'). Servers turn this on. */
  forbidUnknown?: boolean;
  /**
   * What the checks of a DTO generated from a schema validate against (jobApplicationContext(job), a group
   * enquiry's { today }); ignored when `build` is given.
   */
  context?: unknown;
}

/**
 * Validates `input` with class-validator against `dto`. A DTO generated from a schema (dtoFromSchema) is
 * built with its nested DTOs; any other is given the input's own fields (see buildDto), or built by
 * `options.build`. With `forbidUnknown`, names inherited from Object.prototype are refused first, alone.
 */
export function validateDto<T extends object>(
  dto: new () => T,
  input: unknown,
  options: ValidateOptions<T> = {},
): ValidationResult<T> {
  if (!isPlainObject(input)) {
    return { valid: false, errors: [fieldError('', 'invalid')] };
  }
  if (options.forbidUnknown === true) {
    // class-validator's whitelist looks field names up in a plain object, so it would take these for
    // declared fields and let them through.
    const inherited = inheritedNameField(input);
    if (inherited !== null) return { valid: false, errors: [fieldError(inherited, 'unknown')] };
  }
  const instance = buildInstance(dto, input, options);
  const raw = validateSync(instance, {
    whitelist: options.forbidUnknown === true,
    forbidNonWhitelisted: options.forbidUnknown === true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  const errors = onePerField(flatten(raw, ''));
  if (errors.length > 0) return { valid: false, errors };
  return { valid: true, value: instance, errors: [] };
}

function buildInstance<T extends object>(dto: new () => T, input: Record<string, unknown>, options: ValidateOptions<T>): T {
  if (options.build) return options.build(input);
  const schema = schemaOfDto(dto);
  return schema === undefined ? buildDto(dto, input) : buildFromSchema<T>(schema, input, options.context);
}

function flatten(errors: ValidationError[], prefix: string): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    // class-validator leaves the property undefined when a nested value has no rules of its own (a plain
    // object where a DTO was expected): the error belongs to the field that holds it, not to 'x.undefined'.
    const field = error.property === undefined ? prefix : prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const names = Object.keys(constraints);
    if (names.length > 0) {
      // One error per field: the first failed rule, so a UI shows one message under each input.
      const first = names[0] as string;
      const key = first === 'whitelistValidation' ? 'unknown' : constraints[first];
      out.push(fieldError(field, isValidationKey(key) ? key : 'invalid'));
    }
    if (error.children && error.children.length > 0) out.push(...flatten(error.children, field));
  }
  return out;
}
