import { WEEKDAYS, type OpeningHours, type OpeningHoursOverride } from './opening-hours.models';
import { openingStatus } from './opening-status';

// 2024-07-01 is a Monday in British Summer Time (UTC+1); 2024-01-01 is a Monday in GMT (UTC+0).
const at = (isoUtc: string): number => Date.parse(isoUtc);

/** Every day 12:00–23:00, click-and-collect until 22:00, with per-field overrides. */
function restaurantHours(overrides: OpeningHours = {}): OpeningHours {
  const hours: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    hours[`${day}Open`] = '12:00';
    hours[`${day}Close`] = '23:00';
    hours[`${day}ClickCollectClose`] = '22:00';
  }
  return { ...hours, ...overrides };
}

describe('a diner looking at a restaurant on an ordinary day', () => {
  const hours = restaurantHours();

  it('given it is 12:30 local, when the status is shown, then it is open and closes 23:00', () => {
    expect(openingStatus(hours, [], at('2024-07-01T11:30:00Z'))).toEqual({
      state: 'open',
      label: 'closes 23:00',
      changesAt: '23:00',
      changesOn: 'monday',
    });
  });

  it('given it is exactly the opening time, when the status is shown, then it is open', () => {
    expect(openingStatus(hours, [], at('2024-07-01T11:00:00Z'))).toMatchObject({ state: 'open', label: 'closes 23:00' });
  });

  it('given it is a minute before opening, when the status is shown, then it is closed and opens 12:00', () => {
    expect(openingStatus(hours, [], at('2024-07-01T10:59:00Z'))).toEqual({
      state: 'closed',
      label: 'opens 12:00',
      changesAt: '12:00',
      changesOn: 'monday',
    });
  });

  it('given it is exactly the closing time, when the status is shown, then it is closed and opens tomorrow', () => {
    expect(openingStatus(hours, [], at('2024-07-01T22:00:00Z'))).toEqual({
      state: 'closed',
      label: 'opens Tue 12:00',
      changesAt: '12:00',
      changesOn: 'tuesday',
    });
  });

  it('given the early hours after a normal close, when the status is shown, then it opens later today', () => {
    // 02:00 on Tuesday in London.
    expect(openingStatus(hours, [], at('2024-07-02T01:00:00Z'))).toMatchObject({ state: 'closed', label: 'opens 12:00' });
  });
});

describe('a diner checking the time in GMT and in BST', () => {
  const hours = restaurantHours();

  it('given 11:30 UTC in summer, when the status is shown, then London is at 12:30 and it is open', () => {
    expect(openingStatus(hours, [], at('2024-07-01T11:30:00Z')).state).toBe('open');
  });

  it('given 11:30 UTC in winter, when the status is shown, then London is at 11:30 and it is not open yet', () => {
    expect(openingStatus(hours, [], at('2024-01-01T11:30:00Z'))).toMatchObject({ state: 'closed', label: 'opens 12:00' });
  });

  it('given the day the clocks go forward, when it is 11:30 UTC, then it is 12:30 BST and open', () => {
    expect(openingStatus(hours, [], at('2024-03-31T11:30:00Z')).state).toBe('open');
  });

  it('given the day the clocks go back, when it is 11:30 UTC, then it is 11:30 GMT and closed', () => {
    expect(openingStatus(hours, [], at('2024-10-27T11:30:00Z'))).toMatchObject({ state: 'closed', label: 'opens 12:00' });
  });

  it('given another time zone, when the status is shown, then the hours are read on that clock', () => {
    // 16:30 UTC is 12:30 in New York (EDT, UTC-4).
    const status = openingStatus(hours, [], at('2024-07-01T16:30:00Z'), { timeZone: 'America/New_York' });
    expect(status).toMatchObject({ state: 'open', label: 'closes 23:00' });
    // The same instant is 01:30 on Tuesday in Tokyo (UTC+9).
    expect(openingStatus(hours, [], at('2024-07-01T16:30:00Z'), { timeZone: 'Asia/Tokyo' })).toMatchObject({
      state: 'closed',
      label: 'opens 12:00',
      changesOn: 'tuesday',
    });
  });
});

