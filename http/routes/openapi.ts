/** Serves the OpenAPI 3.1 document generated from the route declarations. */
import { buildOpenApi } from '../openapi.ts';
import { route } from '../route.ts';
import { allRoutes } from './index.ts';

let cached: Record<string, unknown> | null = null;

export const openApiRoutes = [
  route({
    method: 'GET', base: 'production', path: '/openapi.json', auth: 'none', tag: 'Operations',
    summary: 'This OpenAPI 3.1 document, generated from the valibot schemas that validate requests',
    success: { status: 200, description: 'OpenAPI document' },
    handler(ctx) {
      cached ??= buildOpenApi(allRoutes);
      ctx.body = cached;
    },
  }),
];
