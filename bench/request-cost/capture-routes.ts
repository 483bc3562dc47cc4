import { type CapturedStatement, captureStatements } from './capture';
import { MEASURED_ROUTES, type MeasuredRoute, type RouteIds } from './routes';

export interface CapturedRoute {
  route: MeasuredRoute;
  /** Path and query on the ShipDesk server. */
  path: string;
  statements: CapturedStatement[];
}

async function get(baseUrl: string, path: string, cookie?: string): Promise<string> {
  const res = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  const body = await res.text();
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${body}`);
  return body;
}

/**
 * One route's statements as the running server (in this process) sends them for one request, taken after
 * `warmUps` calls so that what is recorded is a steady state (the session known, a first-use row made) and
 * not a first call.
 */
export async function captureRoute(
  baseUrl: string,
  cookie: string,
  route: MeasuredRoute,
  ids: RouteIds,
  warmUps = 2,
): Promise<CapturedRoute> {
  const path = route.path(ids);
  const session = route.public ? undefined : cookie;
  for (let i = 0; i < warmUps; i++) await get(baseUrl, path, session);
  const statements = await captureStatements(() => get(baseUrl, path, session));
  if (statements.length === 0) throw new Error(`${route.name} sent no statement`);
  return { route, path, statements };
}

/** The routes' statements (`captureRoute`; every measured route unless told), in their order. */
export async function captureRoutes(
  baseUrl: string,
  cookie: string,
  ids: RouteIds,
  routes: readonly MeasuredRoute[] = MEASURED_ROUTES,
): Promise<CapturedRoute[]> {
  const captured: CapturedRoute[] = [];
  for (const route of routes) captured.push(await captureRoute(baseUrl, cookie, route, ids));
  return captured;
}

/** What `bench/results/request-cost-statements.json` keeps: each route's statement texts, in the order sent. */
export function statementTexts(captured: CapturedRoute[]): Record<string, string[]> {
  return Object.fromEntries(captured.map((c) => [c.route.name, c.statements.map((s) => s.text)]));
}
