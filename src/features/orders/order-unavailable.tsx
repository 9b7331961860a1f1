import { Link } from 'wouter';
import { PageHeading } from '../../components/ui/page-heading';
import { ErrorState } from '../../components/ui/status';

type Props = { message: string; onRetry?: (() => void) | undefined };

/**
 * Spec §2 "payment failure" layout, for a confirmation link whose order cannot be shown: a wrong or
 * incomplete link, an order that is not this visitor's, or no answer (then a retry).
 */
export function OrderUnavailable({ message, onRetry }: Props) {
  return (
    <div className="order-unavailable">
      <PageHeading>Porudžbina nije dostupna</PageHeading>
      <ErrorState message={message} onRetry={onRetry} />
      <p>
        Ako ste upravo poručili, potvrda sa linkom ka porudžbini stiže na Vašu e-adresu. Za pomoć nam se
        obratite preko stranice <Link href="/kontakt">Kontakt</Link>.
      </p>
      <p className="order-unavailable-links">
        <Link href="/" className="button primary">
          Početna strana
        </Link>
        <Link href="/profil/istorija-kupovine" className="button secondary">
          Istorija kupovine
        </Link>
      </p>
    </div>
  );
}
