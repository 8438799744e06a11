// react-admin's default theme in the colours of a gold shop.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#8a6d1d' },
    secondary: { main: '#3d2e0a' },
  },
};
