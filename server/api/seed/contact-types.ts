// The subjects offered on the contact form (/api/contact/contactTypes) and the inbox each goes to.
import type { SeedContactType } from './seed.types';

export const contactTypes: SeedContactType[] = [
  {
    id: 'general-enquiry',
    name: 'General enquiry',
    description: 'Anything else: opening hours, accessibility, gift cards or a question about a visit.',
    routeTo: 'hello@casaventura.example',
  },
  {
    id: 'feedback',
    name: 'Feedback about a visit',
    description: 'Tell us what we did well, or what we should put right.',
    routeTo: 'customerservices@casaventura.example',
  },
  {
    id: 'lost-property',
    name: 'Lost property',
    description: 'Left something behind? Tell us the restaurant, date and what you lost.',
    routeTo: 'customerservices@casaventura.example',
  },
  {
    id: 'group-and-events',
    name: 'Groups and events',
    description: 'Parties of more than 15, private dining and celebrations.',
    routeTo: 'events@casaventura.example',
  },
  {
    id: 'press',
    name: 'Press and media',
    description: 'Journalists, photographers and partnership requests.',
    routeTo: 'press@casaventura.example',
  },
  {
    id: 'allergen-question',
    name: 'Allergen question',
    description: 'A question about allergens or ingredients in a dish; our food team will reply.',
    routeTo: 'food@casaventura.example',
  },
];
