// The language picker's button and list, free of react-admin: the login page uses it before react-admin is loaded,
// the top bar through LanguagePicker. Compact enough for a phone's top bar: the current language code, the list in
// each language's own name.
import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES } from '../../../domain/languages';

/** `label`: the translated word for language (kilau.shell.language). */
export function LanguageMenu({ locale, label, onChange }: { locale: string; label: string; onChange: (locale: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        // The accessible name starts with the visible code, so speech users can say what they see (WCAG 2.5.3).
        aria-label={`${locale.toUpperCase()} ${label}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              onChange(l.locale);
              setAnchor(null);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