describe('a restaurant that closes at midnight', () => {
  const hours = restaurantHours({ mondayClose: '00:00' });

  it('given it is 23:59 on Monday, when the status is shown, then it is open and closes 00:00', () => {
    expect(openingStatus(hours, [], at('2024-07-01T22:59:00Z'))).toEqual({
      state: 'open',
      label: 'closes 00:00',
      changesAt: '00:00',
      changesOn: 'tuesday',
    });
  });

  it('given it is 00:00 on Tuesday, when the status is shown, then it is closed and opens 12:00 today', () => {
    expect(openingStatus(hours, [], at('2024-07-01T23:00:00Z'))).toEqual({
      state: 'closed',
      label: 'opens 12:00',
      changesAt: '12:00',
      changesOn: 'tuesday',
    });
  });
});

describe('a restaurant that closes after midnight', () => {
  const hours = restaurantHours({ fridayClose: '01:00' });

  it("given it is 00:30 on Saturday, when the status is shown, then Friday's hours keep it open until 01:00", () => {
    expect(openingStatus(hours, [], at('2024-07-05T23:30:00Z'))).toEqual({
      state: 'open',
      label: 'closes 01:00',
      changesAt: '01:00',
      changesOn: 'saturday',
    });
  });

  it('given it is 01:00 on Saturday, when the status is shown, then it is closed and opens 12:00', () => {
    expect(openingStatus(hours, [], at('2024-07-06T00:00:00Z'))).toMatchObject({ state: 'closed', label: 'opens 12:00' });
  });

  it("given it is 23:30 on Friday, when the status is shown, then it closes at 01:00 on Saturday", () => {
    expect(openingStatus(hours, [], at('2024-07-05T22:30:00Z'))).toMatchObject({
      state: 'open',
      label: 'closes 01:00',
      changesOn: 'saturday',
    });
  });

  it("given Sunday runs to 02:00 and Monday is shut, when it is 01:00 on Monday, then it is still open", () => {
    const late: OpeningHours = { sundayOpen: '18:00', sundayClose: '02:00', tuesdayOpen: '12:00', tuesdayClose: '22:00' };
    expect(openingStatus(late, [], at('2024-07-01T00:00:00Z'))).toMatchObject({ state: 'open', label: 'closes 02:00' });
    expect(openingStatus(late, [], at('2024-07-01T01:00:00Z'))).toMatchObject({
      state: 'closed',
      label: 'opens Tue 12:00',
    });
  });

  it("given yesterday's session outlasts today's, when both are running, then the later close is shown", () => {
    // Sunday 13:00 round the clock to Monday 13:00; Monday itself 12:00–12:30.
    const overlapping: OpeningHours = { sundayOpen: '13:00', sundayClose: '13:00', mondayOpen: '12:00', mondayClose: '12:30' };
    expect(openingStatus(overlapping, [], at('2024-07-01T11:15:00Z'))).toMatchObject({
      state: 'open',
      label: 'closes 13:00',
      changesOn: 'monday',
    });
  });

  it("given today's session outlasts yesterday's late one, when both are running, then today's close is shown", () => {
    const overlapping: OpeningHours = { sundayOpen: '14:00', sundayClose: '13:00', mondayOpen: '12:00', mondayClose: '23:00' };
    expect(openingStatus(overlapping, [], at('2024-07-01T11:30:00Z'))).toMatchObject({
      state: 'open',
      label: 'closes 23:00',
    });
  });
});

