// Body of POST /api/exponea/getcustomerpreferences/{customerGuid}: the CRM attributes the page asks for.
import { Required } from '@tavola/core/dto';
import { matches, charCount } from '@tavola/core/validation';

export const ATTRIBUTE_LIMITS = { maxCount: 50, maxLength: 100 } as const;

const isAttributeList = matches(
  (value) =>
    Array.isArray(value) &&
    value.length <= ATTRIBUTE_LIMITS.maxCount &&
    value.every((name) => typeof name === 'string' && charCount(name) <= ATTRIBUTE_LIMITS.maxLength),
);

export class PreferenceAttributesDto {
  /** Attribute names ('first_name', 'phone', ...). The answer always carries every preference field. */
  @Required(isAttributeList)
  attributes!: string[];
}
