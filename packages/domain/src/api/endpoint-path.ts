// Without zod, so the web's API client (on the login page) does not download the schema library.

/** Fills `:name` placeholders from `params` (URI-encoded); throws when one is missing. */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
