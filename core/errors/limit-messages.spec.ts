// Page text that names a limit (the finder's reach, the largest party booked online) reads the constants.
import { BOOKING, LOCATIONS } from '../constants';
import { largePartyQuestion, nearestRestaurantsSummary, noJobsNearMessage, onlineBookingLimitMessage } from './messages';

describe('messages that name a limit', () => {
  it('given one or several restaurants found, when summarised, then the reach is LOCATIONS.maxDistanceMiles', () => {
    expect(nearestRestaurantsSummary(1)).toBe('The nearest restaurant within 100 miles, nearest first.');
    expect(nearestRestaurantsSummary(10)).toBe('The 10 nearest restaurants within 100 miles, nearest first.');
    expect(nearestRestaurantsSummary(3)).toContain(`within ${LOCATIONS.maxDistanceMiles} miles`);
  });

  it('given a job search near a place with no match, when told, then the reach is LOCATIONS.jobMaxDistanceMiles', () => {
    expect(noJobsNearMessage('Leeds')).toBe('No jobs match your search within 100 miles of Leeds. Try another place, or tick both job types.');
    expect(noJobsNearMessage('Leeds')).toContain(`${LOCATIONS.jobMaxDistanceMiles} miles`);
  });

  it('given the largest party booked online, when written, then it is BOOKING.maxCovers', () => {
    expect(largePartyQuestion()).toBe('Booking for more than 15, or planning a party?');
    expect(onlineBookingLimitMessage()).toBe('Online booking is offered for up to 15 guests.');
    expect(onlineBookingLimitMessage()).toContain(`${BOOKING.maxCovers} guests`);
  });
});
