/** The shell's words in English. The titles and `Page Not Found…` messages are SPEC §2/§4's. */
export const en = {
  documentTitle: 'Loyalty Rewards',
  notFound: 'Page Not Found',
  serverError: 'Internal Server Error',
  notFoundPath: (path: string) => `Page Not Found: ${path}`,
  notFoundUrl: (url: string) => `Page not found: ${url}`,
  tooManyRedirects: 'Too many redirects.',
  lineUnreachable: 'Could not reach LINE. Please try again.',
  tryAgain: 'Try again',
  backHome: 'Back to home',
};
