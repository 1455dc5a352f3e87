// A link from the CMS settings (masthead, footer, banner, popup): site paths go through the router,
// http(s), mailto and tel are plain links, and anything else (javascript:, data:) is shown as text only.
// A navigation menu's link says which is the current page (aria-current="page") by comparing its path with
// the location's, as react-router's NavLink does, without NavLink's second path resolution and render props
// per link (the home page renders over a hundred links: see docs/site.md).
import type { MouseEventHandler, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { LinkItem } from '@tavola/core/content';
import { isSitePath } from '@tavola/core/navigation';

export type LinkKind = 'internal' | 'external' | 'unsafe';

export function linkKind(url: string | undefined): LinkKind {
  if (typeof url !== 'string') return 'unsafe';
  if (isSitePath(url)) return 'internal';
  if (/^(https?:\/\/[^\s/\\]|mailto:|tel:)/i.test(url)) return 'external';
  return 'unsafe';
}

export interface SiteLinkProps {
  link: LinkItem;
  className?: string;
  /** Marks the current page with aria-current (navigation menus). */
  nav?: boolean;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export function SiteLink({ link, className, nav = false, children, onClick }: SiteLinkProps) {
  const content = children ?? link.text;
  const kind = linkKind(link.url);
  if (kind === 'unsafe') return <span className={className}>{content}</span>;

  const newTab = link.openInNewTab === true;
  const newTabProps = newTab ? { target: '_blank', rel: 'noopener' } : {};
  const label = (
    <>
      {content}
      {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </>
  );
  if (kind === 'external') {
    return (
      <a href={link.url} className={className} onClick={onClick} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {label}
      </a>
    );
  }
  if (nav) {
    return (
      <NavMenuLink to={link.url} className={className} onClick={onClick} {...newTabProps}>
        {label}
      </NavMenuLink>
    );
  }
  return (
    <Link to={link.url} className={className} onClick={onClick} {...newTabProps}>
      {label}
    </Link>
  );
}

/**
 * Whether a menu link to `to` marks the page at `locationPathname` as current: NavLink's rule, case-insensitive,
 * on the link's path (its query and hash left out): the same path, or a page below it ('/restaurants' for
 * '/restaurants/london'); the home link '/' only on the home page.
 */
export function isCurrentPath(locationPathname: string, to: string): boolean {
  const cut = to.search(/[?#]/);
  const linkPath = (cut === -1 ? to : to.slice(0, cut)).toLowerCase() || '/';
  const location = locationPathname.toLowerCase();
  if (location === linkPath) return true;
  if (linkPath === '/' && to === '/') return false;
  const end = linkPath !== '/' && linkPath.endsWith('/') ? linkPath.length - 1 : linkPath.length;
  return location.startsWith(linkPath) && location.charAt(end) === '/';
}

function NavMenuLink({ to, className, ...rest }: { to: string; className?: string; children: ReactNode; onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  const current = isCurrentPath(useLocation().pathname, to);
  return <Link to={to} className={current ? (className ? `${className} active` : 'active') : className} aria-current={current ? 'page' : undefined} {...rest} />;
}
