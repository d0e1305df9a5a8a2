/**
 * Sandbox test clocks: create one frozen at an instant, list, read, delete, and advance it (by seconds or
 * to an instant). Sub-accounts created with its `testClockId` (POST /users) run on it. Sandbox base
 * only: on the production base these paths do not exist (404).
 */
import * as v from '../schema.ts';
import { checkAdvance, type AdvanceAnnounced } from '../../engine/test-clocks/clocks.ts';
import type { TestClockRecord } from '../../storage/test-clocks.ts';
import { apiKeyAuth, type AppContext } from '../context.ts';
import { dispatch } from '../dispatch.ts';
import { ServiceError } from '../errors.ts';
import { pageOf, pageRequest, paginationQuery } from '../pagination.ts';
import { route } from '../route.ts';
import { TestClockAdvancedSchema, TestClockListSchema, TestClockSchema } from '../schemas/test-clocks.ts';
import { iso, isoOrNull, partnerScope } from '../views.ts';
import { testClocks } from '../../engine/features/index.ts';

const Instant = v.pipe(v.string(), v.isoTimestamp('must be an ISO-8601 timestamp'));
const CreateBody = v.object({ frozenTime: Instant, name: v.nullish(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(200))) });
const AdvanceBody = v.object({
  frozenTime: v.optional(Instant),
  seconds: v.optional(v.pipe(v.number(), v.integer('must be whole seconds'), v.minValue(1))),
});
const ClockParams = v.object({ testClockId: v.string() });
const ListQuery = v.object({ ...paginationQuery });

export function testClockView(c: TestClockRecord) {
  return {
    testClockId: c.id,
    name: c.name,
    frozenTime: iso(c.frozenTimeMs),
    status: c.status,
    createdAt: iso(c.createdAtMs),
    deletedAt: isoOrNull(c.deletedAtMs),
  };
}

function ownClock(ctx: AppContext, id: string): TestClockRecord {
  const clock = ctx.service.queries.testClocks.clock(partnerScope(ctx), id);
  if (!clock) throw new ServiceError('NOT_FOUND', `no test clock ${id}`);
  return clock;
}

/** The advance's target: exactly one of an instant or a number of seconds. */
function targetOf(clock: TestClockRecord, body: { frozenTime?: string | undefined; seconds?: number | undefined }): number {
  if ((body.frozenTime === undefined) === (body.seconds === undefined)) {
    throw new ServiceError('VALIDATION_ERROR', 'give either frozenTime (an instant later than the clock) or seconds', { extra: { param: 'frozenTime' } });
  }
  return body.frozenTime === undefined ? clock.frozenTimeMs + body.seconds! * 1000 : instantMs(body.frozenTime);
}

/** An ISO instant as epoch milliseconds; one the calendar cannot hold is refused (400), never stored. */
function instantMs(text: string): number {
  const ms = Date.parse(text);
  if (!Number.isSafeInteger(ms))
    throw new ServiceError('VALIDATION_ERROR', 'frozenTime is not an instant the service can hold', { extra: { param: 'frozenTime' } });
  return ms;
}

