import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { makeContent } from '../../helpers/catalog';
import { asMember } from '../../helpers/member';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { openContentItem } from './fixtures';

useMockServer();
inThai();
asMember();

describe('ContentItem in Thai', () => {
  it('shows the item as written, with a Thai back link', async () => {
    server.use(reply('get', '/api/contents/3', makeContent()));
    const { container } = openContentItem();
    expect(screen.getByRole('status', { name: 'กำลังโหลด…' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to collect points' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'หน้าแรก' }).getAttribute('href')).toBe('/');
    expectAllThai(container, [
      'How to collect points',
      'Buy any drink.',
      'Find the code under the cap.',
      'Type it in the app.',
    ]);
  });

  it('says members only in Thai on 403', async () => {
    server.use(replyError('get', '/api/contents/3', 403, 'MEMBERS_ONLY', 'Register to read this.'));
    const { container } = openContentItem();
    expect(await screen.findByRole('heading', { name: 'สำหรับสมาชิกเท่านั้น' })).toBeTruthy();
    expect(screen.getByText('สำหรับสมาชิกที่ลงทะเบียนแล้วเท่านั้น กรุณาลงทะเบียนก่อนค่ะ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ลงทะเบียนเลย' })).toBeTruthy();
    expectAllThai(container);
  });

  it('says not found in Thai on 404, with a way home', async () => {
    server.use(replyError('get', '/api/contents/3', 404, 'NOT_FOUND', 'Gone'));
    const { container } = openContentItem();
    expect(await screen.findByRole('heading', { name: 'ไม่พบเนื้อหา' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'เนื้อหา' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' }).getAttribute('href')).toBe('/');
    expectAllThai(container);
  });

  it('shows a failed load in Thai with a retry', async () => {
    server.use(replyError('get', '/api/contents/3', 500, 'BOOM', 'Broken'));
    const { container } = openContentItem();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'เกิดข้อผิดพลาด (500) กรุณาลองอีกครั้งค่ะ',
    );
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expectAllThai(container);
  });
});
