// Named parameters for SQL files: `:kode_toko` becomes `$1`, each name one number however often it appears, so a
// report's query reads like the filters it answers. Left alone: `::casts`, 'string literals' (also E'...'),
// "quoted identifiers", -- and /* */ comments, $tag$ dollar quotes $tag$. One statement per text (a closing `;` is
// dropped); positional `$1` is refused, so a file speaks one language. Errors name what they refuse; the caller names the file.

export interface NamedSql {
  /** The statement with $1, $2 ... */
  text: string;
  /** The name of each number: names[0] is $1. */
  names: string[];
}

const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;

export function parseNamedSql(sql: string): NamedSql {
  const names: string[] = [];
  let text = '';
  let i = 0;
  let ended = false;
  const n = sql.length;
  /** Copies up to and including the first `close` from `from`, escapes as the quote kind reads them. */
  const quoted = (from: number, close: string, backslash: boolean, what: string): number => {
    let j = from;
    for (;;) {
      if (j >= n) throw new Error(`${what} is not closed`);
      if (backslash && sql[j] === '\\') j += 2;
      else if (sql.startsWith(close, j)) {
        // '' and "" inside are the quote itself.
        if (close.length === 1 && sql[j + 1] === close) j += 2;
        else return j + close.length;
      } else j++;
    }
  };
  while (i < n) {
    const c = sql[i];
    let next = i + 1;
    if (c === '-' && sql[i + 1] === '-') {
      const eol = sql.indexOf('\n', i);
      next = eol === -1 ? n : eol;
      text += sql.slice(i, next);
      i = next;
      continue;
    }
    if (c === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2);
      if (close === -1) throw new Error('a /* comment is not closed');
      text += sql.slice(i, close + 2);
      i = close + 2;
      continue;
    }
    if (/\s/.test(c)) {
      text += c;
      i = next;
      continue;
    }
    if (ended) throw new Error('more than one statement (a ";" before the end)');
    if (c === "'") {
      const escaped = i > 0 && /[eE]/.test(sql[i - 1]) && !NAME_CHAR.test(sql[i - 2] ?? '');
      next = quoted(i + 1, "'", escaped, 'a string literal');
    } else if (c === '"') {
      next = quoted(i + 1, '"', false, 'a quoted identifier');
    } else if (c === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (tag) next = quoted(i + tag[0].length, tag[0], false, `a ${tag[0]} quote`);
      else if (/[0-9]/.test(sql[i + 1] ?? '')) throw new Error(`positional parameter $${/^\d+/.exec(sql.slice(i + 1))![0]}: use :names`);
    } else if (c === ':' && sql[i + 1] === ':') {
      next = i + 2;
    } else if (c === ':' && NAME_START.test(sql[i + 1] ?? '') && !NAME_CHAR.test(sql[i - 1] ?? '')) {
      next = i + 1;
      while (next < n && NAME_CHAR.test(sql[next])) next++;
      const name = sql.slice(i + 1, next);
      let at = names.indexOf(name);
      if (at === -1) at = names.push(name) - 1;
      text += `$${at + 1}`;
      i = next;
      continue;
    } else if (c === ';') {
      ended = true;
      i = next;
      continue;
    } else if (NAME_CHAR.test(c)) {
      // A whole word at once, so the `:` test above can look at the character before it.
      while (next < n && NAME_CHAR.test(sql[next])) next++;
    }
    text += sql.slice(i, next);
    i = next;
  }
  return { text: text.trim(), names };
}

/** The values in $n order; a name without a value throws (the boot checks names, so this is a programming error). */
export function bindValues(sql: NamedSql, values: Record<string, unknown>): unknown[] {
  return sql.names.map((name) => {
    if (!(name in values)) throw new Error(`no value for :${name}`);
    return values[name];
  });
}
