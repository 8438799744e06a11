// How a stored value reads in a list cell, by field kind (spec section 9: money grouped by thousands, weights 3
// decimals, percentages 2), written the way the interface language writes numbers (domain/units.ts).
import type { Field } from '../../../definitions/define';
import { formatDecimal, formatMoney } from '../../../domain/format';
import { optionLabel } from '../../../domain/fields';

/** `yesNo` turns booleans into the screen language's words. */
export function formatValue(field: Field | undefined, value: unknown, yesNo: (v: boolean) => string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field?.kind) {
    case 'money':
      return formatMoney(value as number);
    case 'weight':
      return formatDecimal(value as number, 3);
    case 'percent':
      return formatDecimal(value as number, 2);
    case 'number':
      return field.decimals ? formatDecimal(value as number, field.decimals) : String(value);
    case 'boolean':
      return yesNo(value === true || value === 'true');
    case 'date':
      return String(value).slice(0, 10);
    case 'select':
      return optionLabel(field, String(value));
    default:
      return String(value);
  }
}

/** Numbers line up on the right in tables. */
export const isNumericField = (field: Field | undefined): boolean =>
  field?.kind === 'money' || field?.kind === 'weight' || field?.kind === 'percent' || field?.kind === 'number';
