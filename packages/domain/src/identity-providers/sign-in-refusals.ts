// Without zod: the login page shows these when a single sign-on comes back refused, and it does not download
// the schema library.

/** Why a sign-in through an identity provider was refused, as the callback names it in `/login?sso_error=`. */
export const SSO_REFUSALS = {
  unknown_account:
    'No ShipDesk account matches this sign-in. Ask an administrator to invite you, or sign in with your password.',
  unverified_email:
    'Your identity provider has not verified this e-mail address, so it cannot be matched to a ShipDesk account.',
  domain_not_allowed: 'Accounts of this e-mail domain may not sign in with this provider.',
  deactivated: 'Account is deactivated',
  too_many_attempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  failed: 'The sign-in with your identity provider could not be completed. Please try again.',
  unavailable: 'This sign-in provider is not available.',
} as const;
export type SsoRefusal = keyof typeof SSO_REFUSALS;

/** The message for an `sso_error` code; unknown codes read as a failed sign-in. */
export function ssoRefusalMessage(code: string): string {
  return code in SSO_REFUSALS ? SSO_REFUSALS[code as SsoRefusal] : SSO_REFUSALS.failed;
}
