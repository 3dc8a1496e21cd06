/**
 * A rule a request broke, in the service's words. Services throw these and know nothing of
 * transports: app.onError alone gives them an HTTP status (server/http/errors.ts `statusOf`) and
 * room admission alone a join refusal (server/realtime/room-admission.ts).
 */
export abstract class DomainError extends Error {
  override name = this.constructor.name;
}

/** The input breaks a rule (HTTP 400). */
export class ValidationError extends DomainError {}
/** The viewer may see this but not do that (HTTP 403). */
export class ForbiddenError extends DomainError {}
/** No such thing, or one the viewer may not see (HTTP 404). */
export class NotFoundError extends DomainError {}
/** The state of things refuses the request: locked, taken, already done (HTTP 409). */
export class ConflictError extends DomainError {}
/** Well-formed, but nothing to work from (HTTP 422). */
export class UnprocessableError extends DomainError {}
/** A service outside this server failed or answered nonsense (HTTP 502). */
export class UpstreamError extends DomainError {}
/** Something this server needs is not set up (HTTP 503). */
export class UnavailableError extends DomainError {}
