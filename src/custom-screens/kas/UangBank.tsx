// /uang-bank: a bank account's book (GET cash/history-bank?akun), see CashBook.
import { CashBook } from './CashBook';

export default function UangBank() {
  return <CashBook bank />;
}
