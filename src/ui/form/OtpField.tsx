import { css } from 'goober';
import { TextField, type TextFieldProps } from './TextField';
import { formText } from './text';

const digits = css({ letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' });

export const OTP_LENGTH = 6;

type OtpFieldProps = Omit<TextFieldProps, 'label'> & { label?: string };

/** The 6-digit one-time code: numeric keypad, SMS autofill, non-digits dropped as they are typed. */
export function OtpField({ label = formText.otpLabel, onChange, ...rest }: OtpFieldProps) {
  return (
    <TextField
      {...rest}
      label={label}
      inputMode="numeric"
      autocomplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      class={digits}
      onChange={(event) => {
        const input = event.currentTarget;
        const digits = input.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
        if (digits !== input.value) input.value = digits;
        onChange?.(event);
      }}
    />
  );
}
