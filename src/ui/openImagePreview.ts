/** Shows the image preview over everything (its chunk loads on first use) and resolves when the
 *  user closes it; focus returns to the element that had it. Only this helper is in a page's
 *  chunk: `onClick={() => openImagePreview({ src, alt })}`. */
export async function openImagePreview({ src, alt }: { src: string; alt: string }): Promise<void> {
  const [{ h, render }, { ImagePreview }] = await Promise.all([
    import('preact'),
    import('./ImagePreview'),
  ]);
  const host = document.createElement('div');
  document.body.append(host);
  await new Promise<void>((resolve) => {
    const onClose = () => {
      render(null, host);
      host.remove();
      resolve();
    };
    render(h(ImagePreview, { src, alt, onClose }), host);
  });
}
