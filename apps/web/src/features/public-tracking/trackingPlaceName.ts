import type { PublicShipment } from '@freight/domain';
import { i18n } from '../../shared/i18n/i18n';
import type { Translate } from '../../shared/i18n/useT';

type Place = PublicShipment['origin'];

/** A country by its ISO code in the page's language; the code itself where the browser has no name for it. */
function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * A place of the route as the customer reads it: in English the name documents print ('DEHAM — Hamburg,
 * Germany'); in another language the country is named in it (the place keeps the lists' own name), and a code
 * the lists do not hold is said in it too.
 */
export function trackingPlaceName(place: Place, t: Translate): string {
  if (!place.code) return place.name || '—';
  if (!place.place) return t('publicTracking.unknownPlace', { code: place.code });
  const locale = i18n.locale || 'en';
  if (locale === 'en' || !place.country) return place.name;
  return t('publicTracking.placeName', {
    code: place.code,
    place: place.place,
    country: countryName(place.country, locale),
  });
}
