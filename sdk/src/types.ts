/**
 * Names for the generated types the SDK's surface uses. Every type here is derived from the generated
 * file (sdk/src/generated/partner-api.ts): nothing restates a schema.
 */
import type { Client, ClientPathsWithMethod } from 'openapi-fetch';
import type { components, paths, webhooks } from './generated/partner-api.ts';

export type { components, paths, webhooks };

/** The environments of the partner API, one server each in the document. */
export type Environment = 'production' | 'sandbox';

/** The error envelope every refusal carries. */
export type ErrorBody = components['schemas']['Error'];
export type ErrorCode = ErrorBody['error']['code'];

/** Any event envelope: the body of a webhook delivery and the data of a stream message. */
export type PartnerEvent = {
  [Name in keyof webhooks]: webhooks[Name]['post'] extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;
}[keyof webhooks];

/** The event names, and the envelope of one of them. */
export type EventName = PartnerEvent['event'];
export type EventOf<Name extends EventName> = Extract<PartnerEvent, { event: Name }>;

/** `event: gap` on the stream: the resume point could not be honoured. */
export type StreamGap = components['schemas']['StreamGap'];

/** The 200 JSON body of an operation. */
type JsonOk<Operation> = Operation extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

/** Paths of the document that have an operation of this method. */
export type PathsWith<Method extends 'get' | 'put' | 'post' | 'delete' | 'patch'> = ClientPathsWithMethod<Client<paths>, Method>;

/** GET paths whose operation takes a `cursor` query parameter: the paged lists. */
export type PagedPath = {
  [Path in PathsWith<'get'>]: paths[Path]['get'] extends { parameters: { query?: infer Query } }
    ? 'cursor' extends keyof NonNullable<Query>
      ? Path
      : never
    : never;
}[PathsWith<'get'>];

/** One page of a paged list, as the document declares it. */
export type PageOf<Path extends PagedPath> = JsonOk<paths[Path]['get']>;

/** The element type of the page's item array (the one array-valued member beside hasMore and nextCursor). */
export type ItemOf<Path extends PagedPath> = {
  [Key in keyof PageOf<Path>]: PageOf<Path>[Key] extends readonly (infer Item)[] ? Item : never;
}[keyof PageOf<Path>];

/** The query parameters of a paged list, without the cursor (the paginator owns it). */
export type PageQuery<Path extends PagedPath> = paths[Path]['get'] extends { parameters: { query?: infer Query } } ? Omit<NonNullable<Query>, 'cursor'> : never;

/** The path parameters of a paged list. */
export type PagePathParams<Path extends PagedPath> = paths[Path]['get'] extends { parameters: { path: infer Params } } ? Params : never;
