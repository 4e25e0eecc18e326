/**
 * MUI links and buttons with an `href` navigate through react-router for in-app paths
 * (no page reload) and stay plain anchors for external, mail and server-served paths.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';

/** Paths the Rust server answers (files, invoices, sitemap): never routed by the SPA. */
const SERVER_PREFIXES = ['/api/', '/sf/', '/uploads/', '/candidates/', '/pdf/', '/sitemap.xml', '/robots.txt', '/emploi/feed', '/feeds/'];

export function isInAppHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  return !SERVER_PREFIXES.some((prefix) => href.startsWith(prefix));
}

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

export const LinkBehavior = forwardRef<HTMLAnchorElement, Props>(function LinkBehavior({ href = '', ...rest }, ref) {
  if (isInAppHref(href)) return <RouterLink ref={ref} to={href} {...rest} />;
  const external = /^https?:\/\//.test(href);
  return <a ref={ref} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
});
