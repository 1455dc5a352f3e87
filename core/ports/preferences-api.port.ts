// Customer communication preferences, addressed by a customer guid (spec section 7, /api/exponea/*).
import type { ApiResult } from '../shared/api-result';
import { portToken } from '../shared/port-token';

export interface Interest {
  name: string;
  checked: boolean;
}

export interface CustomerPreferences {
  guid: string;
  firstName: string;
  phoneNumber: string;
  gender: string;
  favRestaurantCode: string;
  /** Epoch seconds, or null when not given. */
  birthDate: number | null;
  websiteSmsOptIn: boolean;
  interests: Interest[];
}

export interface PreferencesApiPort {
  /** An unknown guid is a failure (the spec: customer not found throws). */
  getCustomerPreferences(guid: string, attributes: string[]): Promise<ApiResult<CustomerPreferences>>;
  /** true when the API answered message 'Success'. */
  updateCustomerPreferences(preferences: CustomerPreferences): Promise<boolean>;
}

export const PreferencesApiToken = portToken<PreferencesApiPort>('PreferencesApiPort');
