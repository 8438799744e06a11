// The entry screens' warning before SIMPAN: the kinds the server will ask a supervisor for, and what each approves,
// from the same domain functions the server decides with (saleAuthorizations, buybackAuthorizations).
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { kindsOf, type AuthorizationFact } from '../../../domain/authorization';
import { useAuthorizationTexts } from './facts';

export function AuthorizationNotice({ facts }: { facts: readonly AuthorizationFact[] }) {
  const translate = useTranslate();
  const texts = useAuthorizationTexts();
  if (!facts.length) return null;
  return (
    <Alert severity="info" data-testid="perlu-otorisasi">
      {translate('kilau.auth.needed', { jenis: kindsOf(facts).map(texts.kind).join(', ') })}
      <Box component="ul" sx={{ my: 0, pl: 2.5 }}>
        {facts.map((f, i) => (
          <li key={i}>{texts.fact(f)}</li>
        ))}
      </Box>
    </Alert>
  );
}
