// Which calls need a captcha token and for which action (issue 13, item 2): the API enforces this table and
// the browser's HTTP client reads it, so both name the same action for the same call.
import { CAPTCHA_ACTIONS, CAPTCHA_FORMS, captchaActionOf } from './constants';

describe('captchaActionOf', () => {
  it.each([
    ['/api/signup', CAPTCHA_ACTIONS.signUp],
    ['/api/contact/sendemail', CAPTCHA_ACTIONS.contact],
    ['/api/contact/group-booking', CAPTCHA_ACTIONS.groupEnquiry],
    ['/api/offer/getcode', CAPTCHA_ACTIONS.voucher],
    ['/api/jobs/application', CAPTCHA_ACTIONS.jobApplication],
    ['/api/booking/create/CV001', CAPTCHA_ACTIONS.booking],
    ['/api/booking/events/CV001', CAPTCHA_ACTIONS.booking],
    ['/api/booking/enquiry/CV001', CAPTCHA_ACTIONS.booking],
    ['/api/booking/waitlist', CAPTCHA_ACTIONS.waitlist],
  ])('given POST %s, then its action is %s', (path, action) => {
    expect(captchaActionOf('POST', path)).toBe(action);
  });

  it.each([
    ['GET', '/api/signup'],
    ['POST', '/api/booking/availability'],
    ['POST', '/api/booking/create/CV001/extra'],
    ['POST', '/api/token'],
    ['POST', '/api/booking/waitlist/hold/abc/claim'],
    ['GET', '/api/booking/waitlist/hold/abc'],
  ])('given %s %s, then no captcha', (method, path) => {
    expect(captchaActionOf(method, path)).toBeNull();
  });

  it('given the site’s form routes, then each names the action of the API call it makes', () => {
    expect(CAPTCHA_FORMS).toEqual({ 'sign-up': 'sign_up', contact: 'contact', 'group-booking': 'group_enquiry', voucher: 'voucher', 'job-application': 'job_application' });
  });
});
