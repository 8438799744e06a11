// The counter screens' keyboard: function-key shortcuts (F2 the entry field, F4 the first payment, F8 save), the key
// shown on the control it works, the skip link's jump to the entry field, and the entry field again when the focused
// control is removed. One window listener per screen while it is shown; while a dialog or an open menu holds the page,
// its keys are its own (Esc closes it), so no shortcut acts behind it.
import { useEffect, useRef } from 'react';
import { Box, InputAdornment } from '@mui/material';

export type ShortcutName = 'F2' | 'F4' | 'F8';
export type Shortcuts = Partial<Record<ShortcutName, () => void>>;

/** Marks a screen's entry field (a counter screen's barcode field): the layout's skip link jumps there. */
export const SKIP_TARGET = 'data-skip-target';

/** A dialog, a select's menu or any other modal layer is on the page (open, or still fading out). */
const modalShown = () => !!document.querySelector('.MuiModal-root:not(.MuiModal-hidden)');

/**
 * A modal layer holds the keyboard: the focus is inside it. One still fading out after a choice (a select's menu) has
 * let the focus go, so the cashier's next key is the screen's again, however fast it comes.
 */
const modalHasFocus = () => [...document.querySelectorAll('.MuiModal-root:not(.MuiModal-hidden)')].some((m) => m.contains(document.activeElement));

export function useShortcuts(shortcuts: Shortcuts, active = true): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      const run = latest.current[e.key as ShortcutName];
      if (!run || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || modalHasFocus()) return;
      e.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}

/**
 * While a counter screen is shown: when the focused control leaves the page (the delete button of the line or payment
 * it removed), the focus goes to `fallback` (the screen's entry field) instead of the page's body, where the next scan
 * would be typed into nothing. A dialog keeps the focus inside itself.
 */
export function useFocusFallback(fallback: (() => void) | undefined): void {
  const latest = useRef(fallback);
  latest.current = fallback;
  useEffect(() => {
    const onFocusOut = (e: FocusEvent) => {
      const left = e.target;
      // The focus moved on to another control: nothing was lost.
      if (e.relatedTarget || !(left instanceof Node)) return;
      // The control is still being removed while the event runs: look once the removal is done.
      setTimeout(() => {
        const onBody = !document.activeElement || document.activeElement === document.body;
        if (!left.isConnected && onBody && !modalShown()) latest.current?.();
      }, 0);
    };
    document.addEventListener('focusout', onFocusOut);
    return () => document.removeEventListener('focusout', onFocusOut);
  }, []);
}

/** Focuses the first element of `el` matching `selector` (default any enabled input), answering whether one took it. */
export function focusIn(el: HTMLElement | null | undefined, selector = 'input:not([disabled]):not([type=hidden])'): boolean {
  const target = el?.querySelector<HTMLElement>(selector);
  if (!target) return false;
  target.focus();
  return true;
}

/** The key printed on its control, as a keycap in the control's own colour. */
export function ShortcutKey({ keys }: { keys: ShortcutName }) {
  return (
    <Box component="kbd" sx={{ font: 'inherit', fontSize: '0.75rem', lineHeight: 1.5, px: 0.5, border: '1px solid', borderColor: 'currentColor', borderRadius: 0.5 }}>
      {keys}
    </Box>
  );
}

/** A TextField's slot props that make it a counter screen's entry field: its key shown and named, the skip link's target. */
export function entryFieldSlots(keys: ShortcutName) {
  return {
    input: {
      // In the text's colour: an adornment's grey is too faint on a filled field (WCAG contrast).
      endAdornment: (
        <InputAdornment position="end" sx={{ color: 'text.primary' }}>
          <ShortcutKey keys={keys} />
        </InputAdornment>
      ),
    },
    htmlInput: { 'aria-keyshortcuts': keys, [SKIP_TARGET]: true },
  };
}

/**
 * The skip link's jump (react-admin's "skip to content" button, the page's first focusable element): to the shown
 * screen's entry field, so a cashier's first Tab and Enter pass the menu; elsewhere to the start of the content.
 */
export function skipToContent(): void {
  const target = [...document.querySelectorAll<HTMLInputElement>(`[${SKIP_TARGET}]`)].find((el) => el.offsetParent !== null && !el.disabled);
  if (target) return target.focus();
  const main = document.getElementById('main-content');
  if (!main) return;
  // As react-admin does: the next Tab starts inside the content.
  main.setAttribute('tabIndex', '-1');
  main.focus();
  main.blur();
  main.removeAttribute('tabIndex');
}
