// A form tile: the CMS names the form by formType. Sign-up, contact and group-booking are forms here;
// 'booking' is the booking band (the #booking anchor). A form type the site does not know renders nothing.
import type { ContactType } from '@tavola/core/ports';
import { BookingTile } from './booking-tile';
import { ContactForm } from './contact-form';
import { GroupBookingForm } from './group-booking-form';
import { SignUpForm } from './sign-up-form';
import { TileFrame, TileHeading, TileIntro, containerClass, headingIdOf, tileLook, type TileProps } from './tile-frame';
import { listOf, text } from './tile-fields';

function contactTypesOf(value: unknown): ContactType[] {
  return listOf(value, (item) => {
    const entry = (item ?? {}) as Record<string, unknown>;
    return typeof entry.id === 'string' && typeof entry.name === 'string' ? { id: entry.id, name: entry.name } : null;
  });
}

export function FormTile(props: TileProps) {
  const { tile, data, isPageHeading, anchor } = props;
  const formType = text(tile.formType);
  if (formType === 'booking') return <BookingTile {...props} />;
  if (formType !== 'sign-up' && formType !== 'contact' && formType !== 'group-booking') return null;
  const look = tileLook(tile);
  const restaurants = data.restaurants ?? [];
  return (
    <TileFrame tile={tile} look={look} anchor={anchor} labelledBy={headingIdOf(tile)} className={`form-tile form-tile--${formType}`}>
      <div className={`${containerClass(tile)} form-tile__inner`}>
        <div className="form-tile__intro">
          <TileHeading tile={tile} isPageHeading={isPageHeading} />
          <TileIntro tile={tile} />
        </div>
        <div className="form-tile__form">
          {formType === 'sign-up' && <SignUpForm restaurants={restaurants} tone={look.tone} />}
          {formType === 'contact' && <ContactForm contactTypes={contactTypesOf(tile.contactTypes)} restaurants={restaurants} tone={look.tone} />}
          {formType === 'group-booking' && <GroupBookingForm restaurants={restaurants} presetStoreId={text(tile.presetStoreId)} tone={look.tone} />}
        </div>
      </div>
    </TileFrame>
  );
}
