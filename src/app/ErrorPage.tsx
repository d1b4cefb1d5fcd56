import { text } from './text';

export interface ErrorPageProps {
  status?: number;
  message?: string;
  /** Offers "Try again" (the page loads anew) instead of "Back to home". */
  retry?: boolean;
}

/** SPEC §2: 404 reads 'Page Not Found', anything else 'Internal Server Error'. Styled by the
 *  static shell CSS in index.html: it must render even when no further code can be loaded. */
export function ErrorPage({ status = 500, message, retry }: ErrorPageProps) {
  const title = status === 404 ? text.notFound : text.serverError;
  return (
    <section class="error-page" aria-labelledby="error-title">
      <span class="error-code" aria-hidden="true">
        {status}
      </span>
      <h1 id="error-title">{title}</h1>
      {message && message !== title ? <p>{message}</p> : null}
      {retry ? (
        <button type="button" class="error-home" onClick={() => location.reload()}>
          {text.tryAgain}
        </button>
      ) : (
        <a class="error-home" href="/">
          {text.backHome}
        </a>
      )}
    </section>
  );
}
