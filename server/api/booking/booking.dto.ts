// Request shapes of the booking calls (spec section 7). Query values arrive as text and are checked as
// text here; customer details reuse core's BookingCustomerDto, so the site and the API agree.
import { IsArray, IsInt, IsNotEmptyObject, IsObject, IsNumber, IsOptional, IsString, Matches, Max, Min, ValidateNested, IsDefined, ArrayMaxSize, ArrayMinSize, MaxLength } from 'class-validator';
import { BOOKING, LOCATIONS } from '@tavola/core/constants';
import type { DinerNeeds } from '@tavola/core/booking';
import { BookingCustomerDto } from '@tavola/core/dto';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const COUNT = /^\d{1,2}$/;
const ID = /^[A-Za-z0-9_.:-]{1,64}$/;

export class DateQueryDto {
  @Matches(DATE, { message: 'invalid' })
  date!: string;
}

export class CoversQueryDto {
  @Matches(ID, { message: 'invalid' })
  occasionId!: string;

  @Matches(COUNT, { message: 'invalid' })
  children!: string;

  @Matches(COUNT, { message: 'invalid' })
  adults!: string;
}

/** The availability calendar's month: the party, and an occasion when one is chosen. */
export class CalendarQueryDto {
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'invalid' })
  month!: string;

  @IsOptional()
  @Matches(ID, { message: 'invalid' })
  occasionId?: string;

  @Matches(COUNT, { message: 'invalid' })
  children!: string;

  @Matches(COUNT, { message: 'invalid' })
  adults!: string;
}

export class AreasQueryDto extends CoversQueryDto {
  @Matches(DATE, { message: 'invalid' })
  dates!: string;
}

export class MenusQueryDto extends AreasQueryDto {
  @IsOptional()
  @Matches(TIME, { message: 'invalid' })
  time?: string;
}

export class SlotsQueryDto extends AreasQueryDto {
  /** Comma-separated menu ids; empty when the occasion has no menu. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_.:,-]{0,400}$/, { message: 'invalid' })
  menuIds?: string;

  /** An area id, or 'null' when none is chosen. */
  @IsOptional()
  @Matches(ID, { message: 'invalid' })
  areaId?: string;
}

export class RequirementsQueryDto extends CoversQueryDto {
  @Matches(DATE, { message: 'invalid' })
  bookingDate!: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_.:-]{0,64}$/, { message: 'invalid' })
  menuId?: string;

  @Matches(TIME, { message: 'invalid' })
  time!: string;

  @IsOptional()
  @Matches(ID, { message: 'invalid' })
  areaId?: string;
}

export class AvailabilityStoreDto {
  @IsString({ message: 'invalid' })
  @Matches(ID, { message: 'invalid' })
  storeId!: string;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'invalid' })
  @Min(0, { message: 'outOfRange' })
  @Max(LOCATIONS.maxDistanceMiles, { message: 'outOfRange' })
  miles!: number;
}

export class AvailabilityRequestDto {
  @IsArray({ message: 'invalid' })
  @ArrayMinSize(1, { message: 'required' })
  @ArrayMaxSize(LOCATIONS.maxShown, { message: 'tooLong' })
  @ValidateNested({ each: true })
  stores!: AvailabilityStoreDto[];

  @IsString({ message: 'invalid' })
  @Matches(DATE, { message: 'invalid' })
  date!: string;

  @IsInt({ message: 'invalid' })
  @Min(0, { message: 'outOfRange' })
  @Max(BOOKING.maxCovers, { message: 'outOfRange' })
  adultCovers!: number;

  @IsInt({ message: 'invalid' })
  @Min(0, { message: 'outOfRange' })
  @Max(BOOKING.maxCovers, { message: 'outOfRange' })
  childrenCovers!: number;
}

export class CreateBookingDataDto {
  @IsString({ message: 'invalid' })
  @Matches(ID, { message: 'invalid' })
  occasionId!: string;

  @IsInt({ message: 'invalid' })
  @Min(0, { message: 'outOfRange' })
  @Max(BOOKING.maxCovers, { message: 'outOfRange' })
  adultCovers!: number;

  @IsInt({ message: 'invalid' })
  @Min(0, { message: 'outOfRange' })
  @Max(BOOKING.maxCovers, { message: 'outOfRange' })
  childCovers!: number;

  /** 'YYYY-MM-DDTHH:mm:ss', the restaurant's local time. */
  @IsString({ message: 'invalid' })
  @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, { message: 'invalid' })
  diningDateTime!: string;

  @IsString({ message: 'invalid' })
  @Matches(TIME, { message: 'invalid' })
  bookingTime!: string;

  @IsOptional()
  @IsString({ message: 'invalid' })
  @MaxLength(64, { message: 'tooLong' })
  menuId!: string | null;

  @IsOptional()
  @IsString({ message: 'invalid' })
  @MaxLength(64, { message: 'tooLong' })
  areaId!: string | null;

  @IsDefined({ message: 'required' })
  @IsNotEmptyObject({ nullable: false }, { message: 'required' })
  @ValidateNested()
  customer!: BookingCustomerDto;

  @IsOptional()
  @IsString({ message: 'invalid' })
  @MaxLength(100, { message: 'tooLong' })
  braintreeCustomerId?: string | null;

  /**
   * The party's needs (issue 14, item 5), when any were ticked. Only its shape is judged here; what is in
   * it is core's dinerNeedsProblem, which names the exact field (data.needs.allergens[2]).
   */
  @IsOptional()
  @IsObject({ message: 'invalid' })
  needs?: DinerNeeds | null;
}

export class CreateBookingRequestDto {
  @IsDefined({ message: 'required' })
  @ValidateNested()
  data!: CreateBookingDataDto;
}

/** Builds nested instances so class-validator checks them (core has no class-transformer). */
export function buildCreateBookingRequest(input: Record<string, unknown>): CreateBookingRequestDto {
  const request = Object.assign(new CreateBookingRequestDto(), input);
  const data = input.data;
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    const built = Object.assign(new CreateBookingDataDto(), data);
    const customer = (data as Record<string, unknown>).customer;
    if (customer !== null && typeof customer === 'object' && !Array.isArray(customer)) {
      built.customer = Object.assign(new BookingCustomerDto(), customer);
    }
    request.data = built;
  }
  return request;
}

export function buildAvailabilityRequest(input: Record<string, unknown>): AvailabilityRequestDto {
  const request = Object.assign(new AvailabilityRequestDto(), input);
  if (Array.isArray(input.stores)) {
    request.stores = input.stores.map((store) =>
      store !== null && typeof store === 'object' ? Object.assign(new AvailabilityStoreDto(), store) : store,
    );
  }
  return request;
}

