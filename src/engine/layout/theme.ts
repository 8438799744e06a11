// react-admin's default theme in the colours of a gold shop.
import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { skipToContent } from '../shared/shortcuts';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    // A gold dark enough for WCAG AA text contrast (4.5:1) where the primary colour is text: a focused field's
    // label on the filled field's grey (#f0f0f0), an outlined button on the form toolbar's grey (#e0e0e0).
    // The earlier #8a6d1d reached only 4.29 and 3.71 there.
    primary: { main: '#735a12' },
    secondary: { main: '#3d2e0a' },
  },
  components: {
    ...defaultTheme.components,
    // A button's label stays on one line beside wide fields (react-admin's fields take the full width of a row, which
    // squeezed 'MUAT ULANG DATA' onto three lines at 1366 px); on a phone rows stack, so there it may still wrap.
    MuiButton: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.up('md')]: { whiteSpace: 'nowrap', flexShrink: 0 } }) },
    },
    // MUI's inputs notice a browser's autofill (the login page's password manager) by an animation of the input; each
    // input mounted that animation's keyframes as a global style sheet of its own, and every sheet inserted re-styled
    // the whole page (three with each line a scan added to a sale). The keyframes are given here once, with the page's
    // base styles, and every input keeps the animation (as MUI's InputBase sets it; its keyframes are non-empty for
    // emotion's production build).
    MuiCssBaseline: {
      styleOverrides: {
        '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
        '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
      },
    },
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: { animationName: 'mui-auto-fill-cancel', animationDuration: '10ms', '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' } },
      },
    },
    // Toasts at the top, under the top bar, not at the bottom where they covered a report's totals row and the
    // last lines of a screen, which is where the result of an action shows. Below the 64 px app bar. A toast lets
    // the pointer through to the buttons beneath it (only its own buttons take clicks): a pointer resting there
    // would otherwise hold the toast open for ever (MUI pauses the timer on hover) and hide what it covers.
    // The skip link, the page's first focusable element, jumps to a counter screen's barcode field (past the menu).
    RaSkipNavigationButton: { defaultProps: { onClick: skipToContent } },
    RaNotification: {
      defaultProps: { anchorOrigin: { vertical: 'top', horizontal: 'center' } },
      styleOverrides: {
        root: { '&.MuiSnackbar-anchorOriginTopCenter': { top: 72 }, pointerEvents: 'none', '& *': { pointerEvents: 'none' }, '& button, & a': { pointerEvents: 'auto' } },
      },
    },
  },
};
