import { type UseFormReturn, useFormState } from 'react-hook-form';
import {
  EARLIEST_BIRTH_DATE,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '../../../../contract/fields';
import { bind } from '../../../ui/form/bind';
import { DatePicker } from '../../../ui/form/DatePicker';
import { TextField } from '../../../ui/form/TextField';
import { useDateField } from '../../../ui/form/useDateField';
import { fieldText as t } from './text';
import { latestBirthDate, type ProfileValues } from './userFields';

/** Names, email and birth date: the fields /register and /profile/update share. */
export function PersonalFields({ form }: { form: UseFormReturn<ProfileValues> }) {
  const { register, control } = form;
  // Its own subscription: a component that reads texts (signals) re-renders only when its props
  // or those signals change, and `form` is the same object on every render of the form.
  const { errors } = useFormState({ control });
  const birthDate = useDateField(form, 'birthDate');
  return (
    <>
      <TextField
        label={t.firstname}
        autocomplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        error={errors.firstname?.message}
        {...bind(register('firstname'))}
      />
      <TextField
        label={t.lastname}
        autocomplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        error={errors.lastname?.message}
        {...bind(register('lastname'))}
      />
      <TextField
        label={t.email}
        type="email"
        inputMode="email"
        autocomplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        error={errors.email?.message}
        {...bind(register('email'))}
      />
      <DatePicker
        {...birthDate}
        label={t.birthDate}
        error={errors.birthDate?.message}
        min={EARLIEST_BIRTH_DATE}
        max={latestBirthDate()}
        autocomplete="bday"
      />
    </>
  );
}

/** The mobile number field's fixed props. */
export const telInputProps = () =>
  ({
    label: t.tel,
    hint: t.telHint,
    type: 'tel',
    inputMode: 'tel',
    autocomplete: 'tel-national',
    // Space for the international form with separators: '+66 (0)81-234-5678' is 18 characters.
    maxLength: 20,
  }) as const;
