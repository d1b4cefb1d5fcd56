import type { ApiError } from '../../api/errors';
import { text } from './text';

/** The customer's explanation of a refused code: by the server's code, else by status, else the
 *  server's own message. 429 is handled by the caller (it has a countdown). */
export function codeErrorMessage(error: ApiError): string {
  switch (error.code) {
    case 'CODE_UNKNOWN':
      return text.unknown;
    case 'CODE_USED':
      return text.used;
    case 'CODE_EXPIRED':
      return text.expired;
    case 'CODE_NOT_STARTED':
      return text.notStarted;
  }
  if (error.status === 404) return text.unknown;
  if (error.status === 409) return text.used;
  return error.message;
}