describe('a date override', () => {
  const hours = restaurantHours();

  it.each([['Closed'], ['CLOSED'], ['closed']])(
    'given the open time %p for today, when the status is shown, then it is closed despite the weekday hours',
    (word) => {
      const overrides = [{ endDate: '2024-07-01', openTime: word, closeTime: '23:00' }];
      expect(openingStatus(hours, overrides, at('2024-07-01T11:30:00Z'))).toEqual({
        state: 'closed',
        label: 'opens Tue 12:00',
        changesAt: '12:00',
        changesOn: 'tuesday',
      });
    },
  );

  it.each([['Closed'], ['CLOSED'], ['closed']])(
    'given the close time %p for today, when the status is shown, then it is closed',
    (word) => {
      const overrides = [{ endDate: '2024-07-01', openTime: '12:00', closeTime: word }];
      expect(openingStatus(hours, overrides, at('2024-07-01T11:30:00Z'))).toMatchObject({ state: 'closed' });
    },
  );

  it('given shorter hours for today, when it is past the override close, then the override wins', () => {
    const overrides = [{ endDate: '2024-07-01', openTime: '12:00', closeTime: '15:00' }];
    // 15:30 in London.
    expect(openingStatus(hours, overrides, at('2024-07-01T14:30:00Z'))).toMatchObject({
      state: 'closed',
      label: 'opens Tue 12:00',
    });
    expect(openingStatus(hours, overrides, at('2024-07-01T13:30:00Z'))).toMatchObject({
      state: 'open',
      label: 'closes 15:00',
    });
  });

  it('given hours on a day the restaurant normally shuts, when the status is shown, then it opens as overridden', () => {
    const shutMondays = restaurantHours({ mondayOpen: null, mondayClose: null });
    const overrides = [{ endDate: '2024-07-01T00:00:00', openTime: '17:00', closeTime: '21:00' }];
    expect(openingStatus(shutMondays, overrides, at('2024-07-01T11:30:00Z'))).toEqual({
      state: 'closed',
      label: 'opens 17:00',
      changesAt: '17:00',
      changesOn: 'monday',
    });
    expect(openingStatus(shutMondays, overrides, at('2024-07-01T17:00:00Z'))).toMatchObject({
      state: 'open',
      label: 'closes 21:00',
    });
  });

  it('given an override for another date, when the status is shown today, then the weekday hours apply', () => {
    const overrides = [{ endDate: '2024-07-08', openTime: 'Closed', closeTime: 'Closed' }];
    expect(openingStatus(hours, overrides, at('2024-07-01T11:30:00Z'))).toMatchObject({ state: 'open' });
  });

  it("given later hours tomorrow, when the diner looks after today's close, then tomorrow's override opening is shown", () => {
    const overrides = [{ endDate: '2024-07-02', openTime: '18:00', closeTime: '23:00' }];
    expect(openingStatus(hours, overrides, at('2024-07-01T22:30:00Z'))).toMatchObject({
      state: 'closed',
      label: 'opens Tue 18:00',
    });
  });

  it('given an endDate as a UTC instant of local midnight, when the status is shown, then it applies to that London date', () => {
    const overrides = [{ endDate: '2024-06-30T23:00:00Z', openTime: 'Closed', closeTime: 'Closed' }];
    expect(openingStatus(hours, overrides, at('2024-07-01T11:30:00Z'))).toMatchObject({ state: 'closed' });
  });

  it("given yesterday's override runs past midnight, when it is 01:00, then it is still open", () => {
    const overrides = [{ endDate: '2024-06-30', openTime: '18:00', closeTime: '02:00' }];
    expect(openingStatus(hours, overrides, at('2024-07-01T00:00:00Z'))).toMatchObject({
      state: 'open',
      label: 'closes 02:00',
      changesOn: 'monday',
    });
  });

  it("given yesterday's late weekday hours are overridden as Closed, when it is 01:00, then it is closed", () => {
    const late = restaurantHours({ sundayClose: '02:00' });
    const overrides = [{ endDate: '2024-06-30', openTime: 'closed', closeTime: 'closed' }];
    expect(openingStatus(late, [], at('2024-07-01T00:00:00Z'))).toMatchObject({ state: 'open' });
    expect(openingStatus(late, overrides, at('2024-07-01T00:00:00Z'))).toMatchObject({
      state: 'closed',
      label: 'opens 12:00',
    });
  });

  it('given a malformed override time for today, when the status is shown, then today counts as closed', () => {
    const overrides = [{ endDate: '2024-07-01', openTime: 'midday', closeTime: '23:00' }];
    expect(openingStatus(hours, overrides, at('2024-07-01T11:30:00Z'))).toMatchObject({
      state: 'closed',
      label: 'opens Tue 12:00',
    });
  });

  it('given overrides with unreadable dates or null entries, when the status is shown, then they are ignored', () => {
    const overrides = [null, undefined, { endDate: '2024-02-30', openTime: 'Closed' }, { openTime: 'Closed' }];
    expect(openingStatus(hours, overrides, at('2024-07-01T11:30:00Z'))).toMatchObject({ state: 'open' });
    expect(openingStatus(hours, null, at('2024-07-01T11:30:00Z'))).toMatchObject({ state: 'open' });
    expect(openingStatus(hours, undefined, at('2024-07-01T11:30:00Z'))).toMatchObject({ state: 'open' });
  });
});

