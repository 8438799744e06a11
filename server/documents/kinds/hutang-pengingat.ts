// The WhatsApp reminder of a loan falling due (issue 22 item 4), a step of the day's close (server/tutup-toko/steps.ts):
// under WHATSAPP_MODULE, as a business day opens, every open loan of the shop whose term in force falls due within
// the setting's days (hutang_pengingat_hari; 0: no reminders) from that day, with a WhatsApp number, and not reminded
// of that due date yet, gets one message through the outbox (the adapter of Setting WhatsApp), recorded in
// hutang_pengingat in the close's transaction. A day the shop skips still reminds: the window, not the exact day, counts.
import type { Queryable } from '../../db/database';
import type { ClosingStep } from '../../tutup-toko/closing-step';
import { addDays } from '../../../domain/dates';
import { isWhatsappNumber } from '../../../domain/phone';
import { formatRupiah } from '../../../domain/units';
import { enqueue } from '../../whatsapp/outbox';
import { whatsappSetting } from '../../whatsapp/nota';
import { moduleActive, numberSetting } from '../../settings/stored';

interface Due {
  no_dokumen: string;
  nama_customer: string;
  no_hp: string;
  jumlah_hutang: string;
  tgl_jatuh_tempo: string;
  nama_toko: string;
}

/** The reminder's words: the shop, the customer, the loan, its principal and its due date. */
export const reminderText = (d: Due) =>
  `${d.nama_toko}: Yth. ${d.nama_customer}, hutang ${d.no_dokumen} sebesar Rp ${formatRupiah(Number(d.jumlah_hutang))} jatuh tempo pada ${d.tgl_jatuh_tempo}. ` +
  'Mohon ditebus atau diperpanjang sebelum tanggal tersebut. Terima kasih.';

export const remindLoansDue: ClosingStep = {
  name: 'pengingat_hutang',
  async run(tx: Queryable, day) {
    const days = await numberSetting(tx, 'hutang_pengingat_hari');
    if (days <= 0 || !(await moduleActive(tx, 'WHATSAPP_MODULE'))) return;
    const due = await tx.query<Due>(
      `SELECT d.no_dokumen, d.nama_customer, d.no_hp, t.jumlah_hutang, t.tgl_jatuh_tempo::text AS tgl_jatuh_tempo, k.nama_toko
         FROM dokumen_terkini d
         JOIN toko k ON k.kode_toko = d.kode_toko
         JOIN LATERAL (SELECT jumlah_hutang, tgl_jatuh_tempo FROM hutang_termin WHERE no_dokumen = d.no_dokumen ORDER BY id DESC LIMIT 1) t ON true
        WHERE d.jenis = 'HUTANG' AND d.status = 'OPEN' AND d.kode_toko = $1 AND t.tgl_jatuh_tempo BETWEEN $2::date AND $3::date
          AND NOT EXISTS (SELECT 1 FROM hutang_pengingat p WHERE p.no_dokumen = d.no_dokumen AND p.tgl_jatuh_tempo = t.tgl_jatuh_tempo)
        ORDER BY d.no_dokumen`,
      [day.kode_toko, day.tgl_system_baru, addDays(day.tgl_system_baru, days)],
    );
    const reachable = due.filter((d) => isWhatsappNumber(d.no_hp));
    if (!reachable.length) return;
    const { adapter } = await whatsappSetting(tx);
    for (const d of reachable) {
      // The outbox's clock is the server's: it schedules the send, not the business day.
      const id = await enqueue(tx, { kode_toko: day.kode_toko, tujuan: d.no_hp, pesan: reminderText(d), adapter, no_dokumen: d.no_dokumen, input_by: day.user_id }, new Date());
      await tx.query('INSERT INTO hutang_pengingat (no_dokumen, tgl_jatuh_tempo, outbox_id, tgl_system) VALUES ($1, $2, $3, $4)', [d.no_dokumen, d.tgl_jatuh_tempo, id, day.tgl_system_baru]);
    }
  },
};
