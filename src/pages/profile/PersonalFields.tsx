import { Controller, useFormContext } from 'react-hook-form';
import { bind } from '../../ui/form/bind';
import { DatePicker } from '../../ui/form/DatePicker';
import { TextField } from '../../ui/form/TextField';
import { fieldText as t } from './fieldText';
import { EARLIEST_BIRTH_DATE, latestBirthDate, type ProfileValues } from './userFields';

/** Names, email and birth date: the fields /register and /profile/update share. Needs a
 *  react-hook-form FormProvider around it. */
export function PersonalFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileValues>();
  return (
    <>
      <TextField
        label={t.firstname}
        autocomplete="given-name"
        maxLength={100}
        error={errors.firstname?.message}
        {...bind(register('firstname'))}
      />
      <TextField
        label={t.lastname}
        autocomplete="family-name"
        maxLength={100}
        error={errors.lastname?.message}
        {...bind(register('lastname'))}
      />
      <TextField
        label={t.email}
        type="email"
        inputMode="email"
        autocomplete="email"
        maxLength={254}
        error={errors.email?.message}
        {...bind(register('email'))}
      />
      <Controller
        control={control}
        name="birthDate"
        render={({ field, fieldState }) => (
          <DatePicker
            label={t.birthDate}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            min={EARLIEST_BIRTH_DATE}
            max={latestBirthDate()}
            autocomplete="bday"
          />
        )}
      />
    </>
  );
}

/** The mobile number field's fixed props. */
export const telInputProps = {
  label: t.tel,
  hint: t.telHint,
  type: 'tel',
  inputMode: 'tel',
  autocomplete: 'tel-national',
  maxLength: 12,
} as const;
