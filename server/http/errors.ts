import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  NotFoundError,
  UnavailableError,
  UnprocessableError,
  UpstreamError,
  ValidationError,
} from "../domain-errors.ts";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The HTTP status of a service's domain error: used only by app.onError. */
export function statusOf(error: DomainError): ContentfulStatusCode {
  if (error instanceof ValidationError) return 400;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof UnprocessableError) return 422;
  if (error instanceof UpstreamError) return 502;
  if (error instanceof UnavailableError) return 503;
  return 500;
}
