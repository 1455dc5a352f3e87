// The booking journey's panel: step one (restaurant, occasion, party, date), step two (the time, menus,
// areas, or the nearest restaurants with that time free), step three (the diner's details, opt-ins, the
// card guarantee) and the thanks screen, each in its own file (step-one.tsx … thanks.tsx). Every rule and
// message comes from the store's snapshot of core's booking use-case; the view only lays them out accessibly: labelled
// controls in fieldsets, the panel's message in a live region, aria-busy while a step loads, and focus
// moved to each step's heading when it opens.
//
// Two layouts (spec: 'Booking journey style: strip'): the panel shows every step in place (the book-now
// pages); the strip lays step one out as one row (the home page's booking band) and opens the later
// steps and the thanks screen in the booking modal. The group-booking form replaces the journey when the
// diner asks for it, and a restaurant with a live reservation widget (SevenRooms) books through that.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef } from 'react';
import { BOOKING } from '@tavola/core/constants';
import { Modal } from '../../layout/modal';
import { GroupBookingForm } from '../../tiles/group-booking-form';
import { useBookingLabels, useBookingSettings } from '../booking-settings';
import { apiGroupEnquirySender } from '../group-enquiry-sender';
import type { BookingStore } from '../booking.store';
import type { WaitlistStore } from '../waitlist.store';
import { HostedCardFormContext, type HostedCardForm } from './hosted-card-guarantee';
import { WaitlistContext } from './notify-me';
import { StepOne } from './step-one';
import { StepThree } from './step-three';
import { StepTwo } from './step-two';
import { Thanks } from './thanks';

export type BookingJourneyVariant = 'panel' | 'strip';

export interface BookingJourneyViewProps {
  store: BookingStore;
  /** 'panel' (every step in place) unless told; the home page's band is a 'strip'. */
  variant?: BookingJourneyVariant;
  /** Braintree's Hosted Fields for the card step (a site with a tokenization key); none keeps the site's own card fields. */
  cardForm?: HostedCardForm | null;
  /** "Notify me" where no table fits (the journey's own waitlist); none offers only the restaurants nearby. */
  waitlist?: WaitlistStore | null;
}
export const BookingJourneyView = observer(function BookingJourneyView({ store, variant = 'panel', cardForm = null, waitlist = null }: BookingJourneyViewProps) {
  const { journey, currentStep } = store.snapshot;
  if (journey.groupBooking.formShown) return <GroupBooking store={store} />;
  return (
    <WaitlistContext.Provider value={waitlist}>
    <HostedCardFormContext.Provider value={cardForm}>
      {variant === 'strip' ? (
        <StripJourney store={store} />
      ) : (
        <div className="booking-journey" data-step={currentStep}>
          <JourneySteps store={store} />
        </div>
      )}
    </HostedCardFormContext.Provider>
    </WaitlistContext.Provider>
  );
});

/** The step shown, its heading (focused when a step opens), the panel's message and the step itself. */
const JourneySteps = observer(function JourneySteps({ store }: { store: BookingStore }) {
  const id = useId();
  const { currentStep: step, liveWidgetId, confirmation } = store.snapshot;
  const labels = useBookingLabels();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // The heading of a step that opens takes focus (not on first render: the page's own focus is left alone).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const headingId = `${id}-heading`;
  return (
    <>
      {step === 'thanks' || (step === 1 && liveWidgetId !== null) ? null : (
        <p className="booking-journey__progress">
          Step {step} of {BOOKING.lastStep}
        </p>
      )}
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="booking-journey__heading">
        {step === 'thanks' ? (confirmation?.bookingType ? labels.requestSent : labels.stepTitles.thanks) : labels.stepTitles[step]}
      </h3>
      <PanelMessage store={store} />
      {step === 1 ? <StepOne store={store} labelledBy={headingId} /> : null}
      {step === 2 ? <StepTwo store={store} labelledBy={headingId} /> : null}
      {step === 3 ? <StepThree store={store} labelledBy={headingId} /> : null}
      {step === 'thanks' ? <Thanks store={store} /> : null}
    </>
  );
});

/** The booking panel's message (core's catalogue text, keyed by why it shows), announced politely. */
const PanelMessage = observer(function PanelMessage({ store }: { store: BookingStore }) {
  const { message } = store.snapshot;
  return (
    <div className="booking-journey__message" role="status" aria-live="polite" aria-atomic="true">
      {message ? (
        <p className="booking-journey__error" data-message={message.key}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
});

/**
 * The strip: step one as a row; steps two and three and the thanks screen in the booking modal, which
 * opens with focus on the step's heading. Closing the modal goes back to step one with the choices kept
 * (focus back on the control that opened it), or, once booked, starts a fresh journey (focus on the
 * strip's heading, since the journey that opened the modal is gone).
 */
const StripJourney = observer(function StripJourney({ store }: { store: BookingStore }) {
  const id = useId();
  const { currentStep: step, restaurant } = store.snapshot;
  const labels = useBookingLabels();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const startedAfresh = useRef(false);
  const open = step !== 1;
  const close = () => {
    startedAfresh.current = step === 'thanks';
    if (step === 'thanks') void store.reset();
    else store.goToStep(1);
  };
  const title = restaurant ? `Book a table at ${restaurant.title}` : 'Book a table';
  return (
    <div className="booking-journey booking-journey--strip" data-step={step}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="booking-journey__heading">
        {labels.stepTitles[1]}
      </h3>
      {open ? null : <PanelMessage store={store} />}
      <StepOne store={store} labelledBy={`${id}-heading`} foldCalendar />
      {open ? (
        <Modal
          title={title}
          onClose={close}
          className="modal--booking"
          closeLabel="Close booking"
          closeOnBackdrop={false}
          initialFocus=".booking-journey--modal .booking-journey__heading"
          returnFocus={() => (startedAfresh.current ? headingRef.current : null)}
        >
          <div className="booking-journey booking-journey--modal" data-step={step}>
            <JourneySteps store={store} />
          </div>
        </Modal>
      ) : null}
    </div>
  );
});

/** The group and events enquiry in place of the journey (core's groupBookingChosen): for parties above the limit or an event. */
const GroupBooking = observer(function GroupBooking({ store }: { store: BookingStore }) {
  const id = useId();
  const settings = useBookingSettings();
  // The front-end's sender; with settings but none given, the API's contact call (never the site's route,
  // which a kiosk or a partner's page does not have); with no settings at all, the form's own default.
  const sendEnquiry = useMemo(() => (settings ? (settings.sendGroupEnquiry ?? apiGroupEnquirySender(settings)) : undefined), [settings]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="booking-journey booking-journey--group" aria-labelledby={`${id}-heading`} role="region">
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="booking-journey__heading">
        Group and event enquiry
      </h3>
      <p className="booking-hint booking-hint--lead">
        For more than {BOOKING.maxCovers} guests, or a party, a wedding or a private event, our events team plans it with you.
      </p>
      <GroupBookingForm
        restaurants={store.snapshot.restaurants}
        presetStoreId={store.snapshot.journey.storeId ?? ''}
        tone={null}
        {...(sendEnquiry ? { sendEnquiry } : {})}
        {...(settings?.clock ? { clock: settings.clock } : {})}
      />
      <p className="booking-actions">
        <button type="button" className="btn btn--outline" onClick={() => store.closeGroupBooking()}>
          Back to table booking
        </button>
      </p>
    </div>
  );
});