describe('a restaurant closed all day', () => {
  it('given only Wednesday hours, when the diner looks on Monday, then it shows the Wednesday opening', () => {
    const wednesdays: OpeningHours = { wednesdayOpen: '17:00', wednesdayClose: '22:00' };
    expect(openingStatus(wednesdays, [], at('2024-07-01T11:30:00Z'))).toEqual({
      state: 'closed',
      label: 'opens Wed 17:00',
      changesAt: '17:00',
      changesOn: 'wednesday',
    });
  });

  it("given only Monday hours, when the diner looks after Monday's close, then it shows next Monday's opening", () => {
    const mondays: OpeningHours = { mondayOpen: '12:00', mondayClose: '15:00' };
    expect(openingStatus(mondays, [], at('2024-07-01T20:00:00Z'))).toMatchObject({
      state: 'closed',
      label: 'opens Mon 12:00',
      changesOn: 'monday',
    });
  });

  it('given the only opening in the coming week is overridden as Closed, when the status is shown, then it just says closed', () => {
    const mondays: OpeningHours = { mondayOpen: '12:00', mondayClose: '15:00' };
    const overrides = [{ endDate: '2024-07-08', openTime: 'Closed', closeTime: 'Closed' }];
    expect(openingStatus(mondays, overrides, at('2024-07-01T20:00:00Z'))).toEqual({
      state: 'closed',
      label: 'closed',
      changesAt: null,
      changesOn: null,
    });
  });

  it.each([
    ['no hours at all', {}],
    ['null hours', null],
    ['undefined hours', undefined],
    ['every day Closed', { ...restaurantHours(), ...Object.fromEntries(WEEKDAYS.map((d) => [`${d}Open`, 'Closed'])) }],
  ])('given %s, when the status is shown, then it just says closed', (_case, hours) => {
    expect(openingStatus(hours as OpeningHours, [], at('2024-07-01T11:30:00Z'))).toEqual({
      state: 'closed',
      label: 'closed',
      changesAt: null,
      changesOn: null,
    });
  });
});

