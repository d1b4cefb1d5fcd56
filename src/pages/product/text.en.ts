/** The products page's words in English. */
export const en = {
  title: 'Products',
  back: 'Home',
  loading: 'Loading products…',
  emptyTitle: 'No products yet',
  emptyBody: 'Products that earn points will appear here.',
  earns: (pts: string) => `Earn ${pts} per purchase`,
  zoom: (name: string) => `View larger picture of ${name}`,
};
