// The one input of every number field: money, weight, kadar and percentages, counts. It keeps the text exactly as
// typed while the field has focus (never a dropped comma or minus sign), shows under it what that text is read as
// ('= 7,850 g', '= Rp. 4.250.000 ,-') or why it cannot be read, and asks before a form is saved with a value outside
// the unit's plausible range. Reading and showing are domain/units.ts, the messages domain/validation.ts: the
// server reads the same text the same way.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { InputAdornment, inputAdornmentClasses, TextField, type TextFieldProps } from '@mui/material';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { checkRange, formatUnit, inputText, isPlausible, readValue, toDisplay, type Unit } from '../../../domain/units';
import { problemMessage } from '../../../domain/validation';
import { YaTidak } from '../shared/YaTidak';

/** Limits in the unit's integer form (domain/units.ts fieldLimits). */
export interface Limits {
  min?: number;
  max?: number;
}

export type Reading =
  | { state: 'empty' }
  | { state: 'ok'; value: number; plausible: boolean }
  | { state: 'refused'; message: string };

/** What a field's value (typed text, or a number from the record) is read as. */
export function readInput(v: unknown, unit: Unit, label: string, limits: Limits = {}): Reading {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return { state: 'empty' };
  let read = readValue(v, unit);
  if (read.ok) read = checkRange(read.value, unit, limits);
  if (!read.ok) {
    const shown = { min: toDisplay(limits.min ?? unit.min, unit), max: toDisplay(limits.max ?? unit.max, unit) };
    return { state: 'refused', message: problemMessage(label, read.problem, unit.scale, shown) };
  }
  return { state: 'ok', value: read.value, plausible: isPlausible(read.value, unit) };
}

/** A value held as a number shown as the field shows it once typed: grouped, with the unit's decimals. */
export function shownText(v: unknown, unit: Unit): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'number' ? inputText(v, unit) : String(v);
}

/** The question asked before saving an implausible value: 'Berat 750,000 g Tidak Wajar, Yakin?'. */
function useImplausibleText() {
  const translate = useTranslate();
  return (label: string, value: number, unit: Unit) => translate('kilau.units.implausible', { label, value: formatUnit(value, unit) });
}

/** The helper line under a field: the value it reads as, a note when implausible, or nothing while empty. */
function useHelper() {
  const translate = useTranslate();
  return (reading: Reading, unit: Unit, helperText?: ReactNode): ReactNode => {
    if (reading.state !== 'ok') return reading.state === 'refused' ? reading.message : helperText;
    const preview = translate('kilau.units.reads_as', { value: formatUnit(reading.value, unit) });
    const shown = reading.plausible ? preview : `${preview} ${translate('kilau.units.implausible_hint')}`;
    return typeof helperText === 'string' && helperText ? `${shown} · ${helperText}` : shown;
  };
}

/** MUI lowers a filled input's start adornment to the text line; the money mask's suffix needs the same. */
const suffixSx = { [`&.${inputAdornmentClasses.filled}`]: { mt: 2 } };

/** The spec's money mask 'Rp. ' ... ' ,-' around the number (the same as formatRupiahMask). */
function maskAdornments(unit: Unit) {
  if (unit.name !== 'money') return {};
  const [prefix, suffix] = formatUnit(0, unit).split('0');
  return {
    startAdornment: <InputAdornment position="start">{prefix.trim()}</InputAdornment>,
    endAdornment: (
      <InputAdornment position="end" sx={suffixSx}>
        {suffix.trim()}
      </InputAdornment>
    ),
  };
}

const inputMode = (unit: Unit) => (unit.scale ? 'decimal' : 'numeric');

type UnitInputProps = Omit<TextInputProps, 'format' | 'parse' | 'validate'> & {
  source: string;
  label: string;
  unit: Unit;
  limits?: Limits;
};

/**
 * A number field of a react-admin form. The form holds the typed text while the field has focus and the number it
 * reads as after (shown grouped, with the unit's decimals); the form's own validator (domain/validation.ts) refuses
 * text it cannot read, so such a form cannot be saved. An implausible value stops the form's submission until the
 * user answers the question with Ya; the form is then submitted again.
 */
