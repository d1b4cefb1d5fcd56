/**
 * Opening the image preview from a page:
 *
 *   import { openImagePreview } from '../../ui/openImagePreview';
 *   <button onClick={() => openImagePreview({ src: item.imageUrl, alt: item.title })}>…</button>
 *
 * openImagePreview({src, alt}) downloads the ImagePreview chunk on first use, shows it over
 * everything (a dialog on document.body) and resolves when the user closes it (Close button or
 * Escape); focus returns to the element that had it. Only this small helper lands in a page's
 * chunk.
 */
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
