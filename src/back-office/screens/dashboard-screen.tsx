import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Link } from 'wouter';
import { formatRsd, groupThousands } from '../../../contract/format';
import { countOf } from '../../../contract/plural';
import { ErrorState, PageLoading } from '../../components/ui/status';
import { formatDate } from '../../lib/format-date';
import { useLoader } from '../../lib/use-loader';
import { DASHBOARD_ID, dashboardLoader } from '../actors/order.actors';
import { AdminScreen } from '../admin-ui';
import { ORDER_FORMS } from '../labels';

type Day = { date: string; orders: number; revenue: number };

/** "27. 11." under a bar: the day and month of a Belgrade calendar day (YYYY-MM-DD). */
const shortDay = (date: string) => {
  const [, month, day] = date.split('-');
  return `${Number(day)}. ${Number(month)}.`;
};

/**
 * The 30 days' revenue as bars. A fixed size (the back office is desktop-first and fits a tablet's
 * width): recharts' ResponsiveContainer would need a ResizeObserver. The table below it holds the
 * same figures for screen readers, so the drawing itself is hidden from them.
 */
function RevenueChart({ days }: { days: Day[] }) {
  return (
    <div className="admin-chart" aria-hidden="true">
      <BarChart width={720} height={260} data={days} margin={{ top: 8, right: 8, bottom: 8, left: 24 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={shortDay} interval={4} />
        <YAxis tickFormatter={(value: number) => groupThousands(value)} width={80} />
        <Tooltip
          formatter={(value) => formatRsd(Number(value))}
          labelFormatter={(label) => formatDate(String(label))}
        />
        <Bar dataKey="revenue" name="Prihod" fill="#0b5cad" isAnimationActive={false} />
      </BarChart>
    </div>
  );
}

/** Kontrolna tabla: today's orders and revenue, the 30 days' revenue, and what waits for staff. */
export function DashboardScreen() {
  const { status, data, error, retry } = useLoader(dashboardLoader, null, { systemId: DASHBOARD_ID });
  return (
    <AdminScreen title="Kontrolna tabla">
      {status === 'failed' && <ErrorState message={error ?? ''} onRetry={retry} />}
      {!data && status === 'loading' && <PageLoading />}
      {data && (
        <>
          <ul className="admin-cards">
            <li>
              <span className="admin-card-label">Danas</span>
              <strong>{countOf(data.today.orders, ORDER_FORMS)}</strong>
              <span>{formatRsd(data.today.revenue)}</span>
            </li>
            <li>
              <span className="admin-card-label">Uplate na čekanju</span>
              <strong>{groupThousands(data.pendingTransfers)}</strong>
              <Link href="/uplate">Pogledajte uplate</Link>
            </li>
            <li>
              <span className="admin-card-label">Zahtevi za odustanak</span>
              <strong>{groupThousands(data.withdrawals)}</strong>
              <Link href="/odustanci">Pogledajte odustanke</Link>
            </li>
            <li>
              <span className="admin-card-label">Niske zalihe</span>
              <strong>{countOf(data.lowStock, ['proizvod', 'proizvoda', 'proizvoda'])}</strong>
              <Link href="/zalihe">Pogledajte zalihe</Link>
            </li>
          </ul>
          <h2>Prihod u poslednjih 30 dana</h2>
          <RevenueChart days={data.last30Days} />
          <details className="admin-details">
            <summary>Prihod po danima (tabela)</summary>
            <table className="admin-table compact">
              <caption>Porudžbine i prihod po danima, poslednjih 30 dana</caption>
              <thead>
                <tr>
                  <th scope="col">Dan</th>
                  <th scope="col">Porudžbine</th>
                  <th scope="col">Prihod</th>
                </tr>
              </thead>
              <tbody>
                {data.last30Days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatDate(day.date)}</th>
                    <td>{groupThousands(day.orders)}</td>
                    <td>{formatRsd(day.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </AdminScreen>
  );
}