export function UnitInput({ unit, limits, label, source, helperText, ...props }: UnitInputProps) {
  const helper = useHelper();
  const question = useImplausibleText();
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: source });
  const reading = readInput(value, unit, label, limits);
  // react-admin hands the input's ref to react-hook-form, so the form is found from a wrapper around the field.
  const box = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState<number>();
  // The implausible value the user said Ya to, kept until the value changes.
  const confirmed = useRef<number>(undefined);
  const latest = useRef(reading);
  latest.current = reading;

  // The submit event reaches this listener on the form before react-admin's handler (delegated to React's root),
  // so an unanswered implausible value stops the save here, whether Simpan was clicked or Enter pressed.
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return undefined;
    const guard = (event: Event) => {
      const r = latest.current;
      if (r.state !== 'ok' || r.plausible || r.value === confirmed.current) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setAsking(r.value);
    };
    form.addEventListener('submit', guard);
    return () => form.removeEventListener('submit', guard);
  }, []);

  const onBlur = () => {
    // Once the user leaves the field, what they typed becomes the number it reads as, shown the unit's way.
    if (typeof value === 'string' && reading.state === 'ok') setValue(source, toDisplay(reading.value, unit), { shouldDirty: true });
  };
  const answer = (yes: boolean) => {
    if (yes) confirmed.current = asking;
    setAsking(undefined);
    if (yes) box.current?.closest('form')?.requestSubmit();
    else box.current?.querySelector('input')?.focus();
  };

  return (
    <div ref={box} style={{ display: 'contents' }}>
      <TextInput
        {...props}
        source={source}
        label={label}
        format={(v: unknown) => shownText(v, unit)}
        parse={(text: string) => text}
        onBlur={onBlur}
        {...(reading.state === 'refused' ? { error: true } : {})}
        helperText={helper(reading, unit, helperText) ?? false}
        InputProps={maskAdornments(unit)}
        inputProps={{ inputMode: inputMode(unit) }}
      />
      <YaTidak
        isOpen={asking !== undefined}
        title="kilau.units.implausible_title"
        content={asking === undefined ? '' : question(label, asking, unit)}
        onClose={() => answer(false)}
        onConfirm={() => answer(true)}
      />
    </div>
  );
}

type UnitFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange: (text: string) => void;
  /** The field's name in messages ('Berat Harus Berupa Angka'), also when no visible label is drawn. */
  fieldLabel: string;
  unit: Unit;
  limits?: Limits;
  /** A refusal from the server, shown instead of the reading. */
  serverError?: string;
};

/**
 * The same field outside a react-admin form (a table cell, a settings tab): the screen keeps the text; the field shows
 * what it reads as. Screens ask about implausible values before saving with useImplausibleCheck.
 */
export function UnitField({ value, onChange, unit, limits, fieldLabel, serverError, helperText, slotProps, ...props }: UnitFieldProps) {
  const helper = useHelper();
  const reading = readInput(value, unit, fieldLabel, limits);
  const adornments = maskAdornments(unit);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!serverError || reading.state === 'refused'}
      helperText={serverError ?? helper(reading, unit, helperText)}
      slotProps={{
        ...slotProps,
        input: { ...adornments, ...(slotProps?.input as object) },
        htmlInput: { inputMode: inputMode(unit), ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}

export interface Checked {
  label: string;
  value: unknown;
  unit: Unit;
}

/**
 * For screens that save without a react-admin form: `confirm(values)` asks about each implausible value in turn and
 * resolves true when every one was answered Ya (at once when all are plausible), false at the first Tidak.
 */
export function useImplausibleCheck(): { confirm: (values: Checked[]) => Promise<boolean>; dialog: ReactNode } {
  const question = useImplausibleText();
  const [pending, setPending] = useState<{ text: string; resolve: (yes: boolean) => void }>();
  const confirm = async (values: Checked[]) => {
    for (const { label, value, unit } of values) {
      const r = readInput(value, unit, label);
      if (r.state !== 'ok' || r.plausible) continue;
      const yes = await new Promise<boolean>((resolve) => setPending({ text: question(label, r.value, unit), resolve }));
      if (!yes) return false;
    }
    return true;
  };
  const answer = (yes: boolean) => {
    pending?.resolve(yes);
    setPending(undefined);
  };
  const dialog = (
    <YaTidak
      isOpen={pending !== undefined}
      title="kilau.units.implausible_title"
      content={pending?.text ?? ''}
      onClose={() => answer(false)}
      onConfirm={() => answer(true)}
    />
  );
  return { confirm, dialog };
}
