/** Has the browser download an image now, at high priority (a `<link rel=preload>`): a page's
 *  first picture starts on its way as soon as its data names it, while startup finishes, rather
 *  than once the page renders. */
export function startImageDownload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
