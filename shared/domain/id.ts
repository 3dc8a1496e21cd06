import { z } from "zod";

/**
 * Every id is a UUID, and UUIDs are case-insensitive (RFC 9562): the canonical spelling is lower
 * case, which is how PostgreSQL prints them. Anything keyed by an id (a cache, a room, a check
 * against the viewer's own id) must see that spelling, or one row gets many names.
 */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuidShaped = (value: string) => UUID_SHAPE.test(value);

/** The canonical spelling of a UUID-shaped string; any other string as it is. */
export const canonicalId = (value: string) => (isUuidShaped(value) ? value.toLowerCase() : value);

/** An id in a contract: any letter case accepted, lower case out (still a plain string in JSON Schema). */
export const idSchema = (params?: Parameters<typeof z.uuid>[0]) => z.uuid(params).overwrite((id) => id.toLowerCase());
