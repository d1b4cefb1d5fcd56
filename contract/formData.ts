type FormValue = string | number | boolean | Blob | null | undefined | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** The (form) bodies of API.md: nested objects and arrays flattened into bracket keys
 *  (`answers[0][value]`), files appended as is. The app sends with it; the server tests too. */
export function toFormData(value: FormObject, form = new FormData(), prefix = ''): FormData {
  for (const [key, item] of Object.entries(value))
    append(form, prefix ? `${prefix}[${key}]` : key, item);
  return form;
}

function append(form: FormData, key: string, item: FormValue): void {
  if (item === undefined) return;
  if (item === null) form.append(key, '');
  else if (item instanceof Blob) form.append(key, item);
  else if (Array.isArray(item)) {
    for (const [i, v] of item.entries()) append(form, `${key}[${i}]`, v);
  } else if (typeof item === 'object') toFormData(item, form, key);
  else form.append(key, String(item));
}
