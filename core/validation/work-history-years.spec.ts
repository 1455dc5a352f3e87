import { isWorkHistoryYear, workHistoryYears } from './work-history-years';

describe('work-history years', () => {
  it('given 2025, when listed, then the 41 years run newest first from 2025 down to 1985', () => {
    const years = workHistoryYears(2025);
    expect(years).toHaveLength(41);
    expect(years.slice(0, 3)).toEqual([2025, 2024, 2023]);
    expect(years.at(-1)).toBe(1985);
  });

  it.each([Number.NaN, 2025.5, '2025', null, undefined, -2025, 99999, {}])('given the current year %p, then there are no years', (year) => {
    expect(workHistoryYears(year)).toEqual([]);
  });

  it.each([
    [2025, 2025, true], ['1985', 2025, true], [2000, 2025, true],
    [1984, 2025, false], [2026, 2025, false], ['twenty', 2025, false], [2000, Number.NaN, false], [2000, '2025', false],
  ])('given year %p and current year %p, when checked, then it is offered: %p', (year, currentYear, offered) => {
    expect(isWorkHistoryYear(year, currentYear)).toBe(offered);
  });
});
