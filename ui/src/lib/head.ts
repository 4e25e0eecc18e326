/**
 * Sets the document title and meta description of a page on the client. The server also
 * writes the head of public pages (design.md, "Being found"); this keeps them right while
 * the user navigates inside the single-page app.
 */
import { useEffect } from 'react';

export const SITE_NAME = 'Ensemblier';

export interface PageMeta {
  title: string;
  description: string;
}

export function documentTitle(title: string): string {
  return title === SITE_NAME || title.endsWith(`| ${SITE_NAME}`) ? title : `${title} | ${SITE_NAME}`;
}

function metaDescription(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    document.title = documentTitle(title);
    metaDescription().content = description;
  }, [title, description]);
}
