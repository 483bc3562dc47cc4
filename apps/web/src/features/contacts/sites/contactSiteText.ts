import type { ContactSite } from '@freight/domain';

/** One line that tells sites apart in a list: '8 Nathan Road, Kowloon Bay, Hong Kong'. */
export function contactSiteText(site: ContactSite): string {
  return [site.address_line_1, site.city, site.country].filter(Boolean).join(', ');
}
