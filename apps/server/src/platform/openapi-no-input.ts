/**
 * A stopgap for openapi.ts (not changed here): `RouteOf` types the request of an endpoint with no params, query or
 * body as `unknown`, which `.openapi()` refuses. At run time `routeOf` gives such a route `request: {}`; this says
 * so to the compiler. To remove once `RouteOf` types that case itself: `withoutInput(routeOf(...))` → `routeOf(...)`.
 */
export const withoutInput = <R extends object>(route: R) => route as R & { request: object };
