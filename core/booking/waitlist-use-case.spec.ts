import { WAITLIST } from '../constants';
import { WAITLIST_MESSAGES, holdLeftText } from '../errors/messages';
import { fail, ok, type ApiResult } from '../shared/api-result';
import { aHeldTable } from '../../tests/builders/waitlist.builder';
import type { ClaimedTable, HeldTable, WaitlistApiPort, WaitlistEntryAnswer } from '../ports/waitlist-api.port';
import { noNeeds } from './diner-needs';
import type { WaitlistJoinRequest } from './waitlist';
import {
  createWaitlistUseCase,
  holdFailure,
  holdMinutesLeft,
  suggestedWindow,
  waitlistTimeChoices,
  type WaitlistPlace,
  type WaitlistUseCase,
} from './waitlist-use-case';

const PLACE: WaitlistPlace = { storeId: 'CV011', restaurantName: 'York Stonegate', occasionId: 'dinner', date: '2026-11-25', adults: 2, children: 1, time: '19:00' };
const TOKEN = `w1.42.${'A'.repeat(43)}`;
const TABLE = aHeldTable();

/** A port whose every call waits until the test answers it, so answers can come in any order. */
function waitingPort() {
  const calls: Array<{ method: string; args: unknown[]; answer: (result: ApiResult<unknown> | Error) => Promise<void> }> = [];
  const pending = <T>(method: string, args: unknown[]) =>
    new Promise<ApiResult<T>>((resolve, reject) => {
      calls.push({
        method,
        args,
        answer: async (result) => {
          if (result instanceof Error) reject(result);
          else resolve(result as ApiResult<T>);
          // Let the use-case's awaits run.
          for (let i = 0; i < 5; i += 1) await Promise.resolve();
        },
      });
    });
  const port: WaitlistApiPort = {
    join: (request) => pending<WaitlistEntryAnswer>('join', [request]),
    heldTable: (token) => pending<HeldTable>('heldTable', [token]),
    claim: (token) => pending<ClaimedTable>('claim', [token]),
  };
  return { port, calls };
}

function filledIn(useCase: WaitlistUseCase): void {
  useCase.open(PLACE);
  useCase.update('firstName', ' Giulia ');
  useCase.update('lastName', 'Rossi');
  useCase.update('email', 'giulia.rossi@example.com ');
  useCase.update('consent', true);
}

describe('the window offered', () => {
  it('given a time wanted, then an hour either side; near the ends of the day, kept within the choices', () => {
    expect(suggestedWindow('19:00')).toEqual({ timeFrom: '18:00', timeTo: '20:00' });
    expect(suggestedWindow('11:30')).toEqual({ timeFrom: '11:00', timeTo: '12:30' });
    expect(suggestedWindow('22:45')).toEqual({ timeFrom: '21:45', timeTo: '23:00' });
    expect(suggestedWindow(null)).toEqual({ timeFrom: '18:00', timeTo: '20:00' });
  });

  it('given a time off the quarter hours, then the choices include it in order', () => {
    const choices = waitlistTimeChoices('18:10');
    expect(choices[0]).toBe(WAITLIST.firstChoice);
    expect(choices[choices.length - 1]).toBe(WAITLIST.lastChoice);
    expect(choices.slice(choices.indexOf('18:00'), choices.indexOf('18:00') + 3)).toEqual(['18:00', '18:10', '18:15']);
  });
});

