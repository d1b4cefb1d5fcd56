/** The image preview's words (it loads on first use) in English. */
export const en = {
  imagePreview: 'Image preview',
  imagePreviewOf: (alt: string) => `Image preview: ${alt}`,
  close: 'Close',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  rotateLeft: 'Rotate left',
  rotateRight: 'Rotate right',
};
