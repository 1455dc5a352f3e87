// The waitlist's "Notify me" as a class-validator DTO, generated from core/booking's WAITLIST_JOIN_SCHEMA.
import { WAITLIST_JOIN_SCHEMA, type WaitlistJoinRequest } from '../booking/waitlist';
import { dtoFromSchema } from './schema-dto';

export const WaitlistJoinDto = dtoFromSchema('WaitlistJoinDto', WAITLIST_JOIN_SCHEMA);
export type WaitlistJoinDto = WaitlistJoinRequest;