describe('joining', () => {
  it('given the journey’s place, then the form opens with the window around the time wanted and nothing typed', () => {
    const useCase = createWaitlistUseCase({ waitlist: waitingPort().port });
    expect(useCase.getSnapshot().join.status).toBe('closed');
    useCase.open(PLACE);
    expect(useCase.getSnapshot().join).toMatchObject({
      status: 'editing',
      place: PLACE,
      form: { firstName: '', lastName: '', email: '', phoneNumber: '', timeFrom: '18:00', timeTo: '20:00', consent: false, needs: noNeeds() },
      fieldErrors: {},
      message: null,
    });
  });

  it('given a form sent empty, then every required field names its problem and nothing is sent', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    useCase.open(PLACE);
    expect(await useCase.join()).toBe(false);
    expect(calls).toEqual([]);
    const { fieldErrors, status } = useCase.getSnapshot().join;
    expect(status).toBe('editing');
    expect(fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'E-mail is required',
      consent: WAITLIST_MESSAGES.consentNeeded,
    });
  });

  it('given a field left with a bad value, then only its error shows; a window backwards, in words', () => {
    const useCase = createWaitlistUseCase({ waitlist: waitingPort().port });
    useCase.open(PLACE);
    useCase.update('email', 'not-an-address');
    expect(useCase.getSnapshot().join.fieldErrors).toEqual({});
    useCase.touch('email');
    expect(useCase.getSnapshot().join.fieldErrors).toEqual({ email: 'E-mail is not valid' });
    useCase.update('timeTo', '17:00');
    useCase.touch('timeTo');
    expect(useCase.getSnapshot().join.fieldErrors.timeTo).toBe(WAITLIST_MESSAGES.windowInvalid);
  });

  it('given needs ticked and one taken back, then the request carries the ones left; ticking the same again changes nothing', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    filledIn(useCase);
    useCase.changeNeed('allergens', 'milk', true);
    useCase.changeNeed('diets', 'vegan', true);
    useCase.changeNeed('diets', 'vegan', false);
    useCase.changeNeed('pram', null, true);
    const before = useCase.getSnapshot();
    useCase.changeNeed('pram', null, true);
    expect(useCase.getSnapshot()).toBe(before);
    void useCase.join();
    expect((calls[0]?.args[0] as WaitlistJoinRequest).needs).toEqual({ allergens: ['milk'], diets: [], access: [], highChair: false, pram: true });
  });

  it('given the form not open, then a need cannot be ticked', () => {
    const useCase = createWaitlistUseCase({ waitlist: waitingPort().port });
    useCase.changeNeed('allergens', 'milk', true);
    expect(useCase.getSnapshot().join.form.needs).toEqual(noNeeds());
  });

  it('given a filled form, then it sends the place and the trimmed details, and says what happens next with the API’s hold minutes', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    filledIn(useCase);
    const sent = useCase.join();
    expect(useCase.getSnapshot().join.status).toBe('sending');
    expect(calls[0]?.args[0]).toEqual<WaitlistJoinRequest>({
      storeId: 'CV011',
      occasionId: 'dinner',
      date: '2026-11-25',
      timeFrom: '18:00',
      timeTo: '20:00',
      adults: 2,
      children: 1,
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia.rossi@example.com',
      consent: true,
    });
    await calls[0]?.answer(ok({ id: 7, status: 'waiting', holdMinutes: 20 }));
    expect(await sent).toBe(true);
    const { join } = useCase.getSnapshot();
    expect(join.status).toBe('joined');
    expect(join.message).toEqual({ kind: 'done', text: WAITLIST_MESSAGES.joined });
    expect(join.nextSteps.join(' ')).toContain('between 18:00 and 20:00, we will e-mail giulia.rossi@example.com');
    expect(join.nextSteps.join(' ')).toContain('holds the table for you for 20 minutes');
  });

  it('given no hold minutes in the answer, then the configured default is said', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    filledIn(useCase);
    useCase.update('timeTo', '18:00');
    const sent = useCase.join();
    await calls[0]?.answer(ok({ id: 7, status: 'waiting' }));
    await sent;
    expect(useCase.getSnapshot().join.nextSteps.join(' ')).toMatch(/at 18:00, .*for 15 minutes/);
  });

  it('given a refusal, then the API’s words beside the field it names; the diner’s details are kept', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    filledIn(useCase);
    const sent = useCase.join();
    await calls[0]?.answer(fail({ code: null, status: 409, message: WAITLIST_MESSAGES.notFull, field: 'timeFrom' }));
    expect(await sent).toBe(false);
    expect(useCase.getSnapshot().join).toMatchObject({
      status: 'editing',
      form: { firstName: ' Giulia ', email: 'giulia.rossi@example.com ' },
      message: { kind: 'error', text: WAITLIST_MESSAGES.notFull, field: 'timeFrom' },
    });
    // Changing the field it names takes the refusal away.
    useCase.update('timeFrom', '17:30');
    expect(useCase.getSnapshot().join.message).toBeNull();
  });

  it('given a refusal naming a field the form does not have, then the words alone', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    filledIn(useCase);
    const sent = useCase.join();
    await calls[0]?.answer(fail({ code: null, status: 409, message: WAITLIST_MESSAGES.cardNeeded, field: 'adults' }));
    await sent;
    expect(useCase.getSnapshot().join.message).toEqual({ kind: 'error', text: WAITLIST_MESSAGES.cardNeeded });
  });

  it.each([
    ['a server error with its own words', fail({ code: null, status: 500, message: 'Internal error' })],
    ['no answer', fail({ code: null })],
  ])('given %s, then "try again", never a server’s words', async (_, answer) => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    filledIn(useCase);
    const sent = useCase.join();
    await calls[0]?.answer(answer);
    await sent;
    expect(useCase.getSnapshot().join.message).toEqual({ kind: 'error', text: WAITLIST_MESSAGES.failed });
  });

  it('given a port that throws, then the command does not: "try again"', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    filledIn(useCase);
    const sent = useCase.join();
    await calls[0]?.answer(new Error('adapter bug'));
    await expect(sent).resolves.toBe(false);
    expect(useCase.getSnapshot().join).toMatchObject({ status: 'editing', message: { text: WAITLIST_MESSAGES.failed } });
  });

  it('given the journey moves on while a join is on its way, then its answer is ignored', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    filledIn(useCase);
    const sent = useCase.join();
    useCase.open({ ...PLACE, date: '2026-11-26' });
    await calls[0]?.answer(ok({ id: 7, status: 'waiting' }));
    expect(await sent).toBe(false);
    const { join } = useCase.getSnapshot();
    // The new day's form, with the diner's name and e-mail kept and nothing said about the old one.
    expect(join).toMatchObject({ status: 'editing', place: { date: '2026-11-26' }, form: { lastName: 'Rossi' }, message: null, nextSteps: [] });
  });

  it('given close (the journey reset, a kiosk starting again), then what was typed is gone', () => {
    const useCase = createWaitlistUseCase({ waitlist: waitingPort().port });
    filledIn(useCase);
    useCase.close();
    useCase.open(PLACE);
    expect(useCase.getSnapshot().join.form).toMatchObject({ firstName: '', lastName: '', email: '', consent: false });
  });

  it('given the same place again, then nothing changes; subscribers hear each change once', () => {
    const useCase = createWaitlistUseCase({ waitlist: waitingPort().port });
    let heard = 0;
    const stop = useCase.subscribe(() => (heard += 1));
    useCase.open(PLACE);
    const before = useCase.getSnapshot();
    useCase.open({ ...PLACE });
    expect(useCase.getSnapshot()).toBe(before);
    expect(heard).toBe(1);
    stop();
    useCase.update('firstName', 'A');
    expect(heard).toBe(1);
  });
});

