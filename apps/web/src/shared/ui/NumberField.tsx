import { TextInput, type TextInputProps } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatNumberText, type NumberTextFormat } from '../format/formatNumberText';
import { type NumberRules, parseNumberText } from '../format/parseNumberText';

type FormNumber = number | string | null | undefined;

export interface NumberFieldProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'>,
    Omit<NumberRules, 'messages' | 'label'>,
    NumberTextFormat {
  /** The form's value: a number, blank ('' or null), or text that is not a number. */
  value: FormNumber;
  /**
   * Called on every keystroke: with the number when the whole text is one (also when it breaks a rule, which
   * the field then shows), otherwise with the text as typed ('' when blank).
   */
  onChange: (value: number | string) => void;
  /** Messages for `min`, `max`, `integer` and `maxDecimals` where a form words them; else they name the label. */
  messages?: NumberRules['messages'];
  /** What the arrow keys add or take away. */
  step?: number;
}

function isBlank(value: FormNumber): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** Whether `text` already shows `value`, so an update from the form must not replace what was typed. */
function shows(text: string, value: FormNumber): boolean {
  const typed = parseNumberText(text).value;
  if (isBlank(value)) return typed === null;
  if (typeof value === 'number') return typed === value;
  return value === text || (typed !== null && parseNumberText(value).value === typed);
}

function display(value: FormNumber, format: NumberTextFormat): string {
  if (isBlank(value)) return '';
  return typeof value === 'number' ? formatNumberText(value, format) : String(value);
}

/**
 * The app's one number input. It keeps exactly what was typed (Mantine's NumberInput drops characters it
 * does not like: '1e12' became 112, '-10' became 10) and either reads it whole or says under the field what
 * is wrong. The message appears once the field is left, and when a form asks with `revealInvalidNumbers`
 * (the field reports itself invalid to the browser, which blocks that form's save).
 */
export function NumberField({
  value,
  onChange,
  min,
  max,
  integer,
  maxDecimals,
  messages,
  thousandSeparator,
  fixedDecimals,
  step,
  error,
  onBlur,
  onKeyDown,
  ...inputProps
}: NumberFieldProps) {
  const format = { thousandSeparator, fixedDecimals };
  const [text, setText] = useState(() => display(value, format));
  const [seen, setSeen] = useState(value);
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // A value the form sets itself (a reset, a computed total) replaces the text; an echo of what was typed
  // does not, so '1e12' stays '1e12' rather than turning into '1000000000000'.
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!shows(text, value)) setText(display(value, format));
  }

  // The label names the field in its messages ('Weight cannot be negative'), as the server's do.
  const label = typeof inputProps.label === 'string' ? inputProps.label : undefined;
  const parsed = parseNumberText(text, { min, max, integer, maxDecimals, label, messages });
  useEffect(() => {
    input.current?.setCustomValidity(parsed.error ?? '');
  }, [parsed.error]);

  const change = (next: string) => {
    const emitted = parseNumberText(next).value ?? next;
    setText(next);
    setSeen(emitted);
    onChange(emitted);
  };

  const stepBy = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (!step || inputProps.readOnly || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    if (parsed.value === null && text.trim() !== '') return;
    event.preventDefault();
    const base = parsed.value ?? (min !== undefined && min > 0 ? min - step : 0);
    const decimals = Math.max(String(step).split('.')[1]?.length ?? 0, text.split('.')[1]?.length ?? 0);
    let next = Number((base + (event.key === 'ArrowUp' ? step : -step)).toFixed(Math.min(decimals, 20)));
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    change(formatNumberText(next, format));
  };

  return (
    <TextInput
      {...inputProps}
      ref={input}
      type="text"
      inputMode={min !== undefined && min >= 0 ? 'decimal' : 'text'}
      autoComplete="off"
      data-number-field
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={stepBy}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      // `revealInvalidNumbers` asks each field with checkValidity(), which fires this on the invalid ones.
      onInvalid={() => setTouched(true)}
      error={(touched && parsed.error) || error}
    />
  );
}
