// Fingerprint mode of the authorization dialog (spec sections 2, 4, 8). Choose a supervisor or an owner; the
// dialog looks up their enrolled fingerprint (GET user-fingerprint: unknown -> 'Username Tidak Tidak Terdaftar'),
// asks the reader for a scan and shows 'Silahkan Scan Fingerprint'. The live event 'fingerprint-auth' answers:
// when its status is not false, it is for this user and for the chosen supervisor, 'Fingerprint Berhasil Di Scan',
// the authorization is posted and the screen gets its id; status false shows 'Silahkan Coba Lagi'.
import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { api } from '../api';
import { getSession } from '../session';
import { useToast } from '../notify';
import { useFailureToast } from '../failure-toast';
import { FINGERPRINT_AUTHORIZER_LEVELS, SCAN_VALID_SECONDS, type FingerprintAuthorizerLevel } from '../../../domain/authorization';
import { useFingerprintSocket, type FingerprintAuth } from './useFingerprintSocket';
import type { AuthorizationRequest } from './types';

type Phase = 'choose' | 'waiting' | 'failed' | 'scanned';

interface Authorizer {
  user_id: string;
  nama_user: string;
}
interface FingerprintLookup {
  data: { user_id: string; fingerprints: { bytes: string }[] }[];
}

const LEVEL_LABEL: Record<FingerprintAuthorizerLevel, string> = { SPV: 'kilau.auth.level_spv', OWN: 'kilau.auth.level_own' };

function useAuthorizers(level: FingerprintAuthorizerLevel, ticket: string | undefined): Authorizer[] {
  const failure = useFailureToast();
  const [users, setUsers] = useState<Authorizer[]>([]);
  useEffect(() => {
    let live = true;
    setUsers([]);
    api.get<{ data: Authorizer[] }>('authorization/authorizers', { level, ticket }).then(
      (answer) => live && setUsers(answer.data ?? []),
      (error: unknown) => live && failure(error, 'kilau.auth.send_failed'),
    );
    return () => {
      live = false;
    };
  }, [level, ticket, failure]);
  return users;
}

function Status({ phase, detail }: { phase: Phase; detail: string }) {
  const translate = useTranslate();
  if (phase === 'choose') return null;
  const [icon, text, color] =
    phase === 'waiting'
      ? [<FingerprintIcon key="i" color="primary" sx={{ fontSize: 56 }} />, translate('kilau.auth.scan_now'), 'text.primary']
      : phase === 'scanned'
        ? [<CheckCircleIcon key="i" color="success" sx={{ fontSize: 56 }} />, translate('kilau.auth.scanned'), 'success.main']
        : [<FingerprintIcon key="i" color="error" sx={{ fontSize: 56 }} />, detail || translate('kilau.auth.try_again'), 'error.main'];
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 1 }} role="status" data-testid="fingerprint-status">
      {icon}
      <Typography sx={{ color, fontWeight: 600, textAlign: 'center' }}>{text}</Typography>
      {phase === 'waiting' && <CircularProgress aria-label={translate('ra.page.loading')} size={20} />}
    </Stack>
  );
}

export function FingerprintAuthorization({ asks, requester, onSuccess, onCancel }: AuthorizationRequest & { onCancel: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const failure = useFailureToast();
  const me = requester?.user_id ?? getSession()?.user_id;
  const ticket = requester?.ticket;
  const [level, setLevel] = useState<FingerprintAuthorizerLevel>('SPV');
  const users = useAuthorizers(level, ticket);
  const [userId, setUserId] = useState('');
  const [phase, setPhaseState] = useState<Phase>('choose');
  const [detail, setDetail] = useState('');
  // The live answer may come before React re-renders: what it is checked against lives in refs.
  const phaseRef = useRef<Phase>('choose');
  const chosen = useRef('');
  const reference = useRef('');
  const setPhase = (next: Phase, why = '') => {
    phaseRef.current = next;
    setPhaseState(next);
    setDetail(why);
  };

  const authorize = async () => {
    try {
      // One scan authorizes every kind asked.
      const answer = await api.post<{ authorization_ids: string[] }>('authorization/fingerprint', {
        user_id: chosen.current,
        fp: reference.current,
        otorisasi: asks,
        ...(ticket ? { ticket } : {}),
      });
      onSuccess(answer.authorization_ids);
    } catch (error) {
      failure(error, 'kilau.auth.send_failed');
      setPhase('failed');
    }
  };

  // Read through a ref by the socket hook, so it always sees this render's props.
  const onAuth = (auth: FingerprintAuth) => {
    if (phaseRef.current !== 'waiting' || auth.auth_for !== me || auth.user_id !== chosen.current) return;
    if (auth.status === false) {
      setPhase('failed');
      toast.error('kilau.auth.try_again');
      return;
    }
    setPhase('scanned');
    void authorize();
  };
  const askScan = useFingerprintSocket(onAuth, ticket);

  const scan = async (id: string) => {
    chosen.current = id;
    setPhase('waiting');
    try {
      const lookup = await api.get<FingerprintLookup>('user-fingerprint', { user_id: id, ticket });
      reference.current = lookup.data?.[0]?.fingerprints?.[0]?.bytes ?? '';
      if (!reference.current) throw new Error('no template');
    } catch (error) {
      setPhase('choose');
      return failure(error, 'kilau.auth.unknown_user');
    }
    const answer = await askScan(id);
    if (answer.status !== 'sent' && phaseRef.current === 'waiting') {
      setPhase('failed', answer.message ?? '');
      toast.info('kilau.auth.failed');
    }
  };

  // A scan nobody gives within the time the server would accept it is a failed attempt.
  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = setTimeout(() => {
      setPhase('failed');
      toast.info('kilau.auth.failed');
    }, SCAN_VALID_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [phase, toast]);

  const chooseLevel = (next: FingerprintAuthorizerLevel) => {
    setLevel(next);
    setUserId('');
    setPhase('choose');
  };
  const chooseUser = (id: string) => {
    setUserId(id);
    void scan(id);
  };

  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl>
            <FormLabel id="authorizer-level">{translate('kilau.auth.level')}</FormLabel>
            <RadioGroup row aria-labelledby="authorizer-level" value={level} onChange={(e) => chooseLevel(e.target.value as FingerprintAuthorizerLevel)}>
              {FINGERPRINT_AUTHORIZER_LEVELS.map((l) => (
                <FormControlLabel key={l} value={l} control={<Radio />} label={translate(LEVEL_LABEL[l])} disabled={phase === 'scanned'} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            select
            name="authorizer"
            label={translate('kilau.auth.user')}
            value={users.some((u) => u.user_id === userId) ? userId : ''}
            onChange={(e) => chooseUser(e.target.value)}
            disabled={phase === 'scanned'}
            helperText={users.length ? undefined : translate('kilau.auth.no_users')}
            fullWidth
          >
            {users.map((u) => (
              <MenuItem key={u.user_id} value={u.user_id}>
                {u.nama_user && u.nama_user !== u.user_id ? `${u.user_id} - ${u.nama_user}` : u.user_id}
              </MenuItem>
            ))}
          </TextField>
          <Status phase={phase} detail={detail} />
          {phase === 'failed' && (
            <Box sx={{ textAlign: 'center' }}>
              <Button variant="outlined" startIcon={<FingerprintIcon />} onClick={() => void scan(chosen.current)}>
                {translate('kilau.auth.rescan')}
              </Button>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('kilau.auth.cancel')}</Button>
      </DialogActions>
    </>
  );
}
