import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** A react-hook-form field wired to an MUI text field: its registration, error flag and message (or a hint). */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T>,
  hint?: string,
) {
  const message = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return { ...register(name), error: Boolean(message), helperText: message ?? hint };
}
