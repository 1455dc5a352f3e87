// A link from the CMS settings (masthead, footer, banner, popup): site paths go through the router,
// http(s), mailto and tel are plain links, and anything else (javascript:, data:) is shown as text only.
import type { MouseEventHandler, ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
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
      <NavLink to={link.url} className={className} onClick={onClick} end={link.url === '/'} {...newTabProps}>
        {label}
      </NavLink>
    );
  }
  return (
    <Link to={link.url} className={className} onClick={onClick} {...newTabProps}>
      {label}
    </Link>
  );
}
