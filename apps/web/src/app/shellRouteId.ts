/** The route that renders the signed-in shell; the root shows navigation loaders only outside it. */
export const SHELL_ROUTE_ID = 'shell';
