/**
 * Every `code` the API answers with, in the `{message, code}` envelope (DESIGN §error shape).
 * One fixed list, as unkey's ErrorCode: the server cannot invent a code the client does not know,
 * and the web client imports the type to branch on codes. Pure: no runtime imports.
 */
export const ERROR_CODES = [
  // Generic
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMIT_EXCEEDED',
  'HTTP_ERROR',
  'INTERNAL_ERROR',
  'SYSTEM_ERROR',
  'DATABASE_UNAVAILABLE',
  'SERVER_MISCONFIGURED',
  'UPSTREAM_UNAVAILABLE',
  // Sign-in
  'INVALID_STATE',
  'STATE_ALREADY_USED',
  'MISSING_PKCE',
  'INVALID_GRANT',
  'INVALID_ID_TOKEN',
  'EMAIL_NOT_VERIFIED',
  // Bookmarks and categories
  'DUPLICATE_BOOKMARK',
  'VIDEO_NOT_FOUND',
  'CATEGORY_LIMIT_REACHED',
  // Handles and profiles
  'HANDLE_TAKEN',
  'HANDLE_REQUIRED',
  // Library import
  'UNRECOGNISED_FILE',
  'ZIP_REFUSED',
  // Personal API tokens
  'TOKEN_LIMIT_REACHED',
  // Admin
  'CANNOT_DELETE_SELF',
  'MISSING_TOPIC',
  'OPENAI_API_ERROR',
  'UNSUITABLE_OUTPUT',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
