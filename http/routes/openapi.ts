/**
 * Serves the OpenAPI 3.1 documents generated from the route declarations: the partner document on the
 * production base (public, as it has always been), the operator document on the admin base (operator
 * token, like everything on that base: the operator surface is not advertised; docs/decisions.md).
 */
import * as v from '../schema.ts';
import { buildOpenApi, type Audience } from '../openapi.ts';
import { route } from '../route.ts';
import { allRoutes } from './index.ts';

const cached = new Map<Audience, Record<string, unknown>>();

function documentFor(audience: Audience): Record<string, unknown> {
  let doc = cached.get(audience);
  if (!doc) cached.set(audience, (doc = buildOpenApi(allRoutes, audience)));
  return doc;
}

/** The document's top level; its insides are JSON Schema and OpenAPI objects, described by the standard. */
const OpenApiDocument = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.looseObject({})),
  components: v.looseObject({}),
});

export const openApiRoutes = [
  route({
    method: 'GET',
    base: 'production',
    path: '/openapi.json',
    auth: 'none',
    tag: 'Operations',
    summary:
      'This OpenAPI 3.1 document of the partner API (with its webhooks), generated from the valibot schemas that validate requests and describe responses',
    description:
      'This document, generated from the same schemas that validate requests and describe responses, so it cannot drift from the service. Feed it to a client generator (openapi-typescript, openapi-generator) or import it into Postman or Insomnia. Public, with a weak `ETag` for `If-None-Match`.',
    success: { status: 200, description: 'OpenAPI document', schema: OpenApiDocument },
    handler(ctx) {
      ctx.body = documentFor('partner');
    },
  }),
  route({
    method: 'GET',
    base: 'admin',
    path: '/openapi.json',
    auth: 'operator',
    tag: 'Operations',
    summary: 'The OpenAPI 3.1 document of the operator API (operator token, like every operation it lists)',
    description: "Operator: the operator API's own document (operator token), generated like the partner document from the route declarations.",
    success: { status: 200, description: 'OpenAPI document', schema: OpenApiDocument },
    handler(ctx) {
      ctx.body = documentFor('operator');
    },
  }),
];
