// A form posted without JavaScript (server/site/page-forms.ts): the page answers the post by rendering
// itself again with this record, so the form shows what was typed with its errors by field, or its
// confirmation in its place. Every page form names itself in a hidden field, and posts to the page's own
// address; with JavaScript the form's own submit handler sends JSON instead, and this is never set.
import { createContext, useContext, type ReactNode } from 'react';
import { useOptionalStores } from './store-context';

/** The hidden field naming the form a page post is for (core's form names: 'contact', 'sign-up', ...). */
export const FORM_NAME_FIELD = '_form';

export interface PostedForm {
  form: string;
  /** What was typed, by the form's own field names (never a file). */
  values: Record<string, string | boolean>;
  ok: boolean;
  /** The answer in words: the thank-you, or what went wrong. */
  message: string | null;
  reference: string | null;
  /** Messages by the form's own field names. */
  fieldErrors: Record<string, string>;
}

/** The page's posted form when it is `form`, else null (always null with JavaScript). */
export function usePostedForm(form: string): PostedForm | null {
  const posted = useOptionalStores()?.posted ?? null;
  return posted?.form === form ? posted : null;
}

/**
 * The address of the page a form is on, which a page form posts to without JavaScript. The site's layout
 * provides it from its router (PageFormAddress in web/layout/site-layout.tsx); the kiosk and the widget have
 * none, so their forms have no method or action. A context rather than the router's own hooks, so the shared
 * forms (the group enquiry inside the booking journey) carry no router into the kiosk's or widget's bundle.
 */
const PageAddressContext = createContext<string | null>(null);

export function PageFormAddressProvider({ address, children }: { address: string; children: ReactNode }) {
  return <PageAddressContext.Provider value={address}>{children}</PageAddressContext.Provider>;
}

/** What a page form needs to post without JavaScript: to the page's own address. Nothing outside the site (the kiosk, the widget). */
export function usePageFormTarget(): { method?: 'post'; action?: string } {
  const address = useContext(PageAddressContext);
  return address === null ? {} : { method: 'post', action: address };
}

export function FormNameField({ form }: { form: string }) {
  return <input type="hidden" name={FORM_NAME_FIELD} value={form} />;
}
