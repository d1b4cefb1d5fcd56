export interface ErrorPageProps {
  status?: number;
  message?: string;
}

/** SPEC §2: 404 reads 'Page Not Found', anything else 'Internal Server Error'. Styled by the
 *  static shell CSS in index.html: it must render even when no further code can be loaded. */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const title = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  return (
    <section class="error-page" aria-labelledby="error-title">
      <span class="error-code" aria-hidden="true">
        {status}
      </span>
      <h1 id="error-title">{title}</h1>
      {message && message !== title ? <p>{message}</p> : null}
      <a class="error-home" href="/">
        Back to home
      </a>
    </section>
  );
}
