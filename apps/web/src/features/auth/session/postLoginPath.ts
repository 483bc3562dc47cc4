export const DEFAULT_AFTER_LOGIN = '/pending-quotations';

/**
 * Where to go after signing in, read from `?next=`. Only same-app paths are accepted: an absolute or
 * protocol-relative URL (`//evil.example`) in a crafted link must not turn the login page into an open redirect.
 */
export function postLoginPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  const isAppPath = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  const isLoginPage = next === '/login' || next.startsWith('/login?');
  return isAppPath && !isLoginPage ? next : DEFAULT_AFTER_LOGIN;
}

/** The login URL that brings the user back to `pathname + search` afterwards. */
export function loginPathFor(pathname: string, search: string): string {
  // The bare root has nothing worth remembering: the default landing page is the better destination.
  if (pathname === '/' && !search) return '/login';
  return `/login?next=${encodeURIComponent(pathname + search)}`;
}
