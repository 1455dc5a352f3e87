import { employmentTypeOf, payRange } from './job-posting';

describe('employmentTypeOf', () => {
  it.each([
    ['full time', 'FULL_TIME'],
    ['Full-Time', 'FULL_TIME'],
    ['FULL_TIME', 'FULL_TIME'],
    [' part  time ', 'PART_TIME'],
  ])('given the job type %p, then %p', (jobtype, expected) => {
    expect(employmentTypeOf(jobtype)).toBe(expected);
  });

  it.each([['seasonal'], [''], [undefined], [3]])('given %p, then no employment type is claimed', (jobtype) => {
    expect(employmentTypeOf(jobtype)).toBeUndefined();
  });
});

describe('payRange', () => {
  it.each([
    ['£46,000 to £52,000 per year plus quarterly bonus', { currency: 'GBP', min: 46000, max: 52000, unit: 'YEAR' }],
    ['£13.40 per hour plus tronc', { currency: 'GBP', min: 13.4, unit: 'HOUR' }],
    ['£30,500 per year plus tronc', { currency: 'GBP', min: 30500, unit: 'YEAR' }],
    ['£28k - £32k a year', { currency: 'GBP', min: 28000, max: 32000, unit: 'YEAR' }],
    ['£12.50/hr', { currency: 'GBP', min: 12.5, unit: 'HOUR' }],
    ['£40000 per annum', { currency: 'GBP', min: 40000, unit: 'YEAR' }],
  ])('given the salary %p, then %p', (salary, expected) => {
    expect(payRange(salary)).toEqual(expected);
  });

  it.each([
    ['Competitive'],
    ['Up to £30,000 per year'],
    ['£30,000'],
    ['€30,000 per year'],
    ['£52,000 to £46,000 per year'],
    ['£0 per hour'],
    [''],
    [undefined],
  ])('given %p, which does not state the pay plainly, then null', (salary) => {
    expect(payRange(salary)).toBeNull();
  });
});
