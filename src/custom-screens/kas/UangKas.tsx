// /uang-kas: the till's book (GET cash/paginated), see CashBook.
import { CashBook } from './CashBook';

export default function UangKas() {
  return <CashBook bank={false} />;
}
