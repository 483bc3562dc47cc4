/**
 * The pages that e-mailed links open while signed out (a password reset, an invitation), in one chunk: the
 * router then names one file for both, which keeps the login page's share of the router as small as with one
 * (e2e/specs/bundle-budget.spec.ts).
 */
export { ResetPasswordPage } from '../auth/password/ResetPasswordPage';
export { InvitationPage } from './InvitationPage';