describe('the hold link', () => {
  it('given a link of the wrong shape, then "not valid" without a call', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    expect(await useCase.loadHold('w1.42.short')).toBe(false);
    expect(calls).toEqual([]);
    expect(useCase.getSnapshot().hold).toMatchObject({ status: 'invalid', message: { kind: 'error', text: WAITLIST_MESSAGES.holdInvalid } });
  });

  it('given a held table, then it shows; the claim books it and says so', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    const loaded = useCase.loadHold(TOKEN);
    expect(useCase.getSnapshot().hold.status).toBe('loading');
    await calls[0]?.answer(ok(TABLE));
    expect(await loaded).toBe(true);
    expect(useCase.getSnapshot().hold).toMatchObject({ status: 'held', table: TABLE, token: TOKEN });
    const claimed = useCase.claim();
    expect(useCase.getSnapshot().hold.status).toBe('claiming');
    // A second tap while the first is on its way sends nothing.
    expect(await useCase.claim()).toBe(false);
    expect(calls.map((call) => call.method)).toEqual(['heldTable', 'claim']);
    await calls[1]?.answer(ok({ bookingReference: 'CVAB12CD', manageUrl: 'https://example.com/booking/manage/m1' }));
    expect(await claimed).toBe(true);
    expect(useCase.getSnapshot().hold).toMatchObject({
      status: 'claimed',
      claimed: { bookingReference: 'CVAB12CD' },
      message: { kind: 'done', text: WAITLIST_MESSAGES.claimed },
    });
  });

  it.each([
    [404, 'invalid', WAITLIST_MESSAGES.holdInvalid],
    [410, 'expired', WAITLIST_MESSAGES.holdExpired],
    [410, 'used', WAITLIST_MESSAGES.holdUsed],
  ] as const)('given a %p with the API’s words, then the link is %s', (status, expected, message) => {
    expect(holdFailure({ code: null, status, message })).toEqual({ status: expected, message: { kind: 'error', text: message } });
  });

  it('given a claim that could not be sent, then the table stays held with "try again"; a claim too late, expired', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    useCase.showHold(TOKEN, TABLE);
    const first = useCase.claim();
    await calls[0]?.answer(fail({ code: null }));
    expect(await first).toBe(false);
    expect(useCase.getSnapshot().hold).toMatchObject({ status: 'held', table: TABLE, message: { text: WAITLIST_MESSAGES.failed } });
    const second = useCase.claim();
    await calls[1]?.answer(fail({ code: null, status: 410, message: WAITLIST_MESSAGES.holdExpired }));
    await second;
    expect(useCase.getSnapshot().hold).toMatchObject({ status: 'expired', message: { text: WAITLIST_MESSAGES.holdExpired } });
    expect(await useCase.claim()).toBe(false);
  });

  it('given a second link loaded before the first answers, then the first answer is ignored', async () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    const other = `w1.43.${'B'.repeat(43)}`;
    const first = useCase.loadHold(TOKEN);
    const second = useCase.loadHold(other);
    await calls[1]?.answer(ok({ ...TABLE, time: '20:00' }));
    await calls[0]?.answer(fail({ code: null, status: 404, message: WAITLIST_MESSAGES.holdInvalid }));
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(useCase.getSnapshot().hold).toMatchObject({ status: 'held', token: other, table: { time: '20:00' } });
  });

  it('given the server found the link wanting, then its words without a call', () => {
    const { port, calls } = waitingPort();
    const useCase = createWaitlistUseCase({ waitlist: port });
    useCase.showHoldProblem(TOKEN, { code: null, status: 410, message: WAITLIST_MESSAGES.holdUsed });
    expect(calls).toEqual([]);
    expect(useCase.getSnapshot().hold).toMatchObject({ status: 'used', table: null });
  });

  it('given the time left, then whole minutes rounded down, in words', () => {
    const expires = Date.parse(TABLE.expiresAt);
    expect(holdMinutesLeft(TABLE, expires - 14.5 * 60_000)).toBe(14);
    expect(holdMinutesLeft(TABLE, expires + 1)).toBe(0);
    expect(holdMinutesLeft({ expiresAt: 'soon' }, expires)).toBe(0);
    expect(holdLeftText(14)).toBe('14 more minutes');
    expect(holdLeftText(1)).toBe('1 more minute');
    expect(holdLeftText(0)).toBe('less than a minute');
  });
});
