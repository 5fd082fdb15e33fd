// The catalogue of error codes the API's own code sends in a problem+json `code` (with the usual HTTP status).
// Sign-in, sign-up and password routes also pass on better-auth's codes (e.g. INVALID_EMAIL_OR_PASSWORD) and
// framework rejections keep Fastify's (e.g. FST_ERR_CTP_INVALID_MEDIA_TYPE), so a `code` read from the wire is a string.
export const ERROR_CODES = {
  VALIDATION_FAILED: {
    status: 400,
    meaning: 'A field of the request is missing or invalid; invalidParams names it.',
  },
  BAD_REQUEST: { status: 400, meaning: 'The request could not be read.' },
  INVALID_AMOUNT: { status: 400, meaning: 'Consume: the amount is not a positive whole number.' },
  OPERATION_TYPE_REQUIRED: { status: 400, meaning: 'Consume: operationType is missing.' },
  NOT_AUTHENTICATED: {
    status: 401,
    meaning: 'No valid session cookie, bearer token or API key (a revoked or expired key is not valid).',
  },
  INSUFFICIENT_CREDITS: {
    status: 402,
    meaning: 'The balance is below the cost; currentBalance says how much is left.',
  },
  FORBIDDEN: { status: 403, meaning: 'Signed in, but not allowed (e.g. an admin route).' },
  API_KEY_SCOPE: {
    status: 403,
    meaning: 'An API key called a route its scope does not allow (or one only a signed-in session may call).',
  },
  NOT_FOUND: { status: 404, meaning: 'No such record, or it belongs to someone else.' },
  CONFLICT: { status: 409, meaning: 'The change conflicts with the current state.' },
  ACTION_ALREADY_PERFORMED: {
    status: 409,
    meaning: 'Consume: this actionId was already charged; nothing was charged again.',
  },
  ACTION_ID_CONFLICT: { status: 409, meaning: 'Consume: this actionId was used for a different amount.' },
  SLUG_TAKEN: { status: 409, meaning: 'Another resource already uses this slug.' },
  BALANCE_WOULD_BE_NEGATIVE: {
    status: 409,
    meaning: 'An admin credit adjustment would take the balance below 0.',
  },
  OWN_ADMIN_ROLE: { status: 409, meaning: 'An admin tried to withdraw their own admin role.' },
  ALREADY_SUBSCRIBED: { status: 409, meaning: 'Checkout for a plan while a subscription is current.' },
  NO_BILLING_ACCOUNT: { status: 409, meaning: 'The billing portal before any purchase.' },
  FOLLOW_UP_LIMIT: { status: 409, meaning: 'The most follow-ups one twin takes on one run were asked.' },
  FILE_TOO_LARGE: { status: 413, meaning: 'An upload over 5 MB.' },
  RATE_LIMITED: { status: 429, meaning: 'Too many requests; retry after the Retry-After header.' },
  AUTH_ERROR: { status: 400, meaning: 'The sign-in service refused without a code of its own.' },
  PASSWORD_TOO_COMMON: { status: 400, meaning: 'The new password is on the list of common passwords.' },
  INTERNAL_ERROR: { status: 500, meaning: 'An unexpected failure; the request id finds it in the log.' },
  NO_INVESTOR_TWINS: {
    status: 409,
    meaning: 'The twin library holds no high-income business twins to sit on an angel-pitch panel.',
  },
  ANALYSIS_FAILED: { status: 502, meaning: 'The engine failed during a run; the credit was refunded.' },
  INVALID_ACTION_ID: {
    status: 400,
    meaning: 'The action id is empty or uses a prefix the server keeps for itself.',
  },
  INVALID_INPUT: {
    status: 400,
    meaning:
      'The request holds what cannot be stored: NUL characters, lone surrogates or JSON nested too deep.',
  },
  ORIGIN_NOT_ALLOWED: {
    status: 403,
    meaning: 'A cookie-borne change came from another origin than the app’s own pages.',
  },
  REPORT_TOO_LARGE: {
    status: 413,
    meaning: 'A PDF report would hold more text, or take longer to lay out, than a report may.',
  },
  REQUEST_TIMEOUT: { status: 408, meaning: 'The whole request (headers and body) did not arrive in time.' },
  HEADERS_TOO_LARGE: { status: 431, meaning: 'The request’s headers are larger than the server accepts.' },
  RECORD_TOO_LARGE: { status: 413, meaning: 'A saved record is larger than a record may be.' },
  RECORD_LIMIT: {
    status: 429,
    meaning: 'The daily number of hand-saved records, or of free image analyses, is reached.',
  },
  FOLLOW_UP_NOT_OFFERED: {
    status: 409,
    meaning:
      'The twin is not one of the record’s twins (of its run, or of a hand-saved record), or the record takes none.',
  },
  INTERVIEW_NOT_STARTED: {
    status: 409,
    meaning: 'Only an interview started (and paid for) through POST /api/interviews takes questions.',
  },
  INTERVIEW_QUESTION_LIMIT: { status: 409, meaning: 'The interview already holds its 20 questions.' },
  INTERVIEW_REPLY_FAILED: {
    status: 502,
    meaning: 'The twin could not answer; the question was withdrawn and can be asked again.',
  },
  FOLLOW_UP_FAILED: { status: 502, meaning: 'The twin could not answer a follow-up.' },
  WORKSPACE_PLAN_REQUIRED: {
    status: 403,
    meaning: 'Creating a team workspace takes a current Business subscription (administrators need none).',
  },
  WORKSPACE_ROLE: {
    status: 403,
    meaning:
      'Your role in the workspace does not allow this: viewers read, editors also run studies, the owner manages members.',
  },
  WORKSPACE_PERSONAL: {
    status: 409,
    meaning: 'A PERSONAL workspace has its one member: it takes no invitations and cannot be left.',
  },
  WORKSPACE_LAST_OWNER: {
    status: 409,
    meaning:
      'The workspace’s owner cannot leave, be removed or take another role; transfer the ownership to another member first.',
  },
  ALREADY_MEMBER: { status: 409, meaning: 'The invited person is already a member of the workspace.' },
  INVITATION_INVALID: {
    status: 404,
    meaning: 'No such invitation: the link is wrong, or the invitation was revoked.',
  },
  INVITATION_USED: {
    status: 409,
    meaning: 'The invitation was already accepted; a link is good for one use.',
  },
  INVITATION_EXPIRED: { status: 410, meaning: 'The invitation expired; ask for a new one.' },
  INVITATION_EMAIL_MISMATCH: {
    status: 403,
    meaning: 'The invitation was sent to another email address than the signed-in account’s.',
  },
  INVITATION_EMAIL_UNVERIFIED: {
    status: 403,
    meaning:
      'The signed-in account’s email address is not verified: the link in the invitation email verifies it as it accepts.',
  },
  BILLING_NOT_CONFIGURED: { status: 503, meaning: 'Stripe is not configured on this server.' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The title a problem carries, by its HTTP status. */
const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function problemTitle(status: number): string {
  return STATUS_TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Request Error');
}

/** A problem's status, title and code as the catalogue gives them for the code. */
export function problemOf(code: ErrorCode): { status: number; title: string; code: ErrorCode } {
  const { status } = ERROR_CODES[code];
  return { status, title: problemTitle(status), code };
}
