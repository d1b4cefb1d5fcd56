/** What a failed call says in English when the server sent no message of its own (English
 *  customers read the server's message). */
export const en = {
  /** By HTTP status (0: no response at all). */
  status: {
    0: 'No connection. Check your internet and try again.',
    401: 'Your session has ended. Please reopen the app.',
    403: 'You are not allowed to do that.',
    404: 'We could not find that.',
    429: 'Too many attempts. Please wait a moment and try again.',
  } as Record<number, string>,
  other: (status: number) => `Something went wrong (${status}). Please try again.`,
};
