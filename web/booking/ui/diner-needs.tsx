// Step three's "Anything we should know?" (issue 14, item 5): the party's needs as a disclosure, closed until
// the diner opens it (open by itself when some are already ticked), so the step is not a wall of boxes. Inside,
// three groups, each a fieldset with its legend: allergies (the 14 declarable allergens), diet, and access and
// family (a wheelchair space, step-free access, a high chair, room for a pram). Every box is a native checkbox
// inside its label, so the whole row is the target (48 px on the kiosk) and the keyboard works as anywhere.
// What can be ticked, the words and the order are core's (NEED_CHOICES, NEED_LABELS); the use-case keeps them.
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { hasNeeds, NEED_CHOICES, NEED_LABELS, type DinerNeeds, type NeedFlag, type NeedList } from '@tavola/core/booking';
import type { BookingStore } from '../booking.store';

export type NeedBox = { need: NeedList; value: string } | { need: NeedFlag; value: null };

/** The needs' groups, each box's need and value (the no-script steps' page posts them by these names). */
export const NEED_GROUPS: ReadonlyArray<{ key: string; legend: string; boxes: readonly NeedBox[] }> = [
  { key: 'allergens', legend: 'Allergies', boxes: NEED_CHOICES.allergens.map((value) => ({ need: 'allergens' as const, value })) },
  { key: 'diets', legend: 'Diet', boxes: NEED_CHOICES.diets.map((value) => ({ need: 'diets' as const, value })) },
  {
    key: 'access',
    legend: 'Access and family',
    boxes: [
      ...NEED_CHOICES.access.map((value) => ({ need: 'access' as const, value })),
      { need: 'highChair', value: null },
      { need: 'pram', value: null },
    ],
  },
];

export const DinerNeedsFields = observer(function DinerNeedsFields({ store }: { store: BookingStore }) {
  return <DinerNeedsChoices needs={store.snapshot.journey.needs} onChange={store.changeNeed} />;
});

/**
 * The disclosure itself, for any use-case that keeps needs (the journey's step three, the waitlist's "Notify
 * me"): the needs ticked and the command that ticks one.
 */
export function DinerNeedsChoices({
  needs,
  onChange,
  disabled = false,
}: {
  needs: DinerNeeds;
  onChange: (need: NeedList | NeedFlag, value: string | null, on: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  // Closed at first; open when the diner comes back to needs already ticked, then as the diner leaves it.
  const [open, setOpen] = useState(() => hasNeeds(needs));
  const ticked = (box: NeedBox) => (box.value === null ? needs[box.need] : (needs[box.need] as readonly string[]).includes(box.value));
  return (
    <details className="booking-needs" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <NeedsIntro id={id} />
      {NEED_GROUPS.map((group) => (
        <fieldset key={group.key} className="booking-fieldset booking-needs__group" aria-describedby={`${id}-about`}>
          <legend>{group.legend}</legend>
          <div className="booking-needs__choices">
            {group.boxes.map((box) => {
              const name = needName(box);
              return (
                <label key={name} className="booking-check booking-needs__choice">
                  <input
                    type="checkbox"
                    name={`needs-${box.need}`}
                    value={name}
                    checked={ticked(box)}
                    disabled={disabled}
                    onChange={(event) => onChange(box.need, box.value, event.target.checked)}
                  />
                  <span>{needLabel(box)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </details>
  );
}

/** A box's name and value in a form: its value, or the flag itself (highChair, pram). */
export function needName(box: NeedBox): string {
  return box.value ?? box.need;
}

export function needLabel(box: NeedBox): string {
  return NEED_LABELS[needName(box) as keyof typeof NEED_LABELS];
}

/** The disclosure's summary and what the restaurant is told. */
export function NeedsIntro({ id }: { id: string }) {
  return (
    <>
      <summary className="booking-needs__summary">
        Anything we should know?
        <span className="booking-needs__hint">Allergies, diet, access, a high chair or a pram</span>
      </summary>
      <p className="booking-hint" id={`${id}-about`}>
        We pass these to the restaurant with your booking. Tell us anything else in your special request.
      </p>
    </>
  );
}
