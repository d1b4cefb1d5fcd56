import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../contract/formData';

describe('toFormData', () => {
  it('flattens nested arrays and objects with bracket keys', () => {
    const form = toFormData({
      answers: [
        { questionId: 3, value: 'a' },
        { questionId: 4, value: ['x', 'y'] },
      ],
      consent1: true,
      note: null,
      skipped: undefined,
    });
    expect([...form.entries()]).toEqual([
      ['answers[0][questionId]', '3'],
      ['answers[0][value]', 'a'],
      ['answers[1][questionId]', '4'],
      ['answers[1][value][0]', 'x'],
      ['answers[1][value][1]', 'y'],
      ['consent1', 'true'],
      ['note', ''],
    ]);
  });

  it('appends a file as is', () => {
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    const form = toFormData({ attachment: file });
    const sent = form.get('attachment') as File;
    expect(sent).toBeInstanceOf(File);
    expect(sent.name).toBe('hello.txt');
  });
});
