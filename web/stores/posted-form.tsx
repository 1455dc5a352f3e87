// A form posted without JavaScript (server/site/page-forms.ts): the page answers the post by rendering
// itself again with this record, so the form shows what was typed with its errors by field, or its
// confirmation in its place. Every page form names itself in a hidden field, and posts to the page's own
// address; with JavaScript the form's own submit handler sends JSON instead, and this is never set.
import { useInRouterContext, useLocation } from 'react-router-dom';
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

/** What a page form needs to post without JavaScript: to the page's own address. Nothing outside the site's router (the kiosk, the widget). */
export function usePageFormTarget(): { method?: 'post'; action?: string } {
  return useInRouterContext() ? PageTarget() : {};
}

// Called only inside a router, the same for the whole life of the form that calls usePageFormTarget.
function PageTarget(): { method: 'post'; action: string } {
  const { pathname, search } = useLocation();
  return { method: 'post', action: `${pathname}${search}` };
}

export function FormNameField({ form }: { form: string }) {
  return <input type="hidden" name={FORM_NAME_FIELD} value={form} />;
}
