// The root entry is the front door: it must not hand out generic names, and everything it exports is also
// reachable from the context subpath it belongs to (a kiosk can import narrowly without losing anything).
import * as auth from './auth';
import * as booking from './booking';
import * as constants from './constants';
import * as errors from './errors';
import * as geo from './geo';
import * as root from './index';
import * as jobs from './jobs';
import * as navigation from './navigation';
import * as openingHours from './opening-hours';
import * as ports from './ports';
import * as validation from './validation';

const GENERIC = ['reset', 'ok', 'fail', 'Required', 'Optional', 'RequiredWhen', 'Accepted', 'Check', 'matches', 'maxChars', 'isText', 'isBoolean',
  'setStep', 'addStep', 'subtractStep', 'createJourney', 'addRow', 'removeLastRow', 'resetForm', 'canSubmit', 'startSubmit', 'dismissError',
  'blocker', 'portToken', 'readList', 'fieldError', 'isPlainObject', 'isMissing', 'hasText', 'validateFields', 'updateRow'];

describe('the root entry of @tavola/core', () => {
  it('given its exports, then none is a generic name that belongs behind a subpath', () => {
    expect(GENERIC.filter((name) => name in root)).toEqual([]);
  });

  it('given each export, then the same value is exported by a context subpath', () => {
    const subpaths = [auth, booking, constants, errors, geo, jobs, navigation, openingHours, ports, validation] as Record<string, unknown>[];
    const orphans = Object.entries(root).filter(([name, value]) => !subpaths.some((subpath) => subpath[name] === value));
    expect(orphans.map(([name]) => name)).toEqual([]);
  });

  it("given the main entry points of each context, then the root has them", () => {
    for (const name of ['createBookingUseCase', 'openingStatus', 'errorMessage', 'ErrorCode', 'nearestLocations', 'validateJobApplication',
      'validateBookingCustomer', 'resolveRedirect', 'AccessTokenService', 'BookingApiToken', 'BOOKING', 'todayIn', 'formatMiles']) {
      expect({ name, exported: name in root }).toEqual({ name, exported: true });
    }
  });
});
