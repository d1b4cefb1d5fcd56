import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { ImagePreview } from '../../../src/ui/ImagePreview';
import { stepRotation, stepZoom } from '../../../src/ui/imagePreviewLimits';
import { openImagePreview } from '../../../src/ui/openImagePreview';

const img = () => screen.getByRole('img', { name: 'A cat' });
const click = (name: string, times = 1) => {
  for (let i = 0; i < times; i++) fireEvent.click(screen.getByRole('button', { name }));
};

describe('image preview limits', () => {
  it('zooms by 0.1 between 0.5 and 1.5 without float drift', () => {
    let z = 1;
    for (let i = 0; i < 20; i++) z = stepZoom(z, 1);
    expect(z).toBe(1.5);
    for (let i = 0; i < 7; i++) z = stepZoom(z, -1);
    expect(z).toBe(0.8);
    for (let i = 0; i < 20; i++) z = stepZoom(z, -1);
    expect(z).toBe(0.5);
  });

  it('rotates by 90 degrees', () => {
    expect(stepRotation(0, 1)).toBe(90);
    expect(stepRotation(0, -1)).toBe(-90);
    expect(stepRotation(270, 1)).toBe(0);
  });
});

describe('ImagePreview', () => {
  it('is a modal dialog with the five named buttons', () => {
    render(<ImagePreview src="/cat.png" alt="A cat" onClose={() => {}} />);
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    for (const name of ['Zoom in', 'Zoom out', 'Rotate left', 'Rotate right', 'Close']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('clamps zoom to 0.5–1.5 and disables the button at the limit', () => {
    render(<ImagePreview src="/cat.png" alt="A cat" onClose={() => {}} />);
    click('Zoom in', 3);
    expect(img().style.transform).toBe('scale(1.3) rotate(0deg)');
    click('Zoom in', 10);
    expect(img().dataset.zoom).toBe('1.5');
    expect((screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    click('Zoom out', 20);
    expect(img().dataset.zoom).toBe('0.5');
    expect((screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('rotates left and right by 90°', () => {
    render(<ImagePreview src="/cat.png" alt="A cat" onClose={() => {}} />);
    click('Rotate right');
    expect(img().dataset.rotation).toBe('90');
    click('Rotate left', 2);
    expect(img().dataset.rotation).toBe('-90');
  });

  it('closes on Escape and on Close', () => {
    const onClose = vi.fn();
    render(<ImagePreview src="/cat.png" alt="A cat" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    click('Close');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('openImagePreview mounts it, moves focus in and gives focus back on close', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const closed = openImagePreview({ src: '/cat.png', alt: 'A cat' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Close'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await closed;
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
