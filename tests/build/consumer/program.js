// The body of check.mjs and check.cjs: the packaging test writes each as its import lines (esm-imports.mjs or
// cjs-requires.cjs) followed by this, so both module systems run the same program.
async function main() {
  // Opening status: 2026-11-25 23:30 in London, open until midnight.
  const hours = { wednesdayOpen: '12:00', wednesdayClose: '00:00', thursdayOpen: '12:00', thursdayClose: '22:00' };
  const late = openingStatus(hours, [], Date.UTC(2026, 10, 25, 23, 30));

  const customer = validateBookingCustomer({
    firstName: 'Giulia', lastName: 'Rossi', email: 'not-an-address', phoneNumber: '', specialRequest: '',
    shouldReceivePromotions: false, shouldReceiveSms: false,
  });
  const application = validateJobApplication({ firstName: 'Gi0', emailAddress: 'gi@example.com' }, { cvRequired: false });
  const nearest = nearestLocations({ lat: 51.5154, lng: -0.1418 }, [
    { lat: 53.4808, lng: -2.2426, storeId: 'MANCHESTER' },
    { lat: 51.5114, lng: -0.1231, storeId: 'COVENT-GARDEN' },
  ]);

  // A whole booking, step one to thanks, over the in-memory ports of @tavola/adapters.
  const api = new InMemoryBookingApi(
    [{ storeId: 'TRATTORIA', occasions: [{ id: 'dinner', name: 'Dinner', minimumCovers: 1, maximumCovers: 8 }], times: ['18:00', '18:30'], coversPerTime: 6 }],
    { referencePrefix: 'PKG' },
  );
  const booking = createBookingUseCase(
    { booking: api, payments: new InMemoryPaymentsApi(), clock: new FixedClock(Date.UTC(2026, 10, 26, 10, 0)), analytics: { track() {} } },
    { restaurants: [{ storeId: 'TRATTORIA', title: 'Trattoria', lat: 51.5, lng: -0.12 }], storeId: 'TRATTORIA', date: '2026-11-27' },
  );
  const steps = [];
  booking.subscribe(() => {
    const step = booking.getSnapshot().currentStep;
    if (steps[steps.length - 1] !== step) steps.push(step);
  });
  await booking.start();
  const pastRefused = (await booking.chooseDate('2020-01-01')) === false;
  booking.changeCovers({ adults: 2, children: 0 });
  await booking.loadSlots();
  const unofferedRefused = booking.chooseTime('03:00') === false;
  booking.chooseTime('18:30');
  await booking.loadRequirements();
  const beforeDetails = booking.getSnapshot().blockers[3].map((blocker) => blocker.key);
  booking.changeCustomerField('firstName', 'Giulia');
  booking.changeCustomerField('lastName', 'Rossi');
  booking.changeCustomerField('email', 'giulia@example.com');
  await booking.submit();
  const done = booking.getSnapshot();

  console.log(JSON.stringify({
    opening: late.label,
    customer: customer.valid ? null : customer.errors,
    application: application.valid ? null : application.errors.slice(0, 2).map((error) => [error.field, error.key]),
    message: errorMessage(ErrorCode.RestaurantDisabled),
    nearest: nearest.map((location) => location.storeId),
    booking: {
      pastRefused,
      unofferedRefused,
      beforeDetails,
      steps,
      confirmation: done.confirmation,
      stored: api.bookings.length,
    },
  }));
}
main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
