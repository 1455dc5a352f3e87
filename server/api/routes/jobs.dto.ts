// Query of GET /api/jobs/locations?query={text}&sessionKey={key}.
import { Optional, Required } from '@tavola/core/dto';
import { isText, maxChars } from '@tavola/core/validation';
import { PLACE_QUERY_MAX_LENGTH } from '../jobs/place-search';

export class JobLocationsQueryDto {
  /** A postcode, a postcode district or a town. */
  @Required(isText, maxChars(PLACE_QUERY_MAX_LENGTH))
  query!: string;

  /** The browser's autocomplete session token (Google's sessiontoken); accepted and not needed here. */
  @Optional(isText, maxChars(200))
  sessionKey?: string;
}
