// Sending a tile form to the site server and reading its answer.
import { MESSAGES } from '@tavola/core/errors';
import { formPath, postForm } from './form-submit';

function answer(status: number, body: unknown): typeof fetch {
  const text = body === null ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return jest.fn(async () => new Response(text, { status, headers: { 'content-type': 'application/json' } }));
}

describe('postForm', () => {
  it('posts JSON to /__forms/{form}, same-origin', async () => {
    const fetcher = answer(200, { message: 'Grazie' });
    await postForm('sign-up', { a: 1 }, fetcher);
    expect(fetcher).toHaveBeenCalledWith('/__forms/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'Idempotency-Key': expect.any(String) },
      body: '{"a":1}',
      credentials: 'same-origin',
    });
    expect(formPath('group-booking')).toBe('/__forms/group-booking');
  });

  it('answers the message and reference of a 2xx answer', async () => {
    expect(await postForm('contact', {}, answer(201, { message: 'Sent', reference: 'CV-123' }))).toEqual({ ok: true, message: 'Sent', reference: 'CV-123' });
    expect(await postForm('contact', {}, answer(204, null))).toEqual({ ok: true, message: null, reference: null });
  });

  it('answers the message and the field errors of a refusal', async () => {
    const outcome = await postForm(
      'sign-up',
      {},
      answer(400, { message: 'Please check the form', errors: [{ field: 'emailAddress', message: 'E-mail address is not valid' }, { field: 'x' }, 'junk'] }),
    );
    expect(outcome).toEqual({ ok: false, message: 'Please check the form', fieldErrors: { emailAddress: 'E-mail address is not valid' } });
  });

  it('shows a 429 in words: the server\'s message, or the too-many-requests message when it sent none', async () => {
    expect(await postForm('contact', {}, answer(429, { message: MESSAGES.tooManyRequests }))).toEqual({ ok: false, message: MESSAGES.tooManyRequests, fieldErrors: {} });
    expect(await postForm('contact', {}, answer(429, 'Too Many Requests'))).toEqual({ ok: false, message: MESSAGES.tooManyRequests, fieldErrors: {} });
  });

  it('falls back to a try-again message for an answer without one, or no answer at all', async () => {
    expect(await postForm('contact', {}, answer(502, '<html>Bad gateway</html>'))).toEqual({ ok: false, message: MESSAGES.somethingWentWrongTryAgain, fieldErrors: {} });
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await postForm('contact', {}, offline)).toEqual({ ok: false, message: MESSAGES.somethingWentWrongTryAgain, fieldErrors: {} });
  });
});
