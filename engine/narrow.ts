/** The cast-free narrowing checks of machines/narrow.ts, for http/ (which reaches machines/ through engine/). */
export { entriesOf, isOneOf, isRecord, keysOf } from '../machines/narrow.ts';
