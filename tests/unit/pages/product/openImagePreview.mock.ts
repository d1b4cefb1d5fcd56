import { vi } from 'vitest';

/** src/ui/openImagePreview as the Products tests see it:
 *  `vi.mock('../../../../src/ui/openImagePreview', () => import('./openImagePreview.mock'))`. */
export const openImagePreview = vi.fn(async (_image: { src: string; alt: string }) => {});
