/**
 * A JSON column read back as the type its store wrote into it (JSON.stringify of a `T`). Each store is
 * the only writer of its own columns, so what it wrote is what it reads; nothing from outside reaches
 * a column without being validated first (http/schema.ts at the API, the journal's checks on replay).
 */
export function storedJson<T>(text: string): T {
  return JSON.parse(text);
}
