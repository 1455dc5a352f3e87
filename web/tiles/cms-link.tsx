// A link from the CMS: a site path navigates in the app, a #fragment stays on the page, and an external
// address opens safely (rel="noopener noreferrer"), in a new tab only when the editor asked, and says so.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isSitePath, type CmsLinkData } from './tile-fields';

interface CmsLinkProps {
  link: Pick<CmsLinkData, 'url' | 'openInNewTab'>;
  className?: string;
  children: ReactNode;
}

export function CmsLink({ link, className, children }: CmsLinkProps) {
  const newTab = link.openInNewTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null;
  const target = link.openInNewTab ? '_blank' : undefined;
  if (isSitePath(link.url)) {
    return (
      <Link to={link.url} className={className} target={target}>
        {children}
        {newTab}
      </Link>
    );
  }
  const external = /^https?:/i.test(link.url);
  return (
    <a href={link.url} className={className} target={target} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
      {newTab}
    </a>
  );
}

/** A CMS button's class: style 'button' is solid, any other an outline; colours follow the tile's tone. */
export function ctaClass(style: string | undefined, tone: 'dark' | 'light' | null): string {
  if (style === 'button') return tone === 'dark' ? 'btn btn--cream' : 'btn btn--primary';
  return tone === 'dark' ? 'btn btn--light' : 'btn btn--outline';
}
