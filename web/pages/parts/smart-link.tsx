// A content-managed link: paths on this site navigate in the app, other addresses open as plain links
// (in a new tab when the CMS says so, without handing the new page a reference back to this one).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LinkItem } from '@tavola/core/content';

export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

interface Props {
  link: LinkItem;
  className?: string;
  children?: ReactNode;
}

export function SmartLink({ link, className, children }: Props) {
  const content = children ?? link.text;
  if (isSitePath(link.url) && !link.openInNewTab) {
    return (
      <Link to={link.url} className={className}>
        {content}
      </Link>
    );
  }
  return link.openInNewTab ? (
    <a href={link.url} className={className} target="_blank" rel="noopener noreferrer">
      {content}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    <a href={link.url} className={className}>
      {content}
    </a>
  );
}
