// A restaurant's own page (/restaurants/{city}/{slug}): who and where it is, whether it is open, the week's
// hours, what it offers, takeaway and delivery, its offers and menus, and the table booking (#booking: the
// booking journey with this restaurant chosen, where the Book Now button scrolls to).
import { Link, useLoaderData } from 'react-router-dom';
import type { LinkItem } from '@tavola/core/content';
import { BookingWidget } from '../tiles/booking-widget';
import type { RestaurantData } from '../page-data';
import { OpeningHoursTable, OpeningStatusBadge, SpecialHours } from './parts/opening-hours';
import { MenuCard } from './parts/menu-card';
import { OfferCard } from './parts/offer-card';
import { restaurantHref } from './parts/restaurant-card';
import { SmartLink } from './parts/smart-link';
import { StaticMap } from './parts/static-map';
import { useNow } from './parts/use-hydrated';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function RestaurantPage() {
  const { restaurant, offers, menus, cityName, nowMs, restaurants } = useLoaderData() as RestaurantData;
  const now = useNow(nowMs);
  const href = restaurantHref(restaurant);
  const [hero, ...tiles] = restaurant.heroTiles ?? [];
  const phone = text(restaurant.phone);
  const email = text(restaurant.email);
  const description = text(restaurant.description);
  const amenities = Array.isArray(restaurant.amenities) ? restaurant.amenities : [];
  const delivery: LinkItem[] = Array.isArray(restaurant.deliveryLinks) ? restaurant.deliveryLinks : [];
  const address = [text(restaurant.address), text(restaurant.postcode)].filter(Boolean).join(', ');

  return (
    <div className="page page--restaurant">
      <header className="page-hero page-hero--split on-dark">
        <div className="container page-hero__inner">
          <div className="page-hero__text">
            <p className="eyebrow eyebrow--light">
              <Link to={`/restaurants/${restaurant.city}`}>Italian restaurants in {cityName}</Link>
            </p>
            <h1 className="page-hero__title">{restaurant.title}</h1>
            {hero?.text ? <p className="page-hero__lead">{hero.text}</p> : null}
            <OpeningStatusBadge hours={restaurant} overrides={restaurant.overrides} nowMs={now} />
            <div className="page-hero__actions">
              <a className="btn btn--primary" href="#booking">
                Book a table
              </a>
              {menus.length > 0 ? (
                <a className="btn btn--light" href="#menus">
                  See the menus
                </a>
              ) : null}
            </div>
          </div>
          {hero ? (
            <img className="page-hero__image page-hero__image--whole" src={hero.image} alt={hero.title ?? `Casa Ventura ${restaurant.title}`} width={800} height={600} fetchPriority="high" />
          ) : null}
        </div>
      </header>

      <section className="section restaurant-info" aria-labelledby="visit-heading">
        <div className="container restaurant-info__grid">
          <div className="restaurant-info__contact">
            <h2 id="visit-heading">Visit us</h2>
            <address className="contact-list">
              <p>
                <span className="contact-list__label">Address</span>
                {address}
              </p>
              {phone ? (
                <p>
                  <span className="contact-list__label">Phone</span>
                  <a href={telHref(phone)}>{phone}</a>
                </p>
              ) : null}
              {email ? (
                <p>
                  <span className="contact-list__label">E-mail</span>
                  <a href={`mailto:${email}`}>{email}</a>
                </p>
              ) : null}
            </address>
            <StaticMap place={{ lat: restaurant.lat, lng: restaurant.lng, title: restaurant.title }} />
          </div>
          <div className="restaurant-info__hours">
            <h2 id="hours-heading">Opening hours</h2>
            <OpeningStatusBadge hours={restaurant} overrides={restaurant.overrides} nowMs={now} />
            <OpeningHoursTable hours={restaurant} clickCollect={restaurant.clickCollect === true} nowMs={now} caption={`Opening hours of ${restaurant.title}`} />
            <SpecialHours overrides={restaurant.overrides} nowMs={now} />
          </div>
        </div>
      </section>

      {description || amenities.length > 0 ? (
        <section className="section section--paper" aria-labelledby="about-heading">
          <div className="container restaurant-about">
            <div>
              <h2 id="about-heading">About {restaurant.title}</h2>
              {description ? <p className="lead">{description}</p> : null}
            </div>
            {amenities.length > 0 ? (
              <div>
                <h3>Facilities</h3>
                <ul className="amenities">
                  {amenities.map((amenity) => (
                    <li key={amenity}>{amenity}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      {restaurant.clickCollect || delivery.length > 0 ? (
        <section className="section takeaway" aria-labelledby="takeaway-heading">
          <div className="container">
            <h2 id="takeaway-heading">Takeaway and delivery</h2>
            <div className="takeaway__grid">
              {restaurant.clickCollect ? (
                <div className="takeaway__card">
                  <h3>Click &amp; collect</h3>
                  <p>Order ahead and pick up your pizza and pasta hot from the kitchen.</p>
                  <OpeningStatusBadge hours={restaurant} overrides={restaurant.overrides} nowMs={now} variant="click-collect" label="Click & collect" />
                  {phone ? (
                    <a className="btn btn--secondary" href={telHref(phone)}>
                      Call to order for collection
                    </a>
                  ) : null}
                </div>
              ) : null}
              {delivery.length > 0 ? (
                <div className="takeaway__card">
                  <h3>Delivered to your door</h3>
                  <p>Order {restaurant.title}&apos;s menu through our delivery partners.</p>
                  <ul className="delivery-links">
                    {delivery.map((link) => (
                      <li key={link.url}>
                        <SmartLink link={link} className={`btn btn--outline delivery-links__link${link.style ? ` delivery-links__link--${link.style}` : ''}`} />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </div>
        </section>
      ) : null}

      {tiles.length > 0 ? (
        <section className="section section--paper" aria-labelledby="highlights-heading">
          <div className="container">
            <h2 id="highlights-heading">At {restaurant.title}</h2>
            <ul className="hero-tiles">
              {tiles.map((tile) => (
                <li key={tile.image + (tile.title ?? '')} className="hero-tile">
                  <img className="hero-tile__image" src={tile.image} alt="" width={640} height={420} loading="lazy" decoding="async" />
                  <div className="hero-tile__body">
                    {tile.title ? <h3 className="hero-tile__title">{tile.title}</h3> : null}
                    {tile.text ? <p>{tile.text}</p> : null}
                    {tile.link ? <SmartLink link={tile.link} className="hero-tile__link" /> : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {offers.length > 0 ? (
        <section className="section offers-band on-dark" aria-labelledby="offers-heading">
          <div className="container">
            <h2 id="offers-heading">Offers at {restaurant.title}</h2>
            <ul className="card-grid">
              {offers.map((offer) => (
                <OfferCard key={offer.id} offer={offer} cta="Get the voucher" />
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {menus.length > 0 ? (
        <section className="section" id="menus" aria-labelledby="menus-heading">
          <div className="container">
            <h2 id="menus-heading">Menus</h2>
            <ul className="card-grid">
              {menus.map((menu) => (
                <MenuCard key={menu.id} menu={menu} to={`${href}/menu/${menu.id}`} headingLevel={3} cta="See the menu" nameSuffix />
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="section booking-band" id="booking" aria-labelledby="booking-heading">
        <div className="container container--narrow booking-band__inner">
          <h2 id="booking-heading">Book a table</h2>
          <p className="lead">
            Choose a date, a time and how many are coming, and we will keep a table for you at {restaurant.title}.
          </p>
          <BookingWidget restaurants={restaurants} preselectedStoreId={restaurant.storeId} />
          <div className="booking-band__actions">
            <Link className="btn btn--outline" to={`${href}/book-now`}>
              Open the booking page<span className="visually-hidden"> for {restaurant.title}</span>
            </Link>
            {phone ? (
              <a className="btn btn--outline" href={telHref(phone)}>
                Call {phone}
              </a>
            ) : null}
          </div>
        </div>
      </section>
    </div>
  );
}