export const testClockRoutes = [
  route({
    method: 'POST',
    base: 'sandbox',
    path: '/test-clocks',
    auth: 'apiKey',
    tag: 'Test clocks',
    body: CreateBody,
    summary: "Create a test clock frozen at an instant (not before the service's now); sub-accounts created on it follow it",
    description:
      "Sandbox: a clock of your own for time-dependent tests (order expiry, settlement, dividends, webhook retries) without waiting. Create it at an instant (not before the service's now), then create sub-accounts with its `testClockId`: their timers follow this clock, which moves only when you advance it. Needs an `Idempotency-Key`.",
    success: { status: 201, description: 'the test clock', schema: TestClockSchema },
    errors: ['VALIDATION_ERROR', 'CONFLICT'],
    async handler(ctx, { body }) {
      await dispatch(ctx, testClocks.commands.create, {
        payload: { frozenTimeMs: instantMs(body.frozenTime), name: body.name ?? null },
        respond: (c: TestClockRecord) => ({ status: 201, body: testClockView(c) }),
      });
    },
  }),
  route({
    method: 'GET',
    base: 'sandbox',
    path: '/test-clocks',
    auth: 'apiKey',
    tag: 'Test clocks',
    query: ListQuery,
    summary: 'Your test clocks that are not deleted, oldest first (limit default 100, max 100)',
    description: 'Sandbox: your test clocks (not deleted), oldest first, with their frozen time and status. Cursor-paged.',
    success: { status: 200, description: 'a page of test clocks', schema: TestClockListSchema },
    handler(ctx, { query }) {
      const req = pageRequest(ctx, query, { defaultLimit: 100, maxLimit: 100 });
      const rows = ctx.service.queries.testClocks.list(partnerScope(ctx), req.after ?? '', req.limit + 1);
      const { items, meta } = pageOf(ctx, rows, req, (c) => c.id);
      ctx.body = { testClocks: items.map(testClockView), ...meta };
    },
  }),
  route({
    method: 'GET',
    base: 'sandbox',
    path: '/test-clocks/{testClockId}',
    auth: 'apiKey',
    tag: 'Test clocks',
    params: ClockParams,
    summary: 'A test clock',
    description: "Sandbox: one test clock with its frozen time and status; `404` for another partner's or a deleted id.",
    success: { status: 200, description: 'the test clock', schema: TestClockSchema },
    errors: ['NOT_FOUND'],
    handler(ctx, { params }) {
      ctx.body = testClockView(ownClock(ctx, params.testClockId));
    },
  }),
  route({
    method: 'DELETE',
    base: 'sandbox',
    path: '/test-clocks/{testClockId}',
    auth: 'apiKey',
    tag: 'Test clocks',
    params: ClockParams,
    summary: 'Delete a test clock: it stops for good, and what lives on it stays at its last time',
    description: 'Sandbox: stops a test clock for good; the sub-accounts on it stay at its last time. Needs an `Idempotency-Key`.',
    success: { status: 200, description: 'the clock, status deleted', schema: TestClockSchema },
    errors: ['NOT_FOUND'],
    async handler(ctx, { params }) {
      await dispatch(ctx, testClocks.commands.delete, {
        payload: { testClockId: params.testClockId },
        respond: (c: TestClockRecord) => ({ status: 200, body: testClockView(c) }),
      });
    },
  }),
  route({
    method: 'POST',
    base: 'sandbox',
    path: '/test-clocks/{testClockId}/advance',
    auth: 'apiKey',
    tag: 'Test clocks',
    params: ClockParams,
    body: AdvanceBody,
    summary:
      'Move a test clock forward, to frozenTime or by seconds (at most 732 days per call): every timer of its sub-accounts that falls due fires at its own instant, in order, before the answer; test_clock.advanced and test_clock.ready follow',
    description:
      'Sandbox: advances a test clock to `frozenTime` or by `seconds` (at most 732 days per call). Every timer of its sub-accounts that falls due fires at its own instant, in order, before the answer, so the events (`order.cancelled` for an expired DAY order, settlements, retries) are already there when you read; `test_clock.advanced` then `test_clock.ready` follow. While the advance runs, `GET /test-clocks/{testClockId}` reads status `advancing`; when it answers, `ready`. Needs an `Idempotency-Key`.',
    success: { status: 200, description: 'the clock at its new time', schema: TestClockAdvancedSchema },
    errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
    async handler(ctx, { params, body }) {
      const clock = ownClock(ctx, params.testClockId);
      const targetMs = targetOf(clock, body);
      checkAdvance(clock, targetMs);
      const auth = apiKeyAuth(ctx);
      // The idempotency record and the answer are journaled with the announcing command, the advance's last.
      const executed = await ctx.service.scheduler.advanceTestClock(
        { env: auth.env, partnerId: auth.partner.id, requestId: ctx.state.requestId },
        clock.id,
        targetMs,
        {
          ...(ctx.state.idempotency ? { idempotency: ctx.state.idempotency } : {}),
          respond: (r: AdvanceAnnounced) => ({ status: 200, body: { ...testClockView(r.clock), timersFired: r.timersFired } }),
        },
      );
      ctx.status = 200;
      ctx.body = executed.response!.body;
    },
  }),
];
