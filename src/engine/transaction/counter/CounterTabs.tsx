// A counter screen of several steps, a tab each (a service's intake, work done and collection; a loan's intake and its
// redemption; an instalment contract and its payments). Each step is a mount of its own, so "Transaksi Baru" and a
// jump between tabs start as a fresh visit does; ?<param>=<no> opens a step's tab with that document loaded (a list's
// row button); leaving a half-entered step asks first.
import { Fragment, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { localeKeys } from '../../../../locales/definition-texts';
import { useExitConfirm } from '../../shared/ExitConfirm';
import { useSaleData, type SaleData } from './useSaleData';

/** What a step's tab is drawn with. */
export interface StepProps<T extends string> {
  data: SaleData;
  /** The document the tab was opened with (?<param>=<no>, or a jump from another tab). */
  no?: string;
  /** Opens a step afresh, with a document loaded where given. */
  go(tab: T, no?: string): void;
  /** Whether the step holds unsaved input (leaving then asks). */
  onDirty(dirty: boolean): void;
}

export interface CounterStep<T extends string> {
  value: T;
  /** The tab's locale key. */
  label: string;
  /** The query parameter that opens this tab with a document (?tebus=HT-...). */
  param?: string;
  render(props: StepProps<T>): ReactNode;
}

export function CounterTabs<T extends string>({ route, steps }: { route: string; steps: readonly CounterStep<T>[] }) {
  const translate = useTranslate();
  const data = useSaleData();
  const [params] = useSearchParams();
  const [opened, setOpened] = useState<{ tab: T; no?: string; round: number }>(() => {
    const linked = steps.find((s) => s.param && params.get(s.param));
    return linked ? { tab: linked.value, no: params.get(linked.param!)!, round: 0 } : { tab: steps[0].value, round: 0 };
  });
  const [dirty, setDirty] = useState(false);
  const exit = useExitConfirm(dirty);
  const go = (tab: T, no?: string) => {
    setDirty(false);
    setOpened((o) => ({ tab, no, round: o.round + 1 }));
  };
  const step = steps.find((s) => s.value === opened.tab)!;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(localeKeys.page(route))} />
      <Tabs value={opened.tab} onChange={(_, v: T) => exit.confirmExit(() => go(v))} sx={{ mb: 2 }}>
        {steps.map((s) => (
          <Tab key={s.value} value={s.value} label={translate(s.label)} />
        ))}
      </Tabs>
      {!data ? <LinearProgress /> : <Fragment key={`${opened.tab}-${opened.round}`}>{step.render({ data, no: opened.no, go, onDirty: setDirty })}</Fragment>}
      {exit.dialog}
    </Box>
  );
}
