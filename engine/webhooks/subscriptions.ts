/** What a webhook registration's event filter matches: names from the event catalogue, or `*` for all. */
export const ALL_EVENTS = '*';

/** Whether a registration with this filter receives this event. */
export const subscribes = (filter: readonly string[], event: string): boolean => filter.includes(ALL_EVENTS) || filter.includes(event);
