/** Every route family, in one list: mounted by app.ts and described by the OpenAPI document. */
import type { RouteSpec } from '../route.ts';
import { accountRoutes } from './account.ts';
import { fundingRoutes } from './funding.ts';
import { healthRoutes } from './health.ts';
import { openApiRoutes } from './openapi.ts';
import { operatorRoutes } from './operator.ts';
import { registrationRoutes } from './registration.ts';
import { statusRoutes } from './status.ts';

export const allRoutes: readonly RouteSpec[] = [
  ...healthRoutes,
  ...statusRoutes,
  ...openApiRoutes,
  ...registrationRoutes,
  ...accountRoutes,
  ...fundingRoutes,
  ...operatorRoutes,
];
