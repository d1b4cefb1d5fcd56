import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../helpers/catalog';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { open } from './fixtures';
import { openImagePreview } from './openImagePreview.mock';

vi.mock('../../../../src/ui/openImagePreview', () => import('./openImagePreview.mock'));

useMockServer();
inThai();

describe('Products in Thai', () => {
  it('shows the products with what each earns, in Thai', async () => {
    server.use(
      reply('get', '/api/products', [
        makeProduct({ id: 1, name: 'Green tea', pointsPerPurchase: 10 }),
        makeProduct({ id: 3, name: 'Water', pointsPerPurchase: 1 }),
      ]),
    );
    const { container } = open();
    expect(screen.getByRole('status', { name: 'กำลังโหลดสินค้า…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Green tea' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'สินค้า' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'หน้าแรก' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('ซื้อ 1 ครั้ง รับ 10 คะแนน')).toBeTruthy();
    expect(screen.getByText('ซื้อ 1 ครั้ง รับ 1 คะแนน')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ดูรูป Green tea ขนาดใหญ่' }));
    expect(openImagePreview).toHaveBeenCalledWith({
      src: 'https://example.com/p21.jpg',
      alt: 'Green tea',
    });
    expectAllThai(container, ['Green tea', 'Water', 'Cold brewed']);
  });

  it('says there are no products yet, in Thai', async () => {
    server.use(reply('get', '/api/products', []));
    const { container } = open();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีสินค้า' })).toBeTruthy();
    expect(screen.getByText('สินค้าที่ซื้อแล้วได้รับคะแนนจะแสดงที่นี่ค่ะ')).toBeTruthy();
    expectAllThai(container);
  });

  it('shows a failed load in Thai, in a toast, with a retry', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/products', 503, 'DOWN', 'Try later'));
    const { container } = open();
    const message = 'เกิดข้อผิดพลาด (503) กรุณาลองอีกครั้งค่ะ';
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(toasts.messages).toEqual([message]);
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    toasts.stop();
    expectAllThai(container);
  });
});
