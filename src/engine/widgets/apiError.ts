// Reading a failed call of the data provider (engine/data) the way the inventory screens need: its HTTP status
// (409: changed meanwhile), the field messages of a refused form, and the rows of a refused batch or import. The
// provider's errors carry these as `status`, `errors` and `body`; read here by shape, so screens need not import
// engine/api.ts. (The data core has no reader of these yet: a candidate for engine/data.)

export interface FieldError {
  field: string;
  message: string;
}
export interface RowErrors {
  row: number;
  errors: FieldError[];
}

const read = (e: unknown): { status?: unknown; errors?: unknown; body?: unknown } => (typeof e === 'object' && e !== null ? e : {});

/** The HTTP status of a failed call (0 when no answer came back), or undefined when it is no API failure. */
export const statusOf = (e: unknown): number | undefined => (typeof read(e).status === 'number' ? (read(e).status as number) : undefined);

/** The field messages of a refused form as react-admin's Form takes them ({ field: message }), or undefined. */
export function fieldErrorsOf(e: unknown): Record<string, string> | undefined {
  const errors = read(e).errors;
  return Array.isArray(errors) && errors.length ? Object.fromEntries((errors as FieldError[]).map((x) => [x.field, x.message])) : undefined;
}

/** The rows of a refusal that lists them (an import or a batch of new items), or undefined. */
export function refusedRows(e: unknown): RowErrors[] | undefined {
  const body = read(e).body as { rows?: unknown } | undefined;
  return statusOf(e) === 400 && Array.isArray(body?.rows) ? (body.rows as RowErrors[]) : undefined;
}
