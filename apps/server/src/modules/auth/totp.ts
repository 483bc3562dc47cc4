import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@freight/domain';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'ShipDesk';

function totpOf(secret: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation) in base32, as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function totpUrl(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The QR code of `url` as a PNG data URL, for an <img> on the settings screen. */
export function qrCodeDataUrl(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
}

/**
 * The time step a code belongs to, when it is right for now or one step either side; null otherwise. The
 * caller refuses a step that is not after the last one accepted, so a code works once.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}
