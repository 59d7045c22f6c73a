/**
 * Typed domain errors (CONVENTIONS.md "Types, validation, errors"). Each carries a stable key
 * from the spec's error catalogue (public-and-account §8); transports turn it into the API
 * envelope or a page state once, translating the key into the viewer's language through
 * the `errors` section of the message catalogues.
 */

export type ErrorParams = Record<string, string | number>;

export class DomainError extends Error {
  readonly status: number;
  readonly key: string;
  readonly params: ErrorParams;
  /** Invalid input fields: field path → message key. */
  readonly fields?: Record<string, string>;

  constructor(status: number, key: string, params: ErrorParams = {}, fields?: Record<string, string>) {
    super(key);
    this.name = new.target.name;
    this.status = status;
    this.key = key;
    this.params = params;
    this.fields = fields;
  }
}

/** 400: input breaks a rule; `fields` names each invalid field. */
export class ValidationError extends DomainError {
  constructor(key: string, fields?: Record<string, string>, params: ErrorParams = {}) {
    super(400, key, params, fields);
  }
}
/** 401: the call needs a signed-in viewer. */
export class UnauthorizedError extends DomainError {
  constructor(key = 'auth.unauthorized') {
    super(401, key);
  }
}
/** 402: a premium filter or feature used without a premium package (spec §4 "Premium block"). */
export class PaymentRequiredError extends DomainError {
  constructor(key: string, params: ErrorParams = {}) {
    super(402, key, params);
  }
}
/** 403: the viewer has no right to this action. */
export class ForbiddenError extends DomainError {
  constructor(key = 'access.invalid') {
    super(403, key);
  }
}
/** 404: the entity does not exist or is hidden from the viewer. */
export class NotFoundError extends DomainError {
  constructor(key = 'generic.not_found') {
    super(404, key);
  }
}
/** 409: duplicate entry or state conflict. */
export class ConflictError extends DomainError {
  constructor(key = 'generic.duplicate') {
    super(409, key);
  }
}
/** 413: an upload over its size limit ('Uploaded file is too big'). */
export class PayloadTooLargeError extends DomainError {
  constructor(key = 'file.too_big') {
    super(413, key);
  }
}
/** 415: an upload of the wrong kind ('Uploaded file is not an image'). */
export class UnsupportedMediaTypeError extends DomainError {
  constructor(key = 'file.not_image', params: ErrorParams = {}) {
    super(415, key, params);
  }
}
/** 429: too many attempts; `retryAfter` (seconds) goes to the Retry-After header. */
export class TooManyRequestsError extends DomainError {
  constructor(retryAfterSeconds: number, key = 'generic.too_many_requests') {
    super(429, key, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
  }
}
/** 502: a service the call depends on (a payment provider) refused or failed ('Error adding the customer'). */
export class BadGatewayError extends DomainError {
  constructor(key: string, params: ErrorParams = {}) {
    super(502, key, params);
  }
}
