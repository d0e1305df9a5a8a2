/**
 * Follows `$ref`s of a served OpenAPI document (`#/components/...`): error answers, named schemas and
 * event envelopes are components (http/openapi-components.ts), so a test reading an operation's
 * answers looks through the reference to what it names.
 */
export function deref<T>(doc: unknown, node: T): T {
  let current: unknown = node;
  for (let hops = 0; hops < 8; hops += 1) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return current as T;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
  }
  throw new Error('a $ref chain longer than 8');
}

/** The operation with each of its answers looked up through its `$ref`. */
export function withResolvedResponses<O extends { responses: Record<string, unknown> }>(doc: unknown, operation: O): O {
  return { ...operation, responses: Object.fromEntries(Object.entries(operation.responses).map(([status, r]) => [status, deref(doc, r)])) };
}
