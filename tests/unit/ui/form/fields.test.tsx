import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { Checkbox } from '../../../../src/ui/form/Checkbox';
import { parseTyped } from '../../../../src/ui/form/isoDates';
import { OtpField } from '../../../../src/ui/form/OtpField';
import { Switch } from '../../../../src/ui/form/Switch';
import { serverErrorField, showServerError } from '../../../../src/ui/form/serverError';
import { TextField } from '../../../../src/ui/form/TextField';
import { collectToasts } from '../../helpers/render';

describe('TextField', () => {
  it('links its label, hint and error', () => {
    render(
      <TextField
        label="Email"
        hint="We never share it"
        error="Enter your email"
        inputMode="email"
        autocomplete="email"
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never share it', 'Enter your email']);
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Name" />);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBeNull();
  });
});

describe('OtpField', () => {
  it('takes six digits only, with the one-time-code hints', async () => {
    const u = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpField onChange={onChange} />);
    const input = screen.getByLabelText('Verification code') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    await u.type(input, '12-34 5678');
    expect(input.value).toBe('123456');
  });
});

describe('Checkbox', () => {
  it('uses its children as the label and shows an error', () => {
    render(<Checkbox error="Required">I agree</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Required',
    );
  });
});

describe('Switch', () => {
  function Harness() {
    const [on, setOn] = useState(false);
    return <Switch label="Consent" checked={on} onChange={setOn} />;
  }

  it('is a named switch whose state is also text', async () => {
    const u = userEvent.setup();
    render(<Harness />);
    const sw = screen.getByRole('switch', { name: 'Consent' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    expect(sw.textContent).toBe('Off');
    await u.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(sw.textContent).toBe('On');
  });

  it('is disabled and busy while saving', () => {
    render(<Switch label="Consent" checked onChange={() => {}} busy />);
    const sw = screen.getByRole('switch', { name: 'Consent' }) as HTMLButtonElement;
    expect(sw.disabled).toBe(true);
    expect(sw.getAttribute('aria-busy')).toBe('true');
  });
});

describe('server errors', () => {
  const fields = ['tel', 'otpCode', 'email'] as const;

  it('maps codes and named fields to form fields', () => {
    expect(serverErrorField(new ApiError(400, 'OTP_INVALID', 'x'), fields)).toBe('otpCode');
    expect(serverErrorField(new ApiError(410, 'OTP_EXPIRED', 'x'), fields)).toBe('otpCode');
    expect(serverErrorField(new ApiError(429, 'OTP_LOCKED', 'x'), fields)).toBe('otpCode');
    expect(serverErrorField(new ApiError(409, 'TEL_TAKEN', 'x'), fields)).toBe('tel');
    expect(serverErrorField(new ApiError(400, 'VALIDATION', 'x', 'email'), fields)).toBe('email');
    expect(
      serverErrorField(new ApiError(400, 'VALIDATION', 'x', 'nickname'), fields),
    ).toBeUndefined();
    expect(serverErrorField(new Error('x'), fields)).toBeUndefined();
  });

  it('sets the field error, or toasts', () => {
    const setError = vi.fn();
    const toasts = collectToasts();
    showServerError(new ApiError(409, 'TEL_TAKEN', 'Number taken'), setError, fields);
    expect(setError).toHaveBeenCalledWith(
      'tel',
      { type: 'server', message: 'Number taken' },
      { shouldFocus: true },
    );
    showServerError(new ApiError(500, 'SERVER', 'Down'), setError, fields);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(toasts.messages).toEqual(['Down']);
    toasts.stop();
  });
});

describe('parseTyped', () => {
  it('reads two-digit years as the latest fitting century', () => {
    expect(parseTyped('12/31/26', 2026)).toBe('2026-12-31');
    expect(parseTyped('12/31/27', 2026)).toBe('1927-12-31');
    expect(parseTyped('02/29/2024')).toBe('2024-02-29');
    expect(parseTyped('02/29/2023')).toBeNull();
    expect(parseTyped('2023-02-01')).toBeNull();
    expect(parseTyped('')).toBeNull();
  });
});
