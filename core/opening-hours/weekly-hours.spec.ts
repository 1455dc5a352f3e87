import { WEEK_FROM_MONDAY, WEEKDAY_NAMES, weeklyHoursGroups } from './weekly-hours';

describe('weeklyHoursGroups', () => {
  it('groups the days with the same hours, Monday first, leaving closed and unreadable days out', () => {
    const groups = weeklyHoursGroups({
      mondayOpen: 'Closed',
      mondayClose: 'Closed',
      tuesdayOpen: '12:00',
      tuesdayClose: '23:00',
      wednesdayOpen: '12:00',
      wednesdayClose: '23:00',
      thursdayOpen: '12:00',
      thursdayClose: 'late',
      fridayOpen: '12:00',
      fridayClose: '00:00',
      saturdayOpen: '12:00',
      saturdayClose: '00:00',
      sundayOpen: '12:00',
      sundayClose: '23:00',
    });
    expect(groups).toEqual([
      { days: ['tuesday', 'wednesday', 'sunday'], opens: '12:00', closes: '23:00' },
      { days: ['friday', 'saturday'], opens: '12:00', closes: '00:00' },
    ]);
  });

  it('given a day whose time is on a 12-hour clock (12:00pm), when grouped, then it is left out as the closed day core reads it', () => {
    const groups = weeklyHoursGroups({ mondayOpen: '12:00pm', mondayClose: '23:00', tuesdayOpen: '12:00', tuesdayClose: '23:00' });
    expect(groups).toEqual([{ days: ['tuesday'], opens: '12:00', closes: '23:00' }]);
  });

  it('given the same hours written two ways, when grouped, then they read as core writes them and group together', () => {
    const groups = weeklyHoursGroups({ mondayOpen: '9:00', mondayClose: '22:00:00', tuesdayOpen: '09:00', tuesdayClose: '22:00' });
    expect(groups).toEqual([{ days: ['monday', 'tuesday'], opens: '09:00', closes: '22:00' }]);
  });

  it('gives nothing for a week with no hours', () => {
    expect(weeklyHoursGroups({})).toEqual([]);
  });

  it('names the days and starts the week on Monday', () => {
    expect(WEEK_FROM_MONDAY.map((day) => WEEKDAY_NAMES[day])).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
});
