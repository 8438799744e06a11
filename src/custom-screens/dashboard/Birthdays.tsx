// Today's member birthdays, each with a WhatsApp greeting: through the shop's WhatsApp sender (chat/send, the outbox)
// when WHATSAPP_MODULE is on, else a wa.me link opened with the greeting written in.
import { Button, Card, CardActions, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { getSession } from '../../engine/session';
import { moduleOn } from '../../../domain/gates';
import { DetailLink } from './DetailLink';
import { k, type BirthdayMember } from './types';

export function Birthdays({ members, link }: { members: BirthdayMember[]; link?: string }) {
  const translate = useTranslate();
  const send = useSubmit();
  const session = getSession();
  const viaSender = moduleOn(session?.modules ?? {}, 'WHATSAPP_MODULE');

  const greet = (m: BirthdayMember) => {
    const message = translate(k('ucapan'), { nama: m.nama_member, toko: session?.nama_toko ?? '' });
    if (!viaSender) {
      window.open(`https://wa.me/${m.no_hp}?text=${encodeURIComponent(message)}`, '_blank', 'noopener');
      return;
    }
    // The outbox answers a wa.me link when the shop sends by hand (its adapter): open it as the counter's receipts do.
    void send.call<{ message: string; data?: { link?: string } }>(
      { method: 'POST', path: 'chat/send', body: { receiver: m.no_hp, message } },
      { after: (sent) => sent.data?.link && window.open(sent.data.link, '_blank', 'noopener') },
    );
  };

  return (
    <Card variant="outlined" data-testid="ulang-tahun" sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h2">
          {translate(k('ulang_tahun'))}
        </Typography>
        {members.length ? (
          <List disablePadding>
            {members.map((m) => (
              <ListItem
                key={m.kode_member}
                disableGutters
                dense
                secondaryAction={
                  <Button size="small" color="success" startIcon={<WhatsAppIcon />} onClick={() => greet(m)} disabled={send.busy || !m.no_hp}>
                    {translate(k('ucapkan'))}
                  </Button>
                }
              >
                <ListItemText primary={m.nama_member} secondary={translate(k('umur'), { kode: m.kode_member, n: m.umur })} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(k('tidak_ada_ulang_tahun'))}
          </Typography>
        )}
      </CardContent>
      {link && (
        <CardActions>
          <DetailLink to={link} label={translate(k('ulang_tahun'))} />
        </CardActions>
      )}
    </Card>
  );
}