describe('click-and-collect', () => {
  const hours = restaurantHours();
  const clickCollect = { variant: 'click-collect' } as const;

  it('given it is 21:30, when the click-and-collect status is shown, then it closes at the click-collect time', () => {
    expect(openingStatus(hours, [], at('2024-07-01T20:30:00Z'), clickCollect)).toEqual({
      state: 'open',
      label: 'closes 22:00',
      changesAt: '22:00',
      changesOn: 'monday',
    });
  });

  it('given it is 22:30, when both statuses are shown, then dining is open but click-and-collect is closed', () => {
    expect(openingStatus(hours, [], at('2024-07-01T21:30:00Z'))).toMatchObject({ state: 'open' });
    expect(openingStatus(hours, [], at('2024-07-01T21:30:00Z'), clickCollect)).toMatchObject({
      state: 'closed',
      label: 'opens Tue 12:00',
    });
  });

  it('given no click-collect close on Monday, when the status is shown, then click-and-collect is closed that day', () => {
    const noCollectMondays = restaurantHours({ mondayClickCollectClose: undefined });
    expect(openingStatus(noCollectMondays, [], at('2024-07-01T11:30:00Z'), clickCollect)).toMatchObject({
      state: 'closed',
      label: 'opens Tue 12:00',
    });
  });

  it("given an override for today, when the status is shown, then the override's click-collect close is used", () => {
    const overrides: OpeningHoursOverride[] = [
      { endDate: '2024-07-01', openTime: '12:00', closeTime: '23:00', clickCollectClose: '18:00' },
    ];
    expect(openingStatus(hours, overrides, at('2024-07-01T16:30:00Z'), clickCollect)).toMatchObject({
      state: 'open',
      label: 'closes 18:00',
    });
  });

  it('given an override for today without a click-collect close, when the status is shown, then click-and-collect is closed', () => {
    const overrides = [{ endDate: '2024-07-01', openTime: '12:00', closeTime: '23:00' }];
    expect(openingStatus(hours, overrides, at('2024-07-01T11:30:00Z'), clickCollect)).toMatchObject({
      state: 'closed',
      label: 'opens Tue 12:00',
    });
  });

  it('given an unknown variant from a JavaScript caller, when the status is shown, then dine-in hours are used', () => {
    const options = { variant: 'takeaway' } as unknown as { variant: 'dine-in' };
    expect(openingStatus(hours, [], at('2024-07-01T21:30:00Z'), options)).toMatchObject({ label: 'closes 23:00' });
  });
});

describe('malformed opening data', () => {
  it.each([['25:00'], ['12:60'], ['noon'], ['1200'], [''], [null]])(
    'given a Monday open of %p, when the status is shown, then Monday counts as closed',
    (open) => {
      const hours = restaurantHours({ mondayOpen: open });
      expect(openingStatus(hours, [], at('2024-07-01T11:30:00Z'))).toMatchObject({
        state: 'closed',
        label: 'opens Tue 12:00',
      });
    },
  );

  it('given a Monday close that is not text, when the status is shown, then Monday counts as closed', () => {
    const hours = restaurantHours({ mondayClose: 2300 as unknown as string });
    expect(openingStatus(hours, [], at('2024-07-01T11:30:00Z'))).toMatchObject({ state: 'closed' });
  });
});

describe('an unusable clock or zone', () => {
  const hours = restaurantHours();

  it.each([[NaN], [Infinity], [8.64e15 + 1], ['2024-07-01' as unknown as number]])(
    'given the instant %p, when the status is shown, then it is unknown, not a crash',
    (nowMs) => {
      expect(openingStatus(hours, [], nowMs)).toEqual({
        state: 'unknown',
        label: '',
        reason: 'OPENING_HOURS.INVALID_INSTANT',
      });
    },
  );

  it('given an unknown time zone, when the status is shown, then it is unknown', () => {
    expect(openingStatus(hours, [], at('2024-07-01T11:30:00Z'), { timeZone: 'Europe/Atlantis' })).toEqual({
      state: 'unknown',
      label: '',
      reason: 'OPENING_HOURS.INVALID_TIME_ZONE',
    });
  });

  it('given null options, when the status is shown, then London dine-in hours are used', () => {
    expect(openingStatus(hours, [], at('2024-07-01T11:30:00Z'), null)).toMatchObject({ label: 'closes 23:00' });
  });
});
