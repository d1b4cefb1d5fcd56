import { describe, expect, it } from 'vitest';
import { addFriendUrl, liffUrl } from '../../src/config';
import {
  DATE_FORMAT,
  DATE_LOCALE,
  IMAGE_PREVIEW,
  LAYER,
  MANIFEST_PREFETCH_DELAY_MS,
  NAVIGATION_SETTLE_MS,
  PLATFORM,
  RELOAD_GUARD_MS,
  TOAST_LIFE_MS,
  WEEK_STARTS_ON,
} from '../../src/constants';
import { toQuestionnaireStatus } from '../../src/state/questionnaire';
import { formatDate } from '../../src/ui/format';

describe('SPEC §9 constants', () => {
  it('hold the specified values', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(MANIFEST_PREFETCH_DELAY_MS).toBe(1_000);
    expect(NAVIGATION_SETTLE_MS).toBe(100);
    expect(TOAST_LIFE_MS).toBe(5_000);
    expect(IMAGE_PREVIEW).toEqual({ zoomStep: 0.1, minZoom: 0.5, maxZoom: 1.5, rotateStep: 90 });
    expect(LAYER).toMatchObject({ modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 });
    expect([DATE_LOCALE, DATE_FORMAT, WEEK_STARTS_ON]).toEqual(['en-US', 'mm/dd/yy', 0]);
    expect(PLATFORM).toEqual({ web: 'web', lineUserAgentMarker: 'Line' });
  });

  it('format dates as mm/dd/yy', () => {
    expect(formatDate('2024-03-07')).toBe('03/07/24');
    expect(formatDate(new Date(2025, 11, 31))).toBe('12/31/25');
  });

  it('build the LINE links from configuration', () => {
    expect(liffUrl('123-abc')).toBe('https://liff.line.me/123-abc');
    expect(addFriendUrl('@loyaltydemo')).toBe('https://line.me/R/ti/p/@loyaltydemo');
  });
});

describe('questionnaire check result', () => {
  it('accepts both spellings of the skip flag', () => {
    expect(
      toQuestionnaireStatus({ completedQuestionnaire: false, skipQuestionnaire: true }),
    ).toEqual({ completed: false, skipped: true });
    expect(
      toQuestionnaireStatus({ completedQuestionnaire: false, skipUestionnaire: true }),
    ).toEqual({ completed: false, skipped: true });
    expect(toQuestionnaireStatus({ completedQuestionnaire: true })).toEqual({
      completed: true,
      skipped: false,
    });
    expect(toQuestionnaireStatus(null)).toEqual({ completed: false, skipped: false });
  });
});
