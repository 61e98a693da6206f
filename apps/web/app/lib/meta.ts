import { PRODUCT_NAME } from './site';

/** Title and description for a route's `meta` export. */
export function pageMeta(title: string, description: string) {
  const fullTitle = title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
  ];
}
