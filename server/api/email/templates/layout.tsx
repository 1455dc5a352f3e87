// The one look every e-mail shares (react-email components: tables and inline styles that mail clients
// show alike): the brand's band with its logo, a heading, the message, the restaurant's address, phone and
// directions when the e-mail is about a visit, and a foot that, on a marketing e-mail only, says how to
// unsubscribe or change what is sent. The text part is made from the same markup (render-email.tsx).
import type { CSSProperties, ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MarketingLinks } from '../unsubscribe';
import type { Brand } from './brand';

const FONT = "Georgia, 'Times New Roman', serif";
const paragraph: CSSProperties = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', color: '#222222' };
const small: CSSProperties = { fontSize: '13px', lineHeight: '20px', margin: '0 0 8px', color: '#555555' };

/** Where the e-mail's visit takes place: shown under the message with a tel: link and directions on the site. */
export interface RestaurantPlace {
  name: string;
  address: string;
  phone: string;
  /** The restaurant's page on the site (opening hours, map and directions), absolute. */
  directionsUrl: string;
}

export interface EmailLayoutProps {
  brand: Brand;
  /** The line an inbox shows after the subject. */
  preview: string;
  heading: string;
  restaurant?: RestaurantPlace;
  /** A marketing e-mail's links; a transactional e-mail has none and shows no unsubscribe. */
  marketing?: MarketingLinks;
  children: ReactNode;
}

export function EmailLayout({ brand, preview, heading, restaurant, marketing, children }: EmailLayoutProps) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: brand.colours.background, fontFamily: FONT, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '600px', backgroundColor: '#ffffff' }}>
          <Section style={{ backgroundColor: brand.colours.primary, padding: '20px 24px' }}>
            <Link href={`${brand.baseUrl}/`} style={{ color: '#ffffff', fontSize: '24px', textDecoration: 'none' }}>
              {brand.logoUrl ? <Img src={brand.logoUrl} alt="" height="40" style={{ display: 'inline-block', verticalAlign: 'middle', marginRight: '12px' }} /> : null}
              {brand.siteName}
            </Link>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Heading as="h1" style={{ color: brand.colours.accent, fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          {restaurant ? <RestaurantDetails brand={brand} place={restaurant} /> : null}
          <Section style={{ padding: '0 24px 24px' }}>
            <Hr style={{ borderColor: '#e5ddd0', margin: '0 0 16px' }} />
            <Text style={small}>
              With best wishes, the {brand.siteName} team · <Link href={`${brand.baseUrl}/`} style={{ color: brand.colours.accent }}>{brand.baseUrl.replace(/^https?:\/\//, '')}</Link>
            </Text>
            {marketing ? (
              <Text style={small}>
                You receive this because you asked to hear from {brand.siteName}.{' '}
                <Link href={marketing.unsubscribeUrl} style={{ color: brand.colours.accent }}>Unsubscribe</Link>
                {' · '}
                <Link href={marketing.preferencesUrl} style={{ color: brand.colours.accent }}>Change what we send you</Link>
              </Text>
            ) : null}
            {brand.legalAddress ? <Text style={small}>{brand.legalAddress}</Text> : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function RestaurantDetails({ brand, place }: { brand: Brand; place: RestaurantPlace }) {
  return (
    <Section style={{ padding: '0 24px 8px' }}>
      <Heading as="h2" style={{ color: brand.colours.accent, fontSize: '18px', margin: '0 0 8px' }}>
        {place.name}
      </Heading>
      {place.address ? <Text style={{ ...paragraph, margin: '0 0 4px' }}>{place.address}</Text> : null}
      {place.phone ? (
        <Text style={{ ...paragraph, margin: '0 0 4px' }}>
          Phone: <Link href={`tel:${place.phone.replace(/[^\d+]/g, '')}`} style={{ color: brand.colours.accent }}>{place.phone}</Link>
        </Text>
      ) : null}
      <Text style={paragraph}>
        <Link href={place.directionsUrl} style={{ color: brand.colours.accent }}>Opening hours and directions</Link>
      </Text>
    </Section>
  );
}

/** A paragraph of the message. */
export function Para({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** Text someone typed (a message, a note), its line breaks kept in both parts; React escapes it. */
export function TypedText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <Text style={{ ...paragraph, backgroundColor: '#faf7f2', padding: '12px 16px' }}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}

/** Label: value lines (a booking's reference, date, party), leaving out the empty ones. */
export function Details({ rows }: { rows: Array<[string, string | number | null | undefined]> }) {
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '');
  return (
    <Text style={{ ...paragraph, backgroundColor: '#faf7f2', padding: '12px 16px' }}>
      {shown.map(([label, value], index) => (
        <span key={label}>
          {index > 0 ? <br /> : null}
          <strong>{label}:</strong> {String(value)}
        </span>
      ))}
    </Text>
  );
}

/** The e-mail's one call to action, in the brand's colour; its address follows it in the text part. */
export function ActionButton({ brand, href, children }: { brand: Brand; href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={href} style={{ backgroundColor: brand.colours.primary, color: '#ffffff', padding: '12px 20px', fontSize: '16px', borderRadius: '4px' }}>
        {children}
      </Button>
    </Section>
  );
}
