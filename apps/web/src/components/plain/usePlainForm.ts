import { useState } from 'react';
import { serverFieldErrors } from '../../lib/request/fieldErrors.ts';

/** One check of a field: the message to show, or undefined when the value passes. */
export type FieldRule<Value> = (value: Value) => string | undefined;

type Rules<Values> = { [Name in keyof Values]?: FieldRule<Values[Name]>[] };
type Errors<Values> = Partial<Record<keyof Values, string>>;

/** A value must be given: an empty or blank text, or no choice, fails. */
export const requiredRule =
  (message: string): FieldRule<unknown> =>
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
      ? message
      : undefined;

/**
 * The values and errors of a form of plain fields, checked as antd's forms check them: every
 * rule on submit (`validate`), and a field marked wrong again as it changes. A failed call's
 * field errors (-1008, serverFieldErrors) mark the fields the server named.
 */
export function usePlainForm<Values extends object>(initial: Values, rules: Rules<Values>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});

  const errorOf = <Name extends keyof Values>(name: Name, value: Values[Name]) =>
    rules[name]?.map((rule) => rule(value)).find((message) => message !== undefined);

  const set = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const name of Object.keys(patch) as (keyof Values)[]) {
        if (!(name in next)) continue;
        const message = errorOf(name, patch[name] as Values[typeof name]);
        if (message === undefined) delete next[name];
        else next[name] = message;
      }
      return next;
    });
  };

  /**
   * Checks every field, or only those named (a code's contact before sending it); true when
   * they all pass.
   */
  const validate = (names?: readonly (keyof Values)[]): boolean => {
    const checked = names ?? (Object.keys(rules) as (keyof Values)[]);
    const found: Errors<Values> = {};
    for (const name of checked) {
      const message = errorOf(name, values[name]);
      if (message !== undefined) found[name] = message;
    }
    setErrors((current) => {
      if (!names) return found;
      const next = { ...current, ...found };
      for (const name of names) if (!(name in found)) delete next[name];
      return next;
    });
    return Object.keys(found).length === 0;
  };

  /** The first field, in the order of `rules`, whose value fails (where to move the focus). */
  const firstError = (): keyof Values | undefined =>
    (Object.keys(rules) as (keyof Values)[]).find(
      (name) => errorOf(name, values[name]) !== undefined,
    );

  const showServerErrors = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields.length > 0)
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(fields.map((field) => [field.name, field.errors[0]])),
      }));
  };

  /** Puts these fields back to their first values, without errors. */
  const reset = (names: (keyof Values)[]) => {
    setValues((current) => ({
      ...current,
      ...Object.fromEntries(names.map((name) => [name, initial[name]])),
    }));
    setErrors((current) => {
      const next = { ...current };
      for (const name of names) delete next[name];
      return next;
    });
  };

  return { values, errors, set, validate, firstError, showServerErrors, reset };
}
