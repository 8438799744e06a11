// /referensi-api: an implementer reads the API reference drawn from the server's own OpenAPI document, with each
// operation's gate, and tries a call with their own login.
import { describe, expect, it } from 'vitest';
import { openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';

const e = useE2E();

describe('/referensi-api', () => {
  it('lists the operations by area, shows a gate and answers a call tried with the login', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/referensi-api`);
    const reference = page.getByTestId('api-reference');
    await reference.getByText('Kilau API').first().waitFor();
    const area = (name: string) => reference.locator(`.opblock-tag[data-tag="${name}"]`);
    for (const name of ['Barang', 'Kirim Barang', 'Laporan', 'Users']) await area(name).waitFor();

    // The health operation: its gate (public) is shown, and "Try it out" answers with the server's version.
    await area('Sistem').click();
    const health = reference.locator('.opblock').filter({ hasText: '/api/v1/health' }).first();
    await health.locator('.opblock-summary').click();
    await expect.poll(() => health.textContent()).toContain('x-gate');
    await health.getByRole('button', { name: 'Try it out' }).click();
    await health.getByRole('button', { name: 'Execute' }).click();
    await expect.poll(() => health.locator('.responses-wrapper').textContent(), { timeout: 20_000 }).toContain('"status": "ok"');
  });
});
